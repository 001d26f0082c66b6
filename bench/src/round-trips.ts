/**
 * Issue 5, "round trips per screen": for each screen, the browser→BFF requests and the BFF→upstream
 * calls (total, distinct, duplicates per BFF request), on an in-app navigation (a click, the way a user
 * moves) and on a full page load, beside the REST calls the specification's old client made.
 *
 * Upstream calls are attributed to the BFF request that caused them by the `x-request-id` header the
 * BFF sends upstream (its Fastify request id): a hook on the fixture server logs every call with it, so
 * attribution stays exact even when the browser has two requests in flight. The fixture's own counters
 * (`calls()`) and the `Server-Timing` header of each GraphQL answer are read as cross-checks.
 */
import type { FixtureServer } from '@talhao/fixture-server';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import {
  BENCH_ACCOUNTS,
  type BenchAccountKey,
  chooseAccountType,
  launchChromium,
  SHELL_SELECTOR,
  signedInContext,
} from './browser';
import { countOldCalls, menuLink, probeInPage, SCREENS, type Screen } from './screens';
import { startStack } from './stack';
import type { BudgetCheck, Section } from './types';

// ---------------------------------------------------------------------------------------------
// Upstream log (fixture side)

export interface UpstreamCall {
  /** The BFF request that made the call (x-request-id), or '' when absent. */
  requestId: string;
  method: string;
  /** Path and query as sent. */
  url: string;
  /** `METHOD /family/template` as the fixture's counters name it. */
  template: string;
  /** JSON of the body ('' for none): two calls are the same call only with the same body. */
  body: string;
}

export interface UpstreamLog {
  calls: UpstreamCall[];
  reset(): void;
}

/** Logs every provider call of the fixture server; call before it listens (StackOptions.prepareFixture). */
export function attachUpstreamLog(fixture: FixtureServer): UpstreamLog {
  const log: UpstreamLog = {
    calls: [],
    reset() {
      log.calls = [];
    },
  };
  fixture.app.addHook('onResponse', async (request) => {
    if (/^\/(__dev|__bench|healthz|uploads)(\/|$|\?)/.test(request.url) || request.method === 'OPTIONS') return;
    const meta = (request.routeOptions.config as { meta?: { template?: string } }).meta;
    const header = request.headers['x-request-id'];
    log.calls.push({
      requestId: typeof header === 'string' ? header : '',
      method: request.method,
      url: request.url,
      template: `${request.method} ${meta?.template ?? request.routeOptions.url ?? request.url.split('?')[0]}`,
      body: request.body === undefined || request.body === null ? '' : JSON.stringify(request.body),
    });
  });
  return log;
}

export interface RequestUpstream {
  requestId: string;
  total: number;
  distinct: number;
  /** total − distinct: the same call (method, path with query, body) made again within one BFF request. */
  duplicates: number;
  /** Calls per template, e.g. { 'GET /consultantProfileApi': 1 }. */
  templates: Record<string, number>;
  /** The repeated calls, for the report. */
  repeated: string[];
}

/** Groups calls by BFF request and counts distinct and duplicate calls in each. */
export function summariseUpstream(calls: UpstreamCall[]): RequestUpstream[] {
  const byRequest = new Map<string, UpstreamCall[]>();
  for (const call of calls) {
    const list = byRequest.get(call.requestId) ?? [];
    list.push(call);
    byRequest.set(call.requestId, list);
  }
  return [...byRequest.entries()].map(([requestId, list]) => {
    const seen = new Map<string, number>();
    const templates: Record<string, number> = {};
    for (const call of list) {
      const key = `${call.method} ${call.url} ${call.body}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      templates[call.template] = (templates[call.template] ?? 0) + 1;
    }
    const repeated = [...seen.entries()].filter(([, n]) => n > 1).map(([key, n]) => `${key.trim()} ×${n}`);
    return {
      requestId,
      total: list.length,
      distinct: seen.size,
      duplicates: list.length - seen.size,
      templates,
      repeated,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Browser side

export type RequestKind = 'document' | 'asset' | 'graphql' | 'files' | 'other' | 'external';

/** What a browser request is, for counting: only `graphql` and `other` are API round trips. */
export function classifyRequest(url: string, resourceType: string, bffOrigin: string): RequestKind {
  const parsed = new URL(url);
  if (parsed.origin !== bffOrigin) return 'external';
  if (resourceType === 'document') return 'document';
  if (parsed.pathname === '/graphql') return 'graphql';
  if (parsed.pathname.startsWith('/files/')) return 'files';
  if (
    parsed.pathname.startsWith('/assets/') ||
    /\.(js|mjs|css|svg|png|jpe?g|webp|ico|woff2?|json|webmanifest|map)$/.test(parsed.pathname)
  ) {
    return 'asset';
  }
  return 'other';
}

/** A request to the BFF's GraphQL endpoint (a GET carries its operation in the query string). */
export const isGraphqlUrl = (url: string): boolean => new URL(url).pathname === '/graphql';

/**
 * The GraphQL operation of a request ('?' when it has none): a GET names it in its URL (the app's queries), a
 * POST in its JSON body.
 */
export function operationOf(url: string, postData: string | null): string {
  const named = new URL(url).searchParams.get('operationName');
  if (named) return named;
  if (!postData) return '?';
  try {
    const body = JSON.parse(postData) as { operationName?: string } | { operationName?: string }[];
    if (Array.isArray(body)) return body.map((b) => b.operationName ?? '?').join('+');
    return body.operationName ?? '?';
  } catch {
    return '?';
  }
}

/** `upstream;dur=12.3;desc="2 calls"` → 2 (null when absent). */
export function serverTimingCalls(header: string | undefined): number | null {
  const match = header?.match(/upstream;[^,]*desc="(\d+) calls?"/);
  return match ? Number(match[1]) : null;
}

/** Operations every first load makes once (the session and the client configuration), reported apart. */
export const BOOTSTRAP_OPERATIONS = new Set(['Viewer', 'ClientConfig']);

interface TrackedRequest {
  kind: RequestKind;
  url: string;
  operation: string;
  serverTimingCalls: number | null;
  done: boolean;
}

/** Watches a page's requests; `pending()` says how many API requests are still in flight. */
function trackRequests(page: Page, bffOrigin: string) {
  let requests: TrackedRequest[] = [];
  const byRequest = new WeakMap<Request, TrackedRequest>();
  page.on('request', (request) => {
    const tracked: TrackedRequest = {
      kind: classifyRequest(request.url(), request.resourceType(), bffOrigin),
      url: request.url(),
      operation: operationOf(request.url(), request.postData()),
      serverTimingCalls: null,
      done: false,
    };
    byRequest.set(request, tracked);
    requests.push(tracked);
  });
  const finish = async (request: Request) => {
    const tracked = byRequest.get(request);
    if (!tracked) return;
    const response = await request.response().catch(() => null);
    if (response) tracked.serverTimingCalls = serverTimingCalls((await response.allHeaders())['server-timing']);
    tracked.done = true;
  };
  page.on('requestfinished', (request) => void finish(request));
  page.on('requestfailed', (request) => void finish(request));
  return {
    reset() {
      requests = [];
    },
    all: () => requests,
    pending: () => requests.filter((r) => !r.done && (r.kind === 'graphql' || r.kind === 'other')).length,
  };
}

type Tracker = ReturnType<typeof trackRequests>;

/** Waits until no API request has been in flight for `quietMs` (at most `maxMs`). */
async function settle(tracker: Tracker, quietMs = 400, maxMs = 8000): Promise<void> {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (tracker.pending() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

async function waitForData(page: Page, screen: Screen): Promise<void> {
  await page.waitForFunction(probeInPage, screen.data, { polling: 100, timeout: 30_000 });
}

// ---------------------------------------------------------------------------------------------
// One view

export interface ViewCount {
  /** /graphql and other non-asset requests (the round trips). */
  browserRequests: number;
  /** Operations of those requests, in order. */
  operations: string[];
  /** Of those, the session and configuration ones every first load makes (Viewer, ClientConfig). */
  bootstrapRequests: number;
  documents: number;
  assets: number;
  files: number;
  upstreamTotal: number;
  upstreamDistinct: number;
  /** Largest total − distinct within one BFF request. */
  maxDuplicatesPerRequest: number;
  perRequest: RequestUpstream[];
  /** Upstream calls the BFF reported in Server-Timing (sum); equals upstreamTotal when attribution holds. */
  serverTimingTotal: number;
  /** Upstream calls the fixture's own counters saw (sum). */
  fixtureCounterTotal: number;
  /** Detail screens: the URL measured. */
  url: string;
}

interface Window {
  tracker: Tracker;
  upstream: UpstreamLog;
  fixture: FixtureServer;
}

function openWindow({ tracker, upstream, fixture }: Window): void {
  tracker.reset();
  upstream.reset();
  fixture.resetCalls();
}

function closeWindow({ tracker, upstream, fixture }: Window, url: string): ViewCount {
  const requests = tracker.all();
  const api = requests.filter((r) => r.kind === 'graphql' || r.kind === 'other');
  const perRequest = summariseUpstream(upstream.calls);
  return {
    browserRequests: api.length,
    operations: api.map((r) => (r.kind === 'graphql' ? r.operation : new URL(r.url).pathname)),
    bootstrapRequests: api.filter((r) => BOOTSTRAP_OPERATIONS.has(r.operation)).length,
    documents: requests.filter((r) => r.kind === 'document').length,
    assets: requests.filter((r) => r.kind === 'asset').length,
    files: requests.filter((r) => r.kind === 'files').length,
    upstreamTotal: perRequest.reduce((sum, r) => sum + r.total, 0),
    upstreamDistinct: perRequest.reduce((sum, r) => sum + r.distinct, 0),
    maxDuplicatesPerRequest: Math.max(0, ...perRequest.map((r) => r.duplicates)),
    perRequest,
    serverTimingTotal: api.reduce((sum, r) => sum + (r.serverTimingCalls ?? 0), 0),
    fixtureCounterTotal: Object.values(fixture.calls()).reduce((sum, n) => sum + n, 0),
    url,
  };
}

interface Env {
  bffUrl: string;
  fixture: FixtureServer;
  upstream: UpstreamLog;
  contexts: Map<BenchAccountKey, BrowserContext>;
  browser: Browser;
}

async function withPage<T>(context: BrowserContext, env: Env, run: (page: Page, w: Window) => Promise<T>): Promise<T> {
  const page = await context.newPage();
  const tracker = trackRequests(page, new URL(env.bffUrl).origin);
  try {
    return await run(page, { tracker, upstream: env.upstream, fixture: env.fixture });
  } finally {
    await page.close();
  }
}

/** In-app navigation: open `from`, let it settle, then click to the screen and count only what the click cost. */
async function inAppView(screen: Screen, env: Env): Promise<ViewCount> {
  const context = env.contexts.get(screen.account) as BrowserContext;
  return withPage(context, env, async (page, w) => {
    await page.goto(`${env.bffUrl}${screen.from}`);
    await page.locator(SHELL_SELECTOR).waitFor({ state: 'visible' });
    if (screen.kind === 'detail') {
      await page.locator(menuLink(screen.path)).click();
      await page
        .locator(screen.rowLink as string)
        .first()
        .waitFor({ state: 'visible' });
    }
    await settle(w.tracker);
    openWindow(w);
    const target =
      screen.kind === 'detail' ? page.locator(screen.rowLink as string).first() : page.locator(menuLink(screen.path));
    await target.click();
    await waitForData(page, screen);
    await settle(w.tracker);
    return closeWindow(w, new URL(page.url()).pathname);
  });
}

/** A full page load of the screen's URL (a returning user typing it or reloading). */
async function fullLoadView(screen: Screen, url: string, env: Env): Promise<ViewCount> {
  const context = env.contexts.get(screen.account) as BrowserContext;
  return withPage(context, env, async (page, w) => {
    openWindow(w);
    await page.goto(`${env.bffUrl}${url}`);
    await waitForData(page, screen);
    await settle(w.tracker);
    return closeWindow(w, url);
  });
}

/** Sign-in: the submit of the form (until the area's shell greets the user) and the load of /login itself. */
async function signInViews(screen: Screen, env: Env): Promise<{ inApp: ViewCount; fullLoad: ViewCount }> {
  const account = BENCH_ACCOUNTS[screen.account];
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  try {
    const fullLoad = await withPage(context, env, async (page, w) => {
      openWindow(w);
      await page.goto(`${env.bffUrl}/login`);
      await page.getByRole('heading', { name: 'Qual o seu tipo de conta?' }).waitFor({ state: 'visible' });
      await settle(w.tracker);
      return closeWindow(w, '/login');
    });
    const inApp = await withPage(context, env, async (page, w) => {
      await page.goto(`${env.bffUrl}/login`);
      await chooseAccountType(page, 'Consultor');
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Senha', { exact: true }).fill(account.password);
      await settle(w.tracker);
      openWindow(w);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await waitForData(page, screen);
      await settle(w.tracker);
      return closeWindow(w, new URL(page.url()).pathname);
    });
    return { inApp, fullLoad };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Section

export interface ScreenRoundTrips {
  id: string;
  title: string;
  inApp: ViewCount;
  fullLoad: ViewCount;
  oldClient: { inApp: number; fullLoad: number; steps: number; note?: string };
}

export interface RoundTripsData {
  screens: ScreenRoundTrips[];
  /** Sizes of the lists the old client called once per row ('each' calls). */
  eachSizes: Record<string, number>;
  cores: number;
  seed: number;
}

export const roundTrips: Section = async (ctx) => {
  const budgets = (ctx.budgets.roundTrips ?? {}) as Record<string, number>;
  const requestLimit = budgets.browserRequestsPerScreenView ?? 1;
  const duplicateLimit = budgets.duplicateUpstreamCallsPerRequest ?? 0;

  let upstream: UpstreamLog | undefined;
  const stack = await startStack({
    seed: ctx.seed,
    webDist: ctx.webDist,
    prepareFixture: (fixture) => {
      upstream = attachUpstreamLog(fixture);
    },
  });
  const browser = await launchChromium();
  const screens: ScreenRoundTrips[] = [];
  const eachSizes = { offerIds: await offeredPageSize(stack.upstreamUrl) };
  try {
    const contexts = new Map<BenchAccountKey, BrowserContext>();
    for (const key of new Set(SCREENS.map((s) => s.account))) {
      contexts.set(key, await signedInContext(browser, stack.bffUrl, BENCH_ACCOUNTS[key]));
    }
    const env: Env = {
      bffUrl: stack.bffUrl,
      fixture: stack.fixture,
      upstream: upstream as UpstreamLog,
      contexts,
      browser,
    };
    for (const screen of SCREENS) {
      ctx.log(`roundTrips: ${screen.id}`);
      let inApp: ViewCount;
      let fullLoad: ViewCount;
      if (screen.kind === 'signIn') ({ inApp, fullLoad } = await signInViews(screen, env));
      else {
        inApp = await inAppView(screen, env);
        fullLoad = await fullLoadView(screen, inApp.url, env);
      }
      const screenCalls = countOldCalls(screen.oldClient.steps, eachSizes);
      screens.push({
        id: screen.id,
        title: screen.title,
        inApp,
        fullLoad,
        oldClient: {
          inApp: screenCalls,
          fullLoad: screenCalls + countOldCalls(screen.oldClient.bootstrap),
          steps: screen.oldClient.bootstrap.length + screen.oldClient.steps.length,
          note: screen.oldClient.note,
        },
      });
    }
  } finally {
    await browser.close();
    await stack.close();
  }

  const checks: BudgetCheck[] = [];
  for (const s of screens) {
    const requests = ownRequests(s);
    checks.push({
      budget: 'roundTrips.browserRequestsPerScreenView',
      detail: `${s.id}: ${requests} pedido(s) do navegador na navegação interna (${s.inApp.operations.join(', ') || 'nenhum'})`,
      actual: requests,
      limit: requestLimit,
      ok: requests <= requestLimit,
    });
    const duplicates = Math.max(s.inApp.maxDuplicatesPerRequest, s.fullLoad.maxDuplicatesPerRequest);
    checks.push({
      budget: 'roundTrips.duplicateUpstreamCallsPerRequest',
      detail: `${s.id}: ${duplicates} chamada(s) repetida(s) ao provedor num mesmo pedido`,
      actual: duplicates,
      limit: duplicateLimit,
      ok: duplicates <= duplicateLimit,
    });
  }

  const data: RoundTripsData = { screens, eachSizes, cores: ctx.cores, seed: ctx.seed };
  return { id: 'roundTrips', title: 'Round trips per screen', markdown: roundTripsMarkdown(data), data, checks };
};

/**
 * The screen view's own browser requests on in-app navigation. For sign-in, the submit's requests
 * minus the destination home's data query (the next screen, counted there).
 */
export function ownRequests(s: Pick<ScreenRoundTrips, 'id' | 'inApp'>): number {
  if (s.id !== '/login') return s.inApp.browserRequests;
  return s.inApp.operations.filter((op) => op === 'AuthSignIn' || BOOTSTRAP_OPERATIONS.has(op)).length;
}

/** How many offers the old client's list page showed (one get-clients call each): the first page's size. */
async function offeredPageSize(upstreamUrl: string): Promise<number> {
  const account = BENCH_ACCOUNTS.consultant;
  const signIn = await fetch(`${upstreamUrl}/consultantAuthApi`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { jwtToken } = (await signIn.json()) as { jwtToken: string };
  const list = await fetch(`${upstreamUrl}/consultantConsultancyApi/filter?pageNumber=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwtToken}` },
    body: '{}',
  });
  const { items } = (await list.json()) as { items: unknown[] };
  return items.length;
}

const cell = (v: ViewCount) =>
  `${v.browserRequests}${v.bootstrapRequests ? ` (${v.bootstrapRequests} sessão)` : ''} · ${v.upstreamTotal}/${v.upstreamDistinct}${v.maxDuplicatesPerRequest ? ` · **${v.maxDuplicatesPerRequest} dup**` : ''}`;

export function roundTripsMarkdown(data: RoundTripsData): string {
  const lines = [
    'Measured in headless Chromium against the production BFF and the fixture server (seed ' +
      `${data.seed}, ${data.cores} cores). For each screen: **in-app** = the click that opens it from the area ` +
      '(side-menu link; for a detail, the first row\'s link on its list; for a home, "Início" from the profile ' +
      'page; for sign-in, the "Entrar" submit until the shell greets the user), counting only what that click ' +
      'costs; **full load** = typing the URL (a returning user: session cookie present, fresh page). ' +
      'Browser requests are /graphql and other non-asset requests (documents, scripts, styles and images are not ' +
      'counted); "(n sessão)" says how many of them are the once-per-load session and configuration queries ' +
      '(Viewer, ClientConfig). Upstream = BFF→provider calls as total/distinct, attributed to the BFF request ' +
      'that made them through the x-request-id header the BFF sends upstream; a duplicate is the same method, ' +
      "path, query and body twice within one BFF request. The old client's figures are derived from the " +
      "specification in bench/OLD-CLIENT.md (in-app = the screen's own calls; full load = plus the guard's " +
      `profile call; the offered list's per-row client counts use the first page's ${data.eachSizes.offerIds} offers).`,
    '',
    '| screen | in-app: browser req · upstream total/distinct | full load: browser req · upstream total/distinct | old client REST calls in-app / full load (sequential steps) | in-app operations |',
    '|---|---|---|---|---|',
  ];
  for (const s of data.screens) {
    lines.push(
      `| ${s.id} | ${cell(s.inApp)} | ${cell(s.fullLoad)} | ${s.oldClient.inApp} / ${s.oldClient.fullLoad} (${s.oldClient.steps})${s.oldClient.note ? ` ¹` : ''} | ${s.inApp.operations.join(', ') || '—'} |`,
    );
  }
  const notes = data.screens.filter((s) => s.oldClient.note);
  if (notes.length) {
    lines.push('');
    for (const s of notes) lines.push(`¹ ${s.id}: ${s.oldClient.note}.`);
  }
  const mismatched = data.screens.flatMap((s) =>
    [s.inApp, s.fullLoad]
      .filter((v) => v.serverTimingTotal !== v.upstreamTotal || v.fixtureCounterTotal !== v.upstreamTotal)
      .map(
        (v) =>
          `${s.id} (${v.url}): attributed ${v.upstreamTotal}, Server-Timing ${v.serverTimingTotal}, fixture counters ${v.fixtureCounterTotal}`,
      ),
  );
  lines.push('');
  lines.push(
    mismatched.length
      ? `Cross-check differences (attributed vs Server-Timing vs fixture counters): ${mismatched.join('; ')}.`
      : "Cross-check: for every view the attributed upstream total equals the sum of the Server-Timing call counts and the fixture server's own counters.",
  );
  return lines.join('\n');
}
