import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ViewerFields, ViewerQuery } from '@/app/session';
import { storedRole, storedUserId } from '@/app/storage';

/** What the sign-in mutations return about the new session: the same selection as the Viewer query. */
export type SignedInViewer = ViewerFields;

/**
 * After a successful sign-in: remember the role and the user id per role (spec 000 §3), put the
 * viewer the mutation already carries into the cache, so the area guard sees the session without a
 * second round trip (a refetch would cost another request on a slow rural link), then go to the
 * role's home (spec 000 §2).
 */
export function useStartSession(): (viewer: SignedInViewer) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async (viewer: SignedInViewer) => {
      storedRole.set(viewer.role);
      storedUserId.set(viewer.role, viewer.profile.id);
      client.writeQuery({ query: ViewerQuery, data: { viewer } });
      navigate(viewer.homePath, { replace: true });
    },
    [client, navigate],
  );
}
