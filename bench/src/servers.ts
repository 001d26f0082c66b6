/**
 * Servers in child processes for the load and scale sections (so a load generator in the bench process
 * does not share their event loop, and a BFF's memory is its own), and the two sign-ins they need.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BATCH_BY_ID_FAMILIES, DEMO_PASSWORD, type FaultRule } from '@talhao/fixture-server';
import { defaultFamilyTable } from '@talhao/schema';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
/** The compiled entries, as `npm start`, the Dockerfile and compose run them (scripts/lib.mjs ensureBffBuild). */
export const BFF_ENTRY = path.join(REPO_ROOT, 'packages/bff/dist/main.js');
export const FIXTURE_ENTRY = path.join(REPO_ROOT, 'packages/fixture-server/dist/main.js');

let compiled: Promise<void> | undefined;
/** Builds packages/bff/dist and packages/fixture-server/dist once per bench process, when sources changed. */
export function ensureCompiled(): Promise<void> {
  compiled ??= (async () => {
    const lib = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/lib.mjs')).href)) as {
      ensureBffBuild(options?: { force?: boolean }): Promise<void>;
    };
    await lib.ensureBffBuild();
  })();
  return compiled;
}

/** The consultant every list query of the load and scale sections signs in as (plan Premium). */
export const BENCH_CONSULTANT = { email: 'premium@talhao.dev', password: DEMO_PASSWORD } as const;

/** Same fixed key as stack.ts: a benchmark never needs rotation. */
const BENCH_SESSION_KEY = 'b'.repeat(64);
/** Same as scripts/lib.mjs BFF_NODE_OPTIONS (what `npm start` gives the BFF). */
export const BFF_NODE_OPTIONS = '--max-old-space-size=192';

/**
 * The web app's operations by name (codegen's persisted documents): the production BFF answers only these
 * (trusted documents), so the bench sends the app's own documents — by id, as the web app does
 * (app/persistedLink.ts), or as text where a request must carry it.
 */
function listedEntry(operationName: string): { id: string; text: string } {
  const manifest = JSON.parse(
    readFileSync(path.resolve(BENCH_DIR, '../packages/web/src/gql/persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  const pattern = new RegExp(`\\b(query|mutation) ${operationName}\\b`);
  const entry = Object.entries(manifest).find(([, document]) => pattern.test(document));
  if (!entry) throw new Error(`bench: the web app has no operation named ${operationName}`);
  return { id: entry[0], text: entry[1] };
}

export function listedDocument(operationName: string): string {
  return listedEntry(operationName).text;
}

/**
 * The body the web app sends for the provided-consultancies list page (ProvidedConsultancies + its fragment):
 * the document's id and the variables, no text.
 */
export function providedPageBody(page: number): string {
  return JSON.stringify({ documentId: listedEntry('ProvidedConsultancies').id, variables: { page } });
}

/** The web app's sign-in (the production BFF answers only the app's own documents). */
export const SIGN_IN_MUTATION = listedDocument('AuthSignIn');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  label: string;
  pid: number;
  url: string;
  /** The process and its children (a cluster primary's workers), as they are now. */
  pids(): number[];
  /** Resident and peak resident memory of the process, from /proc/<pid>/status (Linux). */
  memory(): { rssBytes: number; peakRssBytes: number };
  /** Node warnings and error-level log lines the process printed (the last 20), to show beside the figures. */
  warnings(): string[];
  stop(): Promise<void>;
}

/** VmRSS / VmHWM of a Linux process, in bytes. */
export function readProcMemory(pid: number): { rssBytes: number; peakRssBytes: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(match[1]) * 1024;
  };
  return { rssBytes: kb('VmRSS'), peakRssBytes: kb('VmHWM') };
}

/** A Linux process's direct children (every thread's), from /proc/<pid>/task/<tid>/children. */
export function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * Starts `node <entry>` — compiled JavaScript as deployed, or TypeScript through `--import tsx` (one
 * process, so its pid is the server's own, unlike the `tsx` CLI which forks) — and resolves when `ready`
 * answers 2xx. Output is kept to explain a failed start.
 */
export async function startChild(
  label: string,
  entry: string,
  env: Record<string, string>,
  port: number,
  readyPath = '/healthz',
  timeoutMs = 120_000,
): Promise<ChildServer> {
  const url = `http://127.0.0.1:${port}`;
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: BENCH_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const warnings: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    for (const line of text.split('\n')) {
      if (/Warning:|"level":(50|60)/.test(line)) warnings.push(line.slice(0, 300));
    }
    warnings.splice(0, Math.max(0, warnings.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      exited = code;
      resolve();
    });
  });

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== undefined) throw new Error(`${label} exited (${exited}) before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${label} was not ready after ${timeoutMs / 1000} s:\n${output}`);
    }
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const pid = child.pid as number;
  return {
    label,
    pid,
    url,
    pids: () => [pid, ...childPids(pid)],
    memory: () => readProcMemory(pid),
    warnings: () => [...warnings],
    async stop() {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** The fixture server's own entry (SEED, SCALE), then the fault rules through its dev route. */
export async function startFixtureChild(options: {
  seed: number;
  scale: number;
  faults?: FaultRule[];
}): Promise<ChildServer> {
  await ensureCompiled();
  const server = await startChild(
    'fixture server',
    FIXTURE_ENTRY,
    // The heap bounds of `npm start`, where the embedded fixture server lives in the BFF primary's process:
    // unbounded, V8 sizes the heap for the machine and the soak would read its growing headroom as growth.
    { SEED: String(options.seed), SCALE: String(options.scale), NODE_OPTIONS: BFF_NODE_OPTIONS },
    await freePort(),
  );
  if (options.faults) {
    const response = await fetch(`${server.url}/__dev/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: options.faults }),
    });
    if (!response.ok) {
      await server.stop();
      throw new Error(`fixture server refused the fault rules (${response.status}): ${await response.text()}`);
    }
  }
  return server;
}

/**
 * The BFF in a child process, as deployed: the compiled entry (packages/bff/dist/main.js) against
 * `upstreamUrl`. `batchById`: the families whose lookups take `{_id: [ids]}` — by default the fixture
 * server's own declaration, as under npm start; [] reads one record per GET, as against the
 * specification's provider. `workers`: BFF processes (node:cluster, BFF_WORKERS); default 1, so a figure
 * compares one BFF process with the one-process passthrough unless it says otherwise.
 */
export async function startBffChild(options: {
  upstreamUrl: string;
  webDist: string;
  batchById?: readonly string[];
  workers?: number;
  /** Server-Timing on every answer (the scale section counts upstream calls from it); off as in production. */
  serverTiming?: boolean;
}): Promise<ChildServer> {
  await ensureCompiled();
  const port = await freePort();
  return startChild(
    options.workers && options.workers > 1 ? `BFF (${options.workers} processes)` : 'BFF',
    BFF_ENTRY,
    {
      BFF_WORKERS: String(options.workers ?? 1),
      // The production BFF's bounded heap, as `npm start` and compose run it (architecture note 26).
      NODE_OPTIONS: BFF_NODE_OPTIONS,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      UPSTREAM_URL: options.upstreamUrl,
      SESSION_KEY: BENCH_SESSION_KEY,
      // Production sends no Server-Timing header; a section that counts upstream calls from it asks for it.
      SERVER_TIMING: options.serverTiming ? 'true' : 'false',
      TILE_URL: '',
      WEB_DIST: options.webDist,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      UPSTREAM_BATCH_BY_ID: (options.batchById ?? BATCH_BY_ID_FAMILIES).join(','),
    },
    port,
  );
}

/** Signs the bench consultant in through GraphQL; returns the Cookie header value for later requests. */
export async function signInBff(bffUrl: string): Promise<string> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: SIGN_IN_MUTATION,
      variables: { input: { ...BENCH_CONSULTANT, accountType: 'CONSULTANT' } },
    }),
  });
  const body = (await response.json()) as { data?: { signIn?: { viewer?: { role?: string } } }; errors?: unknown };
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!response.ok || body.data?.signIn?.viewer?.role !== 'CONSULTANT' || cookies.length === 0) {
    throw new Error(`BFF sign-in failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
  }
  return cookies.join('; ');
}

/** Signs the bench consultant in at the provider's REST auth route; returns the JWT. */
export async function signInProvider(upstreamUrl: string): Promise<string> {
  const response = await fetch(`${upstreamUrl}${defaultFamilyTable.consultantAuthApi}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_CONSULTANT),
  });
  const body = (await response.json()) as { jwtToken?: string };
  if (!response.ok || !body.jwtToken) throw new Error(`provider sign-in failed (${response.status})`);
  return body.jwtToken;
}

/** The list page through the BFF, once: body, status and the Server-Timing figures. */
export async function queryProvidedPage(
  bffUrl: string,
  cookie: string,
  page = 1,
): Promise<{ status: number; body: string; upstreamMs: number; upstreamCalls: number }> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: providedPageBody(page),
  });
  const body = await response.text();
  return { status: response.status, body, ...parseServerTiming(response.headers.get('server-timing') ?? '') };
}

/** `upstream;dur=12.3;desc="2 calls"` → { upstreamMs: 12.3, upstreamCalls: 2 } (NaN when absent). */
export function parseServerTiming(header: string): { upstreamMs: number; upstreamCalls: number } {
  const duration = /upstream;dur=([\d.]+)/.exec(header);
  const calls = /desc="(\d+) calls?"/.exec(header);
  return {
    upstreamMs: duration ? Number(duration[1]) : Number.NaN,
    upstreamCalls: calls ? Number(calls[1]) : Number.NaN,
  };
}

/** Throws unless a GraphQL answer is a full list page without errors. */
export function assertProvidedPage(body: string): { total: number; items: number } {
  const parsed = JSON.parse(body) as {
    data?: { providedConsultancies?: { total: number; items: unknown[] } };
    errors?: unknown[];
  };
  const page = parsed.data?.providedConsultancies;
  if (parsed.errors || !page || page.items.length === 0) {
    throw new Error(`unexpected list page: ${body.slice(0, 300)}`);
  }
  return { total: page.total, items: page.items.length };
}

/** Resident memory of a server and its children together (a cluster's primary and workers), in bytes. */
export function treeRssBytes(server: ChildServer): number {
  let total = 0;
  for (const pid of server.pids()) {
    try {
      total += readProcMemory(pid).rssBytes;
    } catch {
      // Exited between the listing and the read.
    }
  }
  return total;
}

/** CPU time (user + system) a Linux process has used so far, in seconds, from /proc/<pid>/stat. */
export function readProcCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** getconf CLK_TCK: 100 on every Linux the bench targets. */
export const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Busy and total CPU time of the whole machine so far (all cores), from /proc/stat, in clock ticks; `steal` is
 * the part of busy the hypervisor gave to other machines (a shared VM's neighbours).
 */
export function readMachineCpu(): { busy: number; total: number; steal: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  // guest and guest_nice (the 9th and 10th) are already counted in user and nice.
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  // idle + iowait are not busy.
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total, steal: values[7] ?? 0 };
}
