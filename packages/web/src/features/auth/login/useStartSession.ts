import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { destinationAfterSignIn, RETURN_TO_PARAM } from '@/app/returnPath';
import { type ViewerFields, ViewerQuery } from '@/app/session';
import { storedRole, storedUserId } from '@/app/storage';

/** What the sign-in mutations return about the new session: the same selection as the Viewer query. */
export type SignedInViewer = ViewerFields;

/**
 * After a successful sign-in: remember the role and the user id per role (spec 000 §3), put the
 * viewer the mutation already carries into the cache, so the area guard sees the session without a
 * second round trip (a refetch would cost another request on a slow rural link), then go to the page
 * the visitor asked for before signing in (`?returnTo=`, when it is safe and of this role's area) or
 * else to the role's home (spec 000 §2).
 */
export function useStartSession(): (viewer: SignedInViewer) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_TO_PARAM);
  return useCallback(
    async (viewer: SignedInViewer) => {
      storedRole.set(viewer.role);
      storedUserId.set(viewer.role, viewer.profile.id);
      client.writeQuery({ query: ViewerQuery, data: { viewer } });
      navigate(destinationAfterSignIn(viewer, returnTo), { replace: true });
    },
    [client, navigate, returnTo],
  );
}
