import type { Role } from '@talhao/schema';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '@/app/session';
import { storedRole, storedUserId } from '@/app/storage';

/** What the sign-in mutations return about the new session. */
export interface SignedInViewer {
  role: Role;
  homePath: string;
  profile: { id: string };
}

/**
 * After a successful sign-in: remember the role and the user id per role (spec 000 §3), load the
 * viewer so the area guard sees the session, then go to the role's home (spec 000 §2).
 */
export function useStartSession(): (viewer: SignedInViewer) => Promise<void> {
  const { refetch } = useViewer();
  const navigate = useNavigate();
  return useCallback(
    async (viewer: SignedInViewer) => {
      storedRole.set(viewer.role);
      storedUserId.set(viewer.role, viewer.profile.id);
      try {
        await refetch();
      } catch {
        // the area loads the viewer again and shows its own error state
      }
      navigate(viewer.homePath, { replace: true });
    },
    [refetch, navigate],
  );
}
