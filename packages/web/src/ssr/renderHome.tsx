import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { AREA_BASE, WEB_ROLES, type WebRole } from '@talhao/schema';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type StaticHandler, StaticRouterProvider } from 'react-router-dom';
import { createCache } from '@/app/apollo';
import { type BootData, setServerBootData } from '@/app/boot';
import { resetHomePrefetch, startHomePrefetch } from '@/app/homePrefetch';
import { ViewerQuery } from '@/app/session';
import { sessionStore } from '@/app/sessionStore';
import { routes } from '@/routes';
import { withAreaRoute } from '@/routes/areas';

/**
 * The server render of an area's home (architecture note 36): the BFF calls it with the boot data it already
 * computed for index.html (viewer, client configuration, the home's answer) and puts the markup into
 * `#root`, so a returning user sees the home before the scripts run; the entry then hydrates it
 * (main.tsx). The tree is the app's own: the root layout, the area's route with its lazy shell and page
 * resolved, Apollo's cache holding exactly what the browser's will hold on its first render.
 *
 * The app keeps a few page-wide values in modules (the boot data, the session store, the home's prefetch),
 * so renders run one at a time in a process: each sets them, renders, and clears them.
 */

/** Nothing goes to the network from a server render: a query the cache cannot answer stays loading. */
const noNetwork = new ApolloLink(() => new Observable(() => {}));

let queue: Promise<unknown> = Promise.resolve();

/** Each area's route table, matched and ranked once: a static handler keeps no request's state. */
const handlers = new Map<WebRole, StaticHandler>();
function handlerFor(role: WebRole): StaticHandler {
  let handler = handlers.get(role);
  if (!handler) {
    handler = createStaticHandler(withAreaRoute(role, routes));
    handlers.set(role, handler);
  }
  return handler;
}

/**
 * One Apollo client for the renders, which run one at a time: its cache is emptied after each, and what it
 * keeps between them is only its per-document work (transformed documents, their variables' defaults).
 */
const client = new ApolloClient({ cache: createCache(), link: noNetwork, ssrMode: true });

function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export interface HomeRenderInput {
  /** Absolute URL of the page (origin + path): the area's home. */
  url: string;
  boot: BootData;
  /** Aborted when the page no longer waits for the markup: a render not started is skipped, one under way ends. */
  signal?: AbortSignal;
}

/** A render that has not finished by then ends with what it has (a lazy part that never loads cannot hold the queue). */
const RENDER_LIMIT_MS = 2000;

/**
 * The markup of `#root` for the signed-in viewer's home, or null when this page is not one the server renders
 * (no viewer, not the viewer's own home, no home answer).
 */
export function renderHome({ url, boot, signal }: HomeRenderInput): Promise<string | null> {
  const viewer = boot.viewer;
  const role = viewer?.role as WebRole | undefined;
  if (!viewer || !role || !WEB_ROLES.includes(role) || !boot.home) return Promise.resolve(null);
  const path = new URL(url).pathname.replace(/\/+$/, '');
  if (path !== AREA_BASE[role]) return Promise.resolve(null);

  return serially(async () => {
    if (signal?.aborted) return null;
    setServerBootData(boot);
    sessionStore.reset();
    startHomePrefetch(viewer, path, '', boot.home);
    try {
      const handler = handlerFor(role);
      const context = await handler.query(new Request(url));
      if (context instanceof Response) return null;
      const router = createStaticRouter(handler.dataRoutes, context);
      // What app/signedIn.tsx seeds from the session store in the browser.
      client.cache.writeQuery({ query: ViewerQuery, data: { viewer } });
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <ApolloProvider client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ApolloProvider>
        </StrictMode>,
        {
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(RENDER_LIMIT_MS)])
            : AbortSignal.timeout(RENDER_LIMIT_MS),
        },
      );
      return await streamToString(prelude);
    } finally {
      await client.clearStore();
      resetHomePrefetch();
      sessionStore.reset();
      setServerBootData(null);
    }
  });
}
