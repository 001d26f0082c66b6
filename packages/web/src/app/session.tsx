import { useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { graphql } from '@/gql';
import { sessionStore } from './sessionStore';
import { forgetSignedInUser, storedRole, storedUserId } from './storage';
import { ViewerContext, type ViewerState } from './viewerContext';

export { useViewer, type ViewerFields, type ViewerProfile, type ViewerState } from './viewerContext';

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

/**
 * The signed-in areas' viewer: Apollo's cache, seeded from the session store (app/signedIn.tsx), so it asks
 * the BFF only when nothing is known yet (spec 000 §4); its answers go back into the store. A signed-in viewer's role and id are kept in
 * local storage; a visitor (or a refused farmer session, which the BFF answers with null) forgets
 * them. A network error keeps them: the session may well be valid.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(ViewerQuery, { notifyOnNetworkStatusChange: true });
  const viewer = data?.viewer ?? null;

  useEffect(() => {
    if (loading) return;
    if (!error) sessionStore.set(viewer);
    if (viewer) {
      storedRole.set(viewer.role);
      storedUserId.set(viewer.role, viewer.profile.id);
    } else if (!error) {
      forgetSignedInUser();
    }
  }, [viewer, loading, error]);

  const value = useMemo<ViewerState>(
    () => ({
      viewer,
      loading: loading && !viewer,
      error: error ?? undefined,
      refetch: () => refetch(),
      source: 'apollo',
    }),
    [viewer, loading, error, refetch],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}
