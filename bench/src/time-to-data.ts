/**
 * Issue 5, "time to data on a slow link": Chromium with network emulation (150 ms latency, 1.6 Mbps
 * down, 750 kbps up) and 4× CPU throttling. For each screen: the BFF's time from navigation start to
 * the data element on screen (warm asset cache, and cold), the time of its GraphQL requests alone,
 * and a baseline that issues the old client's REST calls (bench/OLD-CLIENT.md) from the browser
 * against the fixture server, in the old order, until every JSON answer is parsed.
 */
import type { FixtureServer } from '@talhao/fixture-server';
import { todayInSaoPaulo } from '@talhao/schema';
import type { BrowserContext, Page } from 'playwright-core';
import {
  BENCH_ACCOUNTS,
  type BenchAccountKey,
  CONTEXT_OPTIONS,
  chooseAccountType,
  launchChromium,
  signedInContext,
} from './browser';
import { budgetOf, checkBudget } from './report';
import { BOOTSTRAP_OPERATIONS, isGraphqlUrl, operationOf } from './round-trips';
import { dataWatchScript, dateVars, familyPath, type OldStep, SCREENS, type Screen, SHOWN_GLOBAL } from './screens';
import { startStack } from './stack';
import type { BudgetCheck, Section } from './types';

export const SLOW_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
} as const;
export const CPU_SLOWDOWN = 4;

/** The blank page on the provider's origin the baseline runs in (same-origin fetches, no CORS preflight). */
export const BLANK_PATH = '/__bench/blank';

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Emulates the slow link and the slow CPU on a page (kept across its navigations). */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Page-relative start/end (ms) of the GraphQL requests a view made, split into session and screen data. */
function watchGraphql(page: Page) {
  const spans: { operation: string; start: number; end: number }[] = [];
  // Requests in flight: the figure is read once they are all answered, not after a fixed pause (the screen may
  // show its data a moment before Chromium reports the request finished).
  let pending = 0;
  let onSettled: (() => void) | null = null;
  const done = () => {
    // A request that began before the watch started is not counted: never below zero.
    pending = Math.max(0, pending - 1);
    if (pending === 0) onSettled?.();
  };
  page.on('request', (request) => {
    if (isGraphqlUrl(request.url())) pending += 1;
  });
  page.on('requestfailed', (request) => {
    if (isGraphqlUrl(request.url())) done();
  });
  page.on('requestfinished', (request) => {
    if (!isGraphqlUrl(request.url())) return;
    done();
    const timing = request.timing();
    spans.push({
      operation: operationOf(request.url(), request.postData()),
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
    });
  });
  return {
    reset: () => {
      spans.length = 0;
    },
    /** Resolves when no GraphQL request of the page is in flight. */
    settled: (): Promise<void> =>
      pending === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onSettled = () => {
              onSettled = null;
              resolve();
            };
          }),
    /**
     * From the first GraphQL request's start to the end of the last answer the screen waits for (ms), or
     * NaN: its data queries, or only the session ones when it shows nothing else; with `only`, exactly those.
     */
    apiTime(only?: Set<string>): number {
      const counted = only ? spans.filter((s) => only.has(s.operation)) : spans;
      const data = only
        ? counted
        : counted.filter(
            (s) =>
              !BOOTSTRAP_OPERATIONS.has(s.operation) || counted.every((t) => BOOTSTRAP_OPERATIONS.has(t.operation)),
          );
      if (counted.length === 0 || data.length === 0) return Number.NaN;
      return Math.max(...data.map((s) => s.end)) - Math.min(...counted.map((s) => s.start));
    },
  };
}

/** A page that measures `screen`: its data probe runs in every document the page loads, from the start. */
async function measuringPage(context: BrowserContext, screen: Screen): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ content: dataWatchScript(screen.data) });
  return page;
}

/** The first frame (ms since the navigation started) in which the screen's data was laid out. */
async function dataOnScreen(page: Page): Promise<number> {
  // A function, not a string: the app's CSP refuses eval.
  const handle = await page.waitForFunction((key) => (window as unknown as Record<string, number>)[key], SHOWN_GLOBAL, {
    polling: 'raf',
    timeout: 60_000,
  });
  return Number(await handle.jsonValue());
}

interface BffTimes {
  onScreen: number;
  api: number;
  /** No GraphQL request: the screen's data came with the HTML (boot data), `api` is the document's time. */
  apiInHtml?: boolean;
}

/** One measured load of a screen in `page` (already throttled): navigation start → data visible. */
async function loadOnce(page: Page, bffUrl: string, url: string): Promise<BffTimes> {
  const graphql = watchGraphql(page);
  const response = await page.goto(`${bffUrl}${url}`, { waitUntil: 'commit' });
  const onScreen = await dataOnScreen(page);
  await page.waitForLoadState('load');
  await graphql.settled();
  const api = graphql.apiTime();
  if (Number.isNaN(api) && response) {
    // The data was on screen without a GraphQL request: it came in index.html (architecture note 32). The
    // like-for-like figure is then the document's own request, as Chromium timed it.
    await response.finished();
    return { onScreen, api: response.request().timing().responseEnd, apiInHtml: true };
  }
  return { onScreen, api };
}

/** Sign-in: with the form filled (untimed), from the 'Entrar' click to the shell greeting the user. */
async function signInOnce(page: Page, bffUrl: string, screen: Screen): Promise<BffTimes> {
  const account = BENCH_ACCOUNTS[screen.account];
  await page.context().clearCookies();
  await page.goto(`${bffUrl}/login`);
  await chooseAccountType(page, 'Consultor');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.evaluate(() => {
    const w = window as unknown as { __benchClick?: number };
    document.addEventListener('click', () => (w.__benchClick ??= performance.now()), { capture: true });
  });
  const graphql = watchGraphql(page);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const visible = await dataOnScreen(page);
  const clicked = await page.evaluate(() => (window as unknown as { __benchClick: number }).__benchClick);
  await graphql.settled();
  // The sign-in's own requests: AuthSignIn and the session it loads (the home's query is the next screen's).
  return { onScreen: visible - clicked, api: graphql.apiTime(SIGN_IN_OPERATIONS) };
}

const SIGN_IN_OPERATIONS = new Set(['AuthSignIn', 'Viewer']);

/** The in-page runner of an old-client sequence (a string, so no bundler helper leaks into the page). */
const OLD_CLIENT_RUNNER = `async ({ steps, vars, token }) => {
  const fill = (text) => text.replace(/\\{(\\w+)\\}/g, (_, name) => {
    if (!(name in vars)) throw new Error('placeholder sem valor: ' + name);
    return String(vars[name]);
  });
  const read = (json, path) => {
    const [head, rest] = path.split('[].');
    const walk = (value, dotted) => dotted === '' ? value : dotted.split('.').reduce((v, k) => (v && typeof v === 'object' ? v[k] : undefined), value);
    if (rest === undefined) return walk(json, head);
    const list = walk(json, head.replace(/\\[\\]$/, ''));
    return Array.isArray(list) ? list.map((item) => walk(item, rest)) : [];
  };
  const t0 = performance.now();
  let calls = 0;
  for (const step of steps) {
    const runs = [];
    for (const call of step) {
      const items = call.each ? vars[call.each] : [null];
      for (const item of items) {
        const local = item === null ? vars : Object.assign({}, vars, { item });
        const run = async () => {
          const saved = vars;
          const url = call.path.replace(/\\{(\\w+)\\}/g, (_, name) => {
            if (!(name in local)) throw new Error('placeholder sem valor: ' + name);
            return String(local[name]);
          });
          const init = { method: call.method, headers: { authorization: 'Bearer ' + (vars.token || token) } };
          if (call.body !== undefined) {
            init.headers['content-type'] = 'application/json';
            init.body = fill(JSON.stringify(call.body));
          }
          const response = await fetch(url, init);
          const json = await response.json();
          calls += 1;
          if (!response.ok) throw new Error(call.method + ' ' + url + ' -> ' + response.status + ' ' + JSON.stringify(json));
          for (const [name, path] of Object.entries(call.capture || {})) saved[name] = read(json, path);
        };
        runs.push(run());
      }
    }
    await Promise.all(runs);
  }
  return { ms: performance.now() - t0, calls };
}`;

interface ResolvedCall {
  method: string;
  path: string;
  body?: unknown;
  capture?: Record<string, string>;
  each?: string;
}

/** Steps with provider paths (prefix + sub-path) for the in-page runner. */
function resolveSteps(steps: OldStep[]): ResolvedCall[][] {
  return steps.map((step) =>
    step.map((call) => ({
      method: call.method,
      path: familyPath(call),
      body: call.body,
      capture: call.capture,
      each: call.each,
    })),
  );
}

async function baselineOnce(
  page: Page,
  screen: Screen,
  vars: Record<string, unknown>,
  token: string,
): Promise<{ ms: number; calls: number }> {
  const steps = resolveSteps([...screen.oldClient.bootstrap, ...screen.oldClient.steps]);
  return page.evaluate(`(${OLD_CLIENT_RUNNER})(${JSON.stringify({ steps, vars: { ...vars }, token })})`);
}

/** Signs in against the provider's REST auth route from the blank page (not timed); returns the JWT. */
async function providerToken(page: Page, key: BenchAccountKey): Promise<string> {
  const account = BENCH_ACCOUNTS[key];
  const family = key === 'master' ? 'masterAuthApi' : key === 'consultant' ? 'consultantAuthApi' : 'enterpriseAuthApi';
  return page.evaluate(
    async ({ path, email, password }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return ((await response.json()) as { jwtToken: string }).jwtToken;
    },
    { path: familyPath({ family, path: '' }), email: account.email, password: account.password },
  );
}

// ---------------------------------------------------------------------------------------------

export interface ScreenTimes {
  id: string;
  url: string;
  warm: number[];
  /** A returning user in a new tab (area homes): warm HTTP cache, but a fresh renderer process. */
  newTab: number[];
  cold: number[];
  api: number[];
  baseline: number[];
  baselineCalls: number;
  /** The data came with index.html (no GraphQL request): `api` times the document request. */
  apiInHtml?: boolean;
  median: { warm: number; newTab: number; cold: number; api: number; baseline: number };
  /** BFF on screen (warm cache) / baseline, and BFF GraphQL time / baseline. */
  ratio: { onScreen: number; api: number };
}

export interface TimeToDataData {
  network: typeof SLOW_LINK;
  cpuSlowdown: number;
  runs: number;
  coldRuns: number;
  warmup: number;
  cores: number;
  seed: number;
  screens: ScreenTimes[];
}

export const timeToData: Section = async (ctx) => {
  const budgets = (ctx.budgets.timeToData ?? {}) as Record<string, number>;
  const limit = budgets.maxRatioBffToBaseline ?? 1;
  // Where the old client needed a single call, one GraphQL request is the same one round trip plus the
  // BFF's hop to the provider: it cannot be faster, so that budget bounds the hop's cost instead.
  const singleCallLimit = budgets.maxRatioSingleCallScreens ?? limit;
  // A cold load costs ~5× a warm one (every chunk over the slow link) and depends on the area's chunks
  // far more than on the screen: measured for the area homes only, with fewer runs, to keep the section short.
  const coldRuns = ctx.runs >= 6 ? 2 : 1;
  const stack = await startStack({
    seed: ctx.seed,
    webDist: ctx.webDist,
    prepareFixture: addBlankPage,
  });
  const browser = await launchChromium();
  const results: ScreenTimes[] = [];
  try {
    const contexts = new Map<BenchAccountKey, BrowserContext>();
    for (const key of new Set(SCREENS.map((s) => s.account))) {
      contexts.set(key, await signedInContext(browser, stack.bffUrl, BENCH_ACCOUNTS[key]));
    }
    const detailUrls = await resolveDetailUrls(contexts, stack.bffUrl);
    const baseVars = dateVars(todayInSaoPaulo());

    for (const screen of SCREENS) {
      ctx.log(`timeToData: ${screen.id}`);
      const url = detailUrls.get(screen.id) ?? screen.path;
      const account = BENCH_ACCOUNTS[screen.account];

      // BFF, warm asset cache: one throttled page, warm-up loads fill the HTTP cache.
      const warm: number[] = [];
      const api: number[] = [];
      let apiInHtml = false;
      const signInContext = screen.kind === 'signIn' ? await browser.newContext(CONTEXT_OPTIONS) : null;
      const page = await measuringPage(signInContext ?? (contexts.get(screen.account) as BrowserContext), screen);
      for (let i = 0; i < ctx.warmup + ctx.runs; i++) {
        // Warm-ups fill the HTTP cache and warm the servers at full speed (they are not measured); then the slow link.
        if (i === ctx.warmup) await throttle(page);
        const times =
          screen.kind === 'signIn'
            ? await signInOnce(page, stack.bffUrl, screen)
            : await loadOnce(page, stack.bffUrl, url);
        if (i >= ctx.warmup) {
          warm.push(times.onScreen);
          api.push(times.api);
          apiInHtml ||= times.apiInHtml === true;
        }
      }
      // BFF, warm cache in a new tab (area homes): the same HTTP cache, but a new page, so a renderer process
      // without the compiled scripts a reload in the same tab keeps in memory (V8's in-process cache).
      const newTab: number[] = [];
      for (let i = 0; screen.kind === 'home' && i < ctx.runs; i++) {
        const tab = await measuringPage(contexts.get(screen.account) as BrowserContext, screen);
        await throttle(tab);
        newTab.push((await loadOnce(tab, stack.bffUrl, url)).onScreen);
        await tab.close();
      }
      await page.close();
      await signInContext?.close();

      // BFF, cold: a new context (empty HTTP cache) per run, signed in untimed.
      const cold: number[] = [];
      for (let i = 0; screen.kind === 'home' && i < coldRuns; i++) {
        const context = await signedInContext(browser, stack.bffUrl, account);
        const coldPage = await measuringPage(context, screen);
        await throttle(coldPage);
        cold.push((await loadOnce(coldPage, stack.bffUrl, url)).onScreen);
        await context.close();
      }

      // Baseline: the old client's calls from the provider's origin.
      const baseContext = await browser.newContext(CONTEXT_OPTIONS);
      const basePage = await baseContext.newPage();
      await basePage.goto(`${stack.upstreamUrl}${BLANK_PATH}`);
      const token = screen.kind === 'signIn' ? '' : await providerToken(basePage, screen.account);
      const vars: Record<string, unknown> = {
        ...baseVars,
        email: account.email,
        password: account.password,
        id: url.split('/').pop() ?? '',
      };
      const baseline: number[] = [];
      let baselineCalls = 0;
      for (let i = 0; i < ctx.warmup + ctx.runs; i++) {
        if (i === ctx.warmup) await throttle(basePage);
        const run = await baselineOnce(basePage, screen, vars, token);
        baselineCalls = run.calls;
        if (i >= ctx.warmup) baseline.push(run.ms);
      }
      await baseContext.close();

      const m = {
        warm: median(warm),
        newTab: median(newTab),
        cold: median(cold),
        api: median(api),
        baseline: median(baseline),
      };
      results.push({
        id: screen.id,
        url,
        warm,
        newTab,
        cold,
        api,
        baseline,
        baselineCalls,
        apiInHtml,
        median: m,
        ratio: { onScreen: m.warm / m.baseline, api: m.api / m.baseline },
      });
    }
  } finally {
    await browser.close();
    await stack.close();
  }

  const ratioChecks: BudgetCheck[] = results.map((r) => {
    const single = r.baselineCalls <= 1;
    const budget = single ? 'timeToData.maxRatioSingleCallScreens' : 'timeToData.maxRatioBffToBaseline';
    const screenLimit = single ? singleCallLimit : limit;
    return {
      budget,
      detail: `${r.id}: GraphQL ${fmt(r.median.api)} ms vs REST antigo ${fmt(r.median.baseline)} ms, ${r.baselineCalls} chamada(s) (na tela, cache quente: ${fmt(r.median.warm)} ms)`,
      actual: round2(r.ratio.api),
      limit: screenLimit,
      ok: r.ratio.api <= screenLimit,
    };
  });
  // Issue 17's absolute targets on the slow link: an area home's data on screen after a first visit (cold) and
  // for a returning user (warm), and any screen's GraphQL answer within one round trip plus 30 ms.
  const kindOf = new Map(SCREENS.map((screen) => [screen.id, screen.kind]));
  const homes = results.filter((r) => kindOf.get(r.id) === 'home');
  const checks: BudgetCheck[] = [
    ...ratioChecks,
    ...homes.map((r) =>
      checkBudget(
        'timeToData.maxFirstVisitMs',
        `${r.id}: dados na tela, primeira visita (cache vazio)`,
        round2(r.median.cold),
        budgetOf(ctx.budgets, 'timeToData', 'maxFirstVisitMs'),
      ),
    ),
    ...homes.flatMap((r) => [
      checkBudget(
        'timeToData.maxReturningVisitMs',
        `${r.id}: dados na tela, usuário que volta (cache quente, mesma aba)`,
        round2(r.median.warm),
        budgetOf(ctx.budgets, 'timeToData', 'maxReturningVisitMs'),
      ),
      checkBudget(
        'timeToData.maxReturningVisitMs',
        `${r.id}: dados na tela, usuário que volta numa aba nova (cache quente)`,
        round2(r.median.newTab),
        budgetOf(ctx.budgets, 'timeToData', 'maxReturningVisitMs'),
      ),
    ]),
    ...results.map((r) =>
      checkBudget(
        'timeToData.maxGraphqlOverRoundTripMs',
        `${r.id}: GraphQL ${fmt(r.median.api)} ms além de uma ida e volta (${SLOW_LINK.latency} ms)`,
        round2(r.median.api - SLOW_LINK.latency),
        budgetOf(ctx.budgets, 'timeToData', 'maxGraphqlOverRoundTripMs'),
      ),
    ),
  ];
  const data: TimeToDataData = {
    network: SLOW_LINK,
    cpuSlowdown: CPU_SLOWDOWN,
    runs: ctx.runs,
    coldRuns,
    warmup: ctx.warmup,
    cores: ctx.cores,
    seed: ctx.seed,
    screens: results,
  };
  return { id: 'timeToData', title: 'Time to data on a slow link', markdown: timeToDataMarkdown(data), data, checks };
};

/** `GET /__bench/blank`: an empty page on the provider's origin, where the baseline's fetches run. */
export function addBlankPage(fixture: FixtureServer): void {
  fixture.app.get(BLANK_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send('<!doctype html><html lang="pt-BR"><title>bench</title><body></body></html>'),
  );
}

/** The detail screens' URLs: the first row of their list, as the round-trip section clicks it. */
async function resolveDetailUrls(
  contexts: Map<BenchAccountKey, BrowserContext>,
  bffUrl: string,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const screen of SCREENS.filter((s) => s.kind === 'detail')) {
    const page = await (contexts.get(screen.account) as BrowserContext).newPage();
    await page.goto(`${bffUrl}${screen.path}`);
    const href = await page
      .locator(screen.rowLink as string)
      .first()
      .getAttribute('href');
    if (!href) throw new Error(`bench: no row link on ${screen.path}`);
    urls.set(screen.id, href);
    await page.close();
  }
  return urls;
}

const fmt = (ms: number) => (Number.isFinite(ms) ? Math.round(ms).toString() : '—');
const round2 = (n: number) => Math.round(n * 100) / 100;

export function timeToDataMarkdown(data: TimeToDataData): string {
  const lines = [
    `Headless Chromium with CDP network emulation (latency ${data.network.latency} ms, ` +
      `${(data.network.downloadThroughput * 8) / 1e6} Mbps down, ${(data.network.uploadThroughput * 8) / 1e3} kbps up) ` +
      `and ${data.cpuSlowdown}× CPU throttling; seed ${data.seed}; ${data.cores} cores; ${data.warmup} warm-up run(s), then ` +
      `medians of ${data.runs} runs (cold: ${data.coldRuns}, area homes only). Other work on the machine makes absolute figures noisy; ` +
      'compare columns within one run.',
    '',
    "- **BFF on screen, warm**: a returning user — the HTTP cache already holds the app's static assets (from the " +
      'warm-up loads, made without throttling) and the session cookie is set; time from navigation start to the first animation ' +
      'frame in which the first real data element (a table row, a card figure, a chart — never a skeleton) is laid out, ' +
      "checked on every frame by an init script from the document's start (since session 7 of issue 17; before, the harness " +
      "sent its check after the navigation committed, and it could only run once the page's first long task ended — the same " +
      'figure for a page the browser renders, a later one for a home whose data comes drawn in the HTML). It includes the ' +
      "HTML document, script start-up under the slowed CPU and the screen's query (the session and client configuration " +
      "arrive in the HTML since issue 17, and an area home's markup too: architecture note 36). It is measured in the same tab, " +
      'one load after the other, so the renderer process keeps the scripts it compiled. **New tab** (area homes): the same ' +
      'warm HTTP cache and cookie, each run in a new tab — a new renderer process that reads the scripts from the disk ' +
      'cache and compiles what it runs (this Chromium consumes no code cache in a new renderer: bench/STEPS.md, session 7): a user coming back later, not a ' +
      'reload. **Cold**: the same with an ' +
      'empty cache (every script chunk over the slow link), measured on the area homes only (it varies with the ' +
      'area\'s chunks, not with the screen\'s data). For sign-in: from the "Entrar" click to the shell greeting the user.',
    "- **BFF GraphQL**: the GraphQL requests alone, from the first one's start (the session query where the page " +
      "still sends one, else the screen's own) to the end of the screen's data answer, as Chromium timed them. " +
      'Marked ᴴ: the screen sent no GraphQL request because its data came with index.html (an area home, ' +
      "architecture note 32); the figure is then the document request's time, from its start to its last byte.",
    "- **Old client REST**: a blank page on the fixture server's own origin signs in against the REST auth route " +
      "(untimed), then runs the screen's old-client sequence (bench/OLD-CLIENT.md: the guard's profile call, then " +
      "the screen's calls, sequential steps, parallel calls within a step) with fetch until every JSON answer is " +
      'parsed. It is favourable to the old client: same-origin, so none of the CORS preflights the real old client paid ' +
      'on every call; no HTML, no script start-up, no rendering.',
    '- The budget check compares like with like: BFF GraphQL / old client REST. The on-screen ratio is reported beside it.',
    '',
    '| screen | BFF on screen, warm (ms) | warm, new tab (ms) | BFF on screen, cold (ms) | BFF GraphQL (ms) | old client REST (ms, calls) | GraphQL / REST | on screen (warm) / REST |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const s of data.screens) {
    lines.push(
      `| ${s.id} | ${fmt(s.median.warm)} | ${fmt(s.median.newTab)} | ${fmt(s.median.cold)} | ${fmt(s.median.api)}${s.apiInHtml ? ' ᴴ' : ''} | ${fmt(s.median.baseline)} (${s.baselineCalls}) | ${round2(s.ratio.api)} | ${round2(s.ratio.onScreen)} |`,
    );
  }
  return lines.join('\n');
}
