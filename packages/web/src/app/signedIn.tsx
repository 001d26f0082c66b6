import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { type ReactNode, useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { apolloClient } from './apollo';
import { ViewerProvider, ViewerQuery } from './session';
import { type KnownViewer, sessionStore } from './sessionStore';
import { ViewerContext } from './viewerContext';
import { makeZodJitless } from './zodJitless';

/*
 * The part of the app that needs Apollo Client (the areas, and the signed-out pages whose forms still run
 * Apollo mutations): loaded by a dynamic import, so /login's first paint carries none of it.
 */

// Before any form builds a zod schema: the forms that use zod load after this chunk.
makeZodJitless();

/** Puts what the session store knows into the cache, so the Viewer query is answered without a request. */
function seed(viewer: KnownViewer) {
  if (viewer === undefined) return;
  const cached = apolloClient.cache.readQuery({ query: ViewerQuery })?.viewer;
  if (cached === viewer) return;
  apolloClient.cache.writeQuery({ query: ViewerQuery, data: { viewer } });
}
seed(sessionStore.get());
// A sign-in on the light pages after this chunk loaded (sign-out, then sign-in again) reaches the cache too.
sessionStore.subscribe(seed);

export { apolloClient };

/** Apollo for the subtree, unless a provider above already gives one (tests wrap pages in a mocked one). */
export function WithApollo({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return <>{children}</>;
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}

/** Layout route of the signed-out pages that use Apollo (routes/public.tsx). */
export function ApolloOutlet() {
  return (
    <WithApollo>
      <Outlet />
    </WithApollo>
  );
}

/** The areas' providers: Apollo and the viewer from its cache (seeded above), unless tests gave them. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const outer = useContext(ViewerContext);
  return <WithApollo>{outer?.source === 'apollo' ? children : <ViewerProvider>{children}</ViewerProvider>}</WithApollo>;
}
