import { createContext, useContext } from 'react';
import type { ViewerQuery as ViewerQueryResult } from '@/gql/graphql';

/*
 * The viewer's context without any client library: the signed-out pages read it from the light provider
 * (app/publicSession.tsx), the areas from the Apollo one (app/session.tsx) — same shape, same hook.
 */

export type ViewerFields = NonNullable<ViewerQueryResult['viewer']>;
export type ViewerProfile = ViewerFields['profile'];

export interface ViewerState {
  viewer: ViewerFields | null;
  loading: boolean;
  error?: Error;
  refetch(): Promise<unknown>;
  /** Which provider answers: the areas add Apollo's under the light one, never a second Apollo one. */
  source?: 'light' | 'apollo';
}

export const ViewerContext = createContext<ViewerState | null>(null);

export function useViewer(): ViewerState {
  const value = useContext(ViewerContext);
  if (!value) throw new Error('useViewer() must be used inside <ViewerProvider>');
  return value;
}
