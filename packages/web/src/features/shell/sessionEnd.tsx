import { useApolloClient } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '@/app/session';
import { clearSessionStorage } from '@/app/storage';

interface SessionEndState {
  /** True from the moment the session is being torn down until the area unmounts. */
  ending: boolean;
  setEnding(value: boolean): void;
}

const SessionEndContext = createContext<SessionEndState | null>(null);

/** Wraps an area so its guard can tell "signing out" apart from "signed out". */
export function SessionEndProvider({ children }: { children: ReactNode }) {
  const [ending, setEnding] = useState(false);
  const value = useMemo(() => ({ ending, setEnding }), [ending]);
  return <SessionEndContext.Provider value={value}>{children}</SessionEndContext.Provider>;
}

/** Whether the area's session is being ended (the guard shows a spinner meanwhile). */
export function useSessionEnding(): boolean {
  return useContext(SessionEndContext)?.ending ?? false;
}

/**
 * Ends the session in the browser after the server side is done (logout or account deletion):
 * forgets the stored role, ids and menu state, drops every cached query, re-reads the viewer (now
 * null, so nothing on '/' can send the user back into the area) and goes to '/'.
 * While this runs the area guard shows a spinner instead of sending the user to sign in again.
 */
export function useEndSession(): () => Promise<void> {
  const client = useApolloClient();
  const { refetch } = useViewer();
  const navigate = useNavigate();
  const state = useContext(SessionEndContext);
  const setEnding = state?.setEnding;

  return useCallback(async () => {
    setEnding?.(true);
    clearSessionStorage();
    await client.clearStore();
    try {
      await refetch();
    } catch {
      // The cache is already empty; a failed re-read leaves the viewer null all the same.
    }
    navigate('/', { replace: true });
  }, [client, refetch, navigate, setEnding]);
}
