/**
 * Section 'load' — BFF overhead under load (issue 5, item 3). The provided-consultancies list page through
 * the BFF (GraphQL, session, zod, DataLoaders) against a bare Fastify + undici passthrough that makes the
 * same four upstream calls, both in front of a fixture server with a fixed 20 ms latency per call; autocannon
 * at 1 and 50 connections. Reports requests/s, p50 and p99 for both and the BFF/passthrough ratios.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PASSTHROUGH_ROUTE } from './passthrough';
import { budgetOf, checkBudget, formatNumber, formatRatio, isQuick, markdownTable } from './report';
import {
  assertProvidedPage,
  type ChildServer,
  freePort,
  PROVIDED_PAGE_QUERY,
  queryProvidedPage,
  readMachineCpu,
  readProcCpuSeconds,
  signInBff,
  signInProvider,
  startBffChild,
  startChild,
  startFixtureChild,
} from './servers';
import { median, ratio, round } from './stats';
import type { BenchContext, BudgetCheck, Section } from './types';

const LATENCY_MS = 20;
const CONNECTIONS = [1, 50] as const;
type Target = 'bff' | 'passthrough';
const TARGETS: readonly Target[] = ['bff', 'passthrough'];
const TARGET_LABEL: Record<Target, string> = { bff: 'BFF (GraphQL)', passthrough: 'Passthrough (Fastify + undici)' };

interface Timing {
  warmupSeconds: number;
  durationSeconds: number;
}

interface RunFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers, socket errors, timeouts and bodies that differ from the checked one: must all be 0. */
  invalid: number;
  /** CPU used during the run, in % of one core; `machine` = the whole machine, in % of all its cores. */
  cpu: { target: number; fixture: number; loadGenerator: number; machine: number };
}

interface TargetSetup {
  target: Target;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** The checked answer; every answer under load must be byte-identical. */
  expectBody: string;
  server: ChildServer;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function upstreamCalls(fixtureUrl: string, request: () => Promise<void>): Promise<Record<string, number>> {
  await fetch(`${fixtureUrl}/__dev/calls`, { method: 'DELETE' });
  await request();
  return (await (await fetch(`${fixtureUrl}/__dev/calls`)).json()) as Record<string, number>;
}

async function measure(
  setup: TargetSetup,
  connections: number,
  seconds: number,
  fixture: ChildServer,
): Promise<RunFigures> {
  const before = {
    target: readProcCpuSeconds(setup.server.pid),
    fixture: readProcCpuSeconds(fixture.pid),
    self: process.cpuUsage(),
    machine: readMachineCpu(),
  };
  const started = performance.now();
  const result = await autocannon({
    url: setup.url,
    method: setup.method,
    headers: setup.headers,
    body: setup.body,
    connections,
    duration: seconds,
    expectBody: setup.expectBody,
    timeout: 10,
  });
  const elapsed = (performance.now() - started) / 1000;
  const self = process.cpuUsage(before.self);
  const machine = readMachineCpu();
  const percent = (cpuSeconds: number) => round((cpuSeconds / elapsed) * 100, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    invalid: result.non2xx + result.errors + result.timeouts + result.mismatches,
    cpu: {
      target: percent(readProcCpuSeconds(setup.server.pid) - before.target),
      fixture: percent(readProcCpuSeconds(fixture.pid) - before.fixture),
      loadGenerator: percent((self.user + self.system) / 1e6),
      machine: round(ratio(machine.busy - before.machine.busy, machine.total - before.machine.total) * 100, 0),
    },
  };
}

async function prepareTargets(context: BenchContext, fixture: ChildServer, servers: ChildServer[]) {
  const bff = await startBffChild({ upstreamUrl: fixture.url, webDist: context.webDist });
  servers.push(bff);
  const passthrough = await startChild(
    'passthrough',
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'passthrough.ts'),
    { UPSTREAM_URL: fixture.url, UPSTREAM_TOKEN: await signInProvider(fixture.url) },
    await freePort(),
    `${PASSTHROUGH_ROUTE}?page=1`,
  );
  servers.push(passthrough);

  // One checked request each: the page is complete, and both cost the same upstream calls.
  const cookie = await signInBff(bff.url);
  let bffBody = '';
  const bffCalls = await upstreamCalls(fixture.url, async () => {
    const answer = await queryProvidedPage(bff.url, cookie);
    if (answer.status !== 200) throw new Error(`BFF answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    assertProvidedPage(answer.body);
    bffBody = answer.body;
  });
  let passthroughBody = '';
  const passthroughCalls = await upstreamCalls(fixture.url, async () => {
    const response = await fetch(`${passthrough.url}${PASSTHROUGH_ROUTE}?page=1`);
    passthroughBody = await response.text();
    if (!response.ok) throw new Error(`passthrough answered ${response.status}: ${passthroughBody.slice(0, 300)}`);
  });
  // Same calls, same counts; the parallel lookups may start in any order.
  const sorted = (calls: Record<string, number>) => JSON.stringify(Object.entries(calls).sort());
  if (sorted(bffCalls) !== sorted(passthroughCalls)) {
    throw new Error(
      `the passthrough does not make the BFF's upstream calls: BFF ${JSON.stringify(bffCalls)}, passthrough ${JSON.stringify(passthroughCalls)}`,
    );
  }

  const setups: Record<Target, TargetSetup> = {
    bff: {
      target: 'bff',
      url: `${bff.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: PROVIDED_PAGE_QUERY, variables: { page: 1 } }),
      expectBody: bffBody,
      server: bff,
    },
    passthrough: {
      target: 'passthrough',
      url: `${passthrough.url}${PASSTHROUGH_ROUTE}?page=1`,
      method: 'GET',
      headers: {},
      expectBody: passthroughBody,
      server: passthrough,
    },
  };
  return { setups, upstream: bffCalls, bodyBytes: { bff: bffBody.length, passthrough: passthroughBody.length } };
}

/**
 * The same page through a BFF that reads the lookups as the specification's provider offers them — one GET
 * per record (UPSTREAM_BATCH_BY_ID empty) — against the batched BFF measured above: same answer, more calls.
 * Informational (no budget): it shows what the batch extension saves (issue 13 §8).
 */
async function measureLookupsById(
  context: BenchContext,
  fixture: ChildServer,
  servers: ChildServer[],
  batched: TargetSetup,
  timing: Timing,
) {
  const bff = await startBffChild({ upstreamUrl: fixture.url, webDist: context.webDist, batchById: [] });
  servers.push(bff);
  const cookie = await signInBff(bff.url);
  let body = '';
  const calls = await upstreamCalls(fixture.url, async () => {
    const answer = await queryProvidedPage(bff.url, cookie);
    if (answer.status !== 200) throw new Error(`BFF (by id) answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    assertProvidedPage(answer.body);
    body = answer.body;
  });
  if (body !== batched.expectBody)
    throw new Error('the BFF reading by id answers a different page than the batched one');
  const setup: TargetSetup = {
    ...batched,
    headers: { ...batched.headers, cookie },
    url: `${bff.url}/graphql`,
    server: bff,
  };
  const rows = [];
  for (const connections of CONNECTIONS) {
    context.log(`load: lookups by id, ${connections} connection(s)`);
    await measure(setup, connections, timing.warmupSeconds, fixture);
    const byId = await measure(setup, connections, timing.durationSeconds, fixture);
    const withBatch = await measure(batched, connections, timing.durationSeconds, fixture);
    rows.push({ connections, byId, withBatch });
  }
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  const markdown = [
    `**Lookups by id.** The same page through a BFF told that no family batches (\`UPSTREAM_BATCH_BY_ID=\`), as against the ` +
      `specification's provider: ${total(calls)} upstream calls (${Object.entries(calls)
        .map(([route, count]) => `\`${route}\` ×${count}`)
        .join(
          ', ',
        )}), the lookups in parallel, and the same answer (compared byte for byte). One run each, back to back:`,
    '',
    markdownTable(
      ['Connections', 'Lookups', 'Requests/s', 'p50 (ms)', 'p99 (ms)', 'Invalid'],
      rows.flatMap((row) =>
        (
          [
            ['batched', row.withBatch],
            ['one GET per record', row.byId],
          ] as const
        ).map(([label, figures]) => [
          row.connections,
          label,
          formatNumber(figures.requestsPerSecond, 0),
          formatNumber(figures.p50Ms, 0),
          formatNumber(figures.p99Ms, 0),
          `${figures.invalid} of ${figures.requests}`,
        ]),
      ),
      ['right', 'left', 'right', 'right', 'right', 'right'],
    ),
  ].join('\n');
  return { markdown, data: { upstreamCallsPerRequest: calls, rows } };
}

export const load: Section = async (context) => {
  const timing: Timing = isQuick()
    ? { warmupSeconds: 1, durationSeconds: 3 }
    : { warmupSeconds: 3, durationSeconds: 10 };
  const servers: ChildServer[] = [];
  try {
    context.log(`load: fixture server (latency ${LATENCY_MS} ms per call), BFF and passthrough in child processes`);
    const fixture = await startFixtureChild({ seed: context.seed, scale: 1, faults: [{ latencyMs: LATENCY_MS }] });
    servers.push(fixture);
    const { setups, upstream, bodyBytes } = await prepareTargets(context, fixture, servers);

    const runs: Record<string, RunFigures[]> = {};
    const key = (target: Target, connections: number) => `${target}@${connections}`;
    for (const connections of CONNECTIONS) {
      for (const target of TARGETS) {
        context.log(`load: warm-up ${target} at ${connections} connection(s), ${timing.warmupSeconds} s`);
        await measure(setups[target], connections, timing.warmupSeconds, fixture);
        runs[key(target, connections)] = [];
      }
    }
    // Interleaved, so a slow spell on the shared machine hits both targets alike.
    for (let run = 1; run <= context.runs; run++) {
      for (const connections of CONNECTIONS) {
        for (const target of TARGETS) {
          context.log(`load: run ${run}/${context.runs}, ${target} at ${connections} connection(s)`);
          runs[key(target, connections)]?.push(
            await measure(setups[target], connections, timing.durationSeconds, fixture),
          );
          await sleep(250);
        }
      }
    }

    const byId = await measureLookupsById(context, fixture, servers, setups.bff, timing);

    const summary = CONNECTIONS.map((connections) => {
      const of = (target: Target) => {
        const list = runs[key(target, connections)] ?? [];
        return {
          requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
          p50Ms: median(list.map((r) => r.p50Ms)),
          p99Ms: median(list.map((r) => r.p99Ms)),
          invalid: list.reduce((sum, r) => sum + r.invalid, 0),
          requests: list.reduce((sum, r) => sum + r.requests, 0),
          cpu: {
            target: median(list.map((r) => r.cpu.target)),
            fixture: median(list.map((r) => r.cpu.fixture)),
            loadGenerator: median(list.map((r) => r.cpu.loadGenerator)),
            machine: median(list.map((r) => r.cpu.machine)),
          },
        };
      };
      const bff = of('bff');
      const passthrough = of('passthrough');
      return {
        connections,
        bff,
        passthrough,
        ratios: {
          throughput: ratio(bff.requestsPerSecond, passthrough.requestsPerSecond),
          p50: ratio(bff.p50Ms, passthrough.p50Ms),
          p99: ratio(bff.p99Ms, passthrough.p99Ms),
        },
      };
    });

    const warnings = Object.fromEntries(
      [setups.bff.server, setups.passthrough.server, fixture].map((server) => [server.label, server.warnings()]),
    );
    const checks: BudgetCheck[] = [];
    const maxP50 = budgetOf(context.budgets, 'load', 'maxP50RatioBffToPassthrough');
    const maxP99 = budgetOf(context.budgets, 'load', 'maxP99RatioBffToPassthrough');
    const minThroughput = budgetOf(context.budgets, 'load', 'minThroughputRatioBffToPassthrough');
    for (const row of summary) {
      const at = `${row.connections} connection${row.connections === 1 ? '' : 's'}`;
      checks.push(
        checkBudget(
          'load.maxP50RatioBffToPassthrough',
          `p50 BFF/passthrough at ${at}`,
          round(row.ratios.p50, 3),
          maxP50,
        ),
        checkBudget(
          'load.maxP99RatioBffToPassthrough',
          `p99 BFF/passthrough at ${at}`,
          round(row.ratios.p99, 3),
          maxP99,
        ),
        checkBudget(
          'load.minThroughputRatioBffToPassthrough',
          `requests/s BFF/passthrough at ${at}`,
          round(row.ratios.throughput, 3),
          minThroughput,
          'min',
        ),
      );
      for (const target of TARGETS) {
        // A run with failed or wrong answers measures something else: it invalidates the comparison.
        checks.push(
          checkBudget(
            'load.invalidResponses',
            `${TARGET_LABEL[target]} at ${at}: non-2xx, errors, timeouts or wrong bodies (a run with any is invalid)`,
            row[target].invalid,
            0,
          ),
        );
      }
    }

    const markdown = [
      `The provided-consultancies list page (\`providedConsultancies(page: 1)\`, 10 rows with farmer, property and consultancy) as ` +
        `premium@talhao.dev. The BFF answers it with ${Object.values(upstream).reduce((a, b) => a + b, 0)} upstream calls ` +
        `(${Object.entries(upstream)
          .map(([route, count]) => `\`${route}\` ×${count}`)
          .join(', ')}): the list, then the three batched lookups in parallel. ` +
        `The passthrough (bench/src/passthrough.ts: Fastify + undici, no GraphQL, no zod, no session) makes the same calls in the same ` +
        `order — checked with the fixture server's call counter before measuring — with the consultant's provider JWT, and returns the ` +
        `combined upstream JSON (${formatNumber(bodyBytes.passthrough / 1024, 1)} KB against the BFF's ${formatNumber(bodyBytes.bff / 1024, 1)} KB).`,
      '',
      `The fixture server (seed ${context.seed}, scale 1) adds a fixed ${LATENCY_MS} ms to every call (fault rule \`{ latencyMs: ${LATENCY_MS} }\`), ` +
        `so one page costs at least ${2 * LATENCY_MS} ms of provider time on either path. ` +
        `autocannon ${timing.durationSeconds} s per run after a ${timing.warmupSeconds} s warm-up per target and concurrency; ` +
        `${context.runs} runs interleaved (BFF, passthrough, BFF, …); the median of the runs is reported. ` +
        'Every answer under load is compared with the checked first answer (autocannon `expectBody`): non-2xx answers, socket errors, ' +
        'timeouts and different bodies are counted as invalid and must be 0. Latencies have 1 ms resolution (autocannon).',
      '',
      markdownTable(
        [
          'Connections',
          'Target',
          'Requests/s',
          'p50 (ms)',
          'p99 (ms)',
          'Invalid',
          'CPU target / fixture / autocannon',
          'Machine busy',
        ],
        summary.flatMap((row) =>
          TARGETS.map((target) => [
            row.connections,
            TARGET_LABEL[target],
            formatNumber(row[target].requestsPerSecond, 0),
            formatNumber(row[target].p50Ms, 0),
            formatNumber(row[target].p99Ms, 0),
            `${row[target].invalid} of ${row[target].requests}`,
            `${row[target].cpu.target}% / ${row[target].cpu.fixture}% / ${row[target].cpu.loadGenerator}%`,
            `${row[target].cpu.machine}%`,
          ]),
        ),
        ['right', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
      ),
      '',
      markdownTable(
        ['Connections', 'Requests/s BFF ÷ passthrough', 'p50 BFF ÷ passthrough', 'p99 BFF ÷ passthrough'],
        summary.map((row) => [
          row.connections,
          formatRatio(row.ratios.throughput),
          formatRatio(row.ratios.p50),
          formatRatio(row.ratios.p99),
        ]),
      ),
      '',
      `**Processes.** This machine has ${context.cores} cores. The fixture server, the BFF and the passthrough each run in their own ` +
        'child process (`node --import tsx`, NODE_ENV=production for the BFF) and autocannon runs in the bench process, so the load ' +
        'generator never shares an event loop with what it measures (in one process, autocannon and the servers would take turns on a ' +
        'single event loop and the load generator’s own work would count as server latency). CPU per process is in % of one core during ' +
        'a run (about 100% = that event loop is saturated; GC and libuv threads can add more); **machine busy** is the whole machine in % of all its cores, including anything ' +
        'else running: near 100% the figures measure the machine, not the target, and runs are not comparable with a quiet machine.',
      ...Object.entries(warnings)
        .filter(([, lines]) => lines.length > 0)
        .flatMap(([label, lines]) => [
          '',
          `Warnings printed by the ${label} during the runs (last ${lines.length}):`,
          '',
          '```',
          ...lines,
          '```',
        ]),
      '',
      byId.markdown,
    ].join('\n');

    return {
      id: 'load',
      title: 'BFF overhead under load',
      markdown,
      data: {
        latencyMs: LATENCY_MS,
        timing,
        upstreamCallsPerRequest: upstream,
        bodyBytes,
        summary,
        runs,
        warnings,
        lookupsById: byId.data,
      },
      checks,
    };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
};
