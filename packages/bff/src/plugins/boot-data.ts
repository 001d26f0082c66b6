import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AREA_BASE, MENU_COLLAPSED_COOKIE } from '@talhao/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, execute, type GraphQLSchema, parse } from 'graphql';
import type { RequestContext } from '../context';
import { createRequestContext } from '../graphql/context-factory';
import type { Services } from '../services';
import { paintFirstEntry, withPaintFirstEntry } from './paint-first';

/**
 * index.html with the session's boot data (architecture note on the light client): the answers of the web's
 * own Viewer and ClientConfig documents for this request's cookie, in a JSON block the app reads instead
 * of asking after its scripts start, on the signed-in user's home the answer of that home's query too (no
 * GraphQL round trip before the home shows its data), `<link rel="modulepreload">` of the home's chunks, and for
 * a visitor without a session the signed-out stylesheet in place of the whole app's (stylesheetSwap).
 *
 * The documents and the chunk lists come from the web build (`boot-manifest.json`, written by
 * packages/web/build/operations.ts beside index.html): the exact texts the web sends, `__typename` included,
 * so the data has the shape of Apollo's cache. Executed in-process with the GraphQL request's own context
 * (session, upstream, loaders): one upstream profile call, no HTTP hop.
 */
export const BOOT_MANIFEST_FILE = 'boot-manifest.json';
export const BOOT_ELEMENT_ID = 'talhao-boot';

interface BootOperation {
  documentId: string;
  operationName: string;
  query: string;
}

/** An area home's query and the variables its page uses (web app/homeOperations.ts). */
interface HomeOperation extends BootOperation {
  variables: Record<string, unknown>;
}

export interface BootManifest {
  documents: { Viewer: BootOperation; ClientConfig: BootOperation };
  /** Per role (absent in an older build): the home's query, answered into its own page. */
  homes?: Record<string, HomeOperation>;
  preload: Record<string, string[]>;
  /** The whole app's stylesheet and the signed-out pages' subset of it (absent from older builds). */
  stylesheets?: { full: string; signedOut: string };
}

/** JSON safe inside a `<script>` element: no `<` (so no `</script>` nor `<!--`), no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html's `<link>` of the whole app's stylesheet and its stand-in for a visitor without a session: the
 * signed-out sheet, a subset of it (a few KB instead of every area's utilities). The whole sheet still comes before
 * any area renders: it is a CSS dependency of every chunk the areas load, which Vite's preload helper links (after
 * the small one, so in the same cascade order) and waits for. Null when the page links no such sheet.
 */
export function stylesheetSwap(html: string, stylesheets: BootManifest['stylesheets']) {
  if (!stylesheets) return null;
  const link = html.match(/<link rel="stylesheet"[^>]*>/g)?.find((tag) => tag.includes(`href="${stylesheets.full}"`));
  if (!link) return null;
  return {
    link,
    signedOut: link.replace(`href="${stylesheets.full}"`, `href="${escapeAttribute(stylesheets.signedOut)}"`),
  };
}

/** The manifest beside index.html, or null (an older build without one: index.html is served as it is). */
export function readBootManifest(webDist: string): BootManifest | null {
  const file = join(webDist, BOOT_MANIFEST_FILE);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BootManifest;
  if (!manifest.documents?.Viewer?.query || !manifest.documents?.ClientConfig?.query) return null;
  return manifest;
}

interface ViewerAnswer {
  role: string;
  homePath: string;
}

/**
 * The web build's server render of the area homes (packages/web/src/ssr/renderHome.tsx): the markup of `#root`
 * for this page's boot data, or null when it does not render that page.
 */
export type HomeRenderer = (input: {
  url: string;
  boot: Record<string, unknown>;
  /** Aborted once the page stops waiting: the renderer skips or ends that render. */
  signal?: AbortSignal;
}) => Promise<string | null>;

/** Where the web build writes it: beside the served folder, never inside it (packages/web/vite.config.ts). */
export const homeRendererFile = (webDist: string) => join(webDist, '..', 'dist-server', 'renderHome.js');

/**
 * The home renderer of the build in `webDist`, or null without one (an older build, or a web build without its
 * server part). It loads in the background from start-up, so the first user's home does not wait for it (and
 * the process's memory figures include it from the start).
 */
export function loadHomeRenderer(webDist: string): HomeRenderer | null {
  const file = homeRendererFile(webDist);
  if (!existsSync(file)) return null;
  const loaded = import(pathToFileURL(file).href).then((module: { renderHome: HomeRenderer }) => module.renderHome);
  // A build whose renderer fails to load serves its homes as before; each page logs why.
  loaded.catch(() => undefined);
  return async (input) => (await loaded)(input);
}

/** A home rendered later than this is left to the browser: the page is not held back for it. */
const HOME_RENDER_TIMEOUT_MS = 1000;

const ROOT_ELEMENT = '<div id="root"></div>';

export interface BootRenderer {
  render(request: FastifyRequest, reply: FastifyReply): Promise<string>;
}

/**
 * Renders index.html for one request. A document whose execution fails (the provider down) is left out of
 * the block, and the app asks for it itself, as before; the page is never refused for it.
 */
export function createBootRenderer(options: {
  html: string;
  manifest: BootManifest;
  schema: GraphQLSchema;
  services: Services;
  /** Renders the home's markup into index.html (architecture note 36); without it the browser renders it. */
  renderHome?: HomeRenderer | null;
}): BootRenderer {
  const { html, manifest, schema, services, renderHome } = options;
  const viewerDocument: DocumentNode = parse(manifest.documents.Viewer.query);
  const configDocument: DocumentNode = parse(manifest.documents.ClientConfig.query);
  const homes = new Map(
    Object.entries(manifest.homes ?? {}).map(([role, home]) => [role, { ...home, document: parse(home.query) }]),
  );
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>');
  const swap = stylesheetSwap(html, manifest.stylesheets);
  const entry = paintFirstEntry(html);

  const run = async (
    document: DocumentNode,
    request: FastifyRequest,
    contextValue: RequestContext,
    variableValues?: Record<string, unknown>,
  ) => {
    try {
      const result = await execute({ schema, document, contextValue, variableValues });
      if (result.errors?.length || !result.data) {
        request.log.warn({ errors: result.errors?.map((error) => error.message) }, 'boot data left out');
        return undefined;
      }
      return result.data;
    } catch (err) {
      request.log.warn({ err }, 'boot data left out');
      return undefined;
    }
  };

  return {
    async render(request, reply) {
      // One context for the page's documents: the session read once, the profile fetched once.
      const context = createRequestContext(services, request, reply);
      const [pathname, search] = request.url.split('?');
      const path = (pathname ?? '/').replace(/\/+$/, '') || '/';
      // The home's answer only on the home itself, without a query string (viewAs changes the variables).
      const role = context.session.get()?.role;
      const home = role && search === undefined && path === AREA_BASE[role] ? homes.get(role) : undefined;
      const [viewerData, configData, homeData] = await Promise.all([
        run(viewerDocument, request, context),
        run(configDocument, request, context),
        home ? run(home.document, request, context, home.variables) : undefined,
      ]);
      const boot: Record<string, unknown> = {};
      if (viewerData) boot.viewer = viewerData.viewer ?? null;
      if (configData) boot.clientConfig = configData.clientConfig;
      if (home && homeData)
        boot.home = { operationName: home.operationName, variables: home.variables, data: homeData };
      let markup: string | null = null;
      if (home && boot.home && renderHome) {
        // The side menu as the browser will draw it (its state mirrored in a cookie by the web app).
        boot.menuCollapsed = request.cookies?.[MENU_COLLAPSED_COOKIE] === '1';
        markup = await renderedHome(renderHome, request, boot);
        if (!markup) delete boot.menuCollapsed;
      }
      // Inert until hydrated (main.tsx): a click before the scripts run would be lost, so nothing takes one.
      // A function, not a string, as the replacement: the markup holds user text, and `$&`-like sequences in a
      // replacement string would splice parts of the page into it.
      const body = markup
        ? html.replace(ROOT_ELEMENT, () => `<div id="root" data-server-rendered inert>${markup}</div>`)
        : html;
      const viewer = boot.viewer as ViewerAnswer | null | undefined;
      // The home's chunks only where the home is what this page shows (its own path, or '/' sending there).
      const preload = viewer && (path === viewer.homePath || path === '/') ? (manifest.preload[viewer.role] ?? []) : [];
      const head =
        `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>` +
        preload.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`).join('');
      const withHead = `${body.slice(0, headEnd)}${head}${body.slice(headEnd)}`;
      const page = markup ? withPaintFirstEntry(withHead, entry) : withHead;
      // Only a known visitor (viewer null) gets the small sheet; an unanswered viewer keeps the whole one.
      return swap && boot.viewer === null ? page.replace(swap.link, swap.signedOut) : page;
    },
  };
}

/** The home's markup, or null when its render failed or took too long (the browser then renders it, as before). */
async function renderedHome(
  renderHome: HomeRenderer,
  request: FastifyRequest,
  boot: Record<string, unknown>,
): Promise<string | null> {
  const LATE = Symbol('late');
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new AbortController();
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => {
      gaveUp.abort();
      resolve(LATE);
    }, HOME_RENDER_TIMEOUT_MS);
  });
  try {
    const path = request.url.split('?')[0] ?? '/';
    const rendering = renderHome({ url: `http://talhao.invalid${path}`, boot, signal: gaveUp.signal });
    const markup = await Promise.race([rendering, late]);
    if (markup === LATE) {
      request.log.warn(`home left to the browser: its server render took over ${HOME_RENDER_TIMEOUT_MS} ms`);
      return null;
    }
    return markup;
  } catch (err) {
    request.log.warn({ err }, 'home left to the browser: its server render failed');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
