import { useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { graphql } from '@/gql';
import type { ViewerQuery as ViewerQueryResult } from '@/gql/graphql';
import { forgetSignedInUser, storedRole, storedUserId } from './storage';

/**
 * The profile fields every screen that shows a person needs (shell, profile pages, master detail
 * pages, the viewed user's header): one selection, so their data fits the same components.
 */
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on Profile {
    id
    role
    name
    email
    phoneNumber
    createdAt
    pictureUrl
    address {
      formattedAddress
      city
      stateFrom
      coords {
        latitude
        longitude
      }
    }
    plan {
      marker
      badge
      trialDaysLeft
    }
    ... on ConsultantProfile {
      birthDate
      professionalResume
    }
    ... on EnterpriseConsultantProfile {
      birthDate
      professionalResume
      company {
        id
        name
      }
    }
    ... on EnterpriseProfile {
      cnpj
    }
    ... on FarmerProfile {
      cpf
    }
  }
`);

/** The signed-in user with the profile fields every area needs (shell, profile pages, plan banner). */
export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      role
      homePath
      canDeleteAccount
      profile {
        ...ProfileFields
      }
    }
  }
`);

export type ViewerFields = NonNullable<ViewerQueryResult['viewer']>;
export type ViewerProfile = ViewerFields['profile'];

export interface ViewerState {
  viewer: ViewerFields | null;
  loading: boolean;
  error?: Error;
  refetch(): Promise<unknown>;
}

const ViewerContext = createContext<ViewerState | null>(null);

/**
 * Fetches the profile once at start (spec 000 §4). A signed-in viewer's role and id are kept in
 * local storage; a visitor (or a refused farmer session, which the BFF answers with null) forgets
 * them. A network error keeps them: the session may well be valid.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(ViewerQuery, { notifyOnNetworkStatusChange: true });
  const viewer = data?.viewer ?? null;

  useEffect(() => {
    if (loading) return;
    if (viewer) {
      storedRole.set(viewer.role);
      storedUserId.set(viewer.role, viewer.profile.id);
    } else if (!error) {
      forgetSignedInUser();
    }
  }, [viewer, loading, error]);

  const value = useMemo<ViewerState>(
    () => ({ viewer, loading: loading && !viewer, error: error ?? undefined, refetch: () => refetch() }),
    [viewer, loading, error, refetch],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useViewer(): ViewerState {
  const value = useContext(ViewerContext);
  if (!value) throw new Error('useViewer() must be used inside <ViewerProvider>');
  return value;
}
