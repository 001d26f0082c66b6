import type { Role } from '@talhao/schema';
import { createContext, useContext } from 'react';
import { useViewer, type ViewerFields } from '@/app/session';
import { cn } from '@/ui';

/**
 * On a full page load the guard renders the area before the Viewer query answers when the browser
 * remembers a signed-in role that may enter it, so the page's own query leaves together with the
 * Viewer's instead of one round trip later. The remembered role is only a hint: the BFF checks every
 * query, and the guard swaps the area for today's outcome (sign-in, redirect, load error) when
 * the Viewer disagrees. This context carries that role while the Viewer is pending (null otherwise).
 */
export const PendingRoleContext = createContext<Role | null>(null);

export interface ShellViewer {
  /** The confirmed viewer; null while the area is rendered on the remembered role. */
  viewer: ViewerFields | null;
  /** The viewer's role, or the remembered one while the Viewer query is in flight. */
  role: Role | null;
}

/** The viewer as the shell sees it: confirmed, or only its role while the Viewer query is pending. */
export function useShellViewer(): ShellViewer {
  const { viewer } = useViewer();
  const pendingRole = useContext(PendingRoleContext);
  return { viewer, role: viewer?.role ?? pendingRole };
}

/** A grey placeholder block for what the pending viewer will fill in (decorative). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded bg-line motion-reduce:animate-none', className)}
    />
  );
}
