import ViewerOperation from 'virtual:operation/Viewer';
import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ViewerQuery } from '@/gql/graphql';
import { runOperation } from './lightGraphql';
import { sessionStore } from './sessionStore';
import { forgetSignedInUser, storedRole, storedUserId } from './storage';
import { ViewerContext, type ViewerState } from './viewerContext';

/** Asks the BFF for the viewer (no boot data: dev server, tests) and records the answer in the store. */
export async function fetchViewer(): Promise<void> {
  const data = await runOperation<ViewerQuery>(ViewerOperation);
  sessionStore.set(data.viewer ?? null);
}

/**
 * The viewer for the whole app before Apollo is loaded (spec 000 §4): from the boot data the BFF put into
 * index.html, else one light request. Like the Apollo provider it keeps the remembered role and user id in
 * step: a visitor forgets them, a network error keeps them (the session may well be valid).
 */
export function PublicViewerProvider({ children }: { children: ReactNode }) {
  const viewer = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const [error, setError] = useState<Error | undefined>(undefined);

  const refetch = useCallback(async () => {
    try {
      await fetchViewer();
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    }
  }, []);

  useEffect(() => {
    if (viewer === undefined && !error) void refetch();
  }, [viewer, error, refetch]);

  useEffect(() => {
    if (viewer === undefined) return;
    if (viewer) {
      storedRole.set(viewer.role);
      storedUserId.set(viewer.role, viewer.profile.id);
    } else {
      forgetSignedInUser();
    }
  }, [viewer]);

  const value = useMemo<ViewerState>(
    () => ({ viewer: viewer ?? null, loading: viewer === undefined && !error, error, refetch, source: 'light' }),
    [viewer, error, refetch],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}
