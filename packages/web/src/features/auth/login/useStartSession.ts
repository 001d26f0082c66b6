import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { startHomePrefetch } from '@/app/homePrefetch';
import { destinationAfterSignIn, RETURN_TO_PARAM } from '@/app/returnPath';
import { sessionStore } from '@/app/sessionStore';
import { storedRole, storedUserId } from '@/app/storage';
import type { ViewerFields } from '@/app/viewerContext';

/** What the sign-in mutations return about the new session: the same selection as the Viewer query. */
export type SignedInViewer = ViewerFields;

/**
 * After a successful sign-in: remember the role and the user id per role (spec 000 §3), hand the
 * viewer the mutation already carries to the session store (the area seeds Apollo's cache from it, so
 * the area guard sees the session without a second round trip on a slow rural link), then go to the page
 * the visitor asked for before signing in (`?returnTo=`, when it is safe and of this role's area) or
 * else to the role's home (spec 000 §2).
 */
export function useStartSession(): (viewer: SignedInViewer) => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_TO_PARAM);
  return useCallback(
    async (viewer: SignedInViewer) => {
      storedRole.set(viewer.role);
      storedUserId.set(viewer.role, viewer.profile.id);
      sessionStore.set(viewer);
      const destination = destinationAfterSignIn(viewer, returnTo);
      // Going home: its data is asked for while the area's scripts load.
      const [path = '', query] = destination.split('?');
      startHomePrefetch(viewer, path, query ? `?${query}` : '');
      navigate(destination, { replace: true });
    },
    [navigate, returnTo],
  );
}
