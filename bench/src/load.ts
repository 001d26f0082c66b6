/**
 * Section 'load' — BFF overhead under load (issue 5, item 3). The provided-consultancies list page through
 * the BFF (GraphQL, session, zod, DataLoaders) against a bare Fastify + undici passthrough that makes the
 * same three upstream calls, both in front of a fixture server with a fixed 20 ms latency per call; autocannon
 * at 1 and 50 connections. Reports requests/s, p50 and p99 for both and the BFF/passthrough ratios.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PASSTHROUGH_ROUTE } from './passthrough';
import { budgetOf, checkBudget, formatMb, formatNumber, formatRatio, isQuick, markdownTable } from './report';
import {
  assertProvidedPage,
  type ChildServer,
  freePort,
  providedPageBody,
  queryProvidedPage,
  readMachineCpu,
  readProcCpuSeconds,
  signInBff,
  signInProvider,
  startBffChild,
  startChild,
  startFixtureChild,
  treeRssBytes,
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
  /** Resident memory of the target (all its processes), sampled every 100 ms during the run: peak and at the end. */
  rss: { peakBytes: number; endBytes: number };
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

/** CPU seconds of a server and its children (a cluster's workers). */
const treeCpuSeconds = (server: ChildServer) =>
  server.pids().reduce((sum, pid) => {
    try {
      return sum + readProcCpuSeconds(pid);
    } catch {
      return sum;
    }
  }, 0);

async function measure(
  setup: TargetSetup,
  connections: number,
  seconds: number,
  fixture: ChildServer,
): Promise<RunFigures> {
  let peakRss = treeRssBytes(setup.server);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, treeRssBytes(setup.server));
  }, 100);
  const before = {
    target: treeCpuSeconds(setup.server),
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
  clearInterval(sampler);
  const endRss = treeRssBytes(setup.server);
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
      target: percent(treeCpuSeconds(setup.server) - before.target),
      fixture: percent(readProcCpuSeconds(fixture.pid) - before.fixture),
      loadGenerator: percent((self.user + self.system) / 1e6),
      machine: round(ratio(machine.busy - before.machine.busy, machine.total - before.machine.total) * 100, 0),
    },
    rss: { peakBytes: Math.max(peakRss, endRss), endBytes: endRss },
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
      body: providedPageBody(1),
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

/**
 * Requests/s of the same page at 50 connections with one BFF process and with one per core (node:cluster,
 * BFF_WORKERS), same run, interleaved. Informational: on a machine whose other cores also run the fixture
 * server and the load generator, the gain shows how much of the machine the extra process can use.
 */
async function measureProcesses(
  context: BenchContext,
  fixture: ChildServer,
  servers: ChildServer[],
  single: TargetSetup,
  timing: Timing,
) {
  const workers = Math.max(2, context.cores);
  const bff = await startBffChild({ upstreamUrl: fixture.url, webDist: context.webDist, workers });
  servers.push(bff);
  const cookie = await signInBff(bff.url);
  const answer = await queryProvidedPage(bff.url, cookie);
  if (answer.body !== single.expectBody) throw new Error(`the ${bff.label} answer a different page`);
  const clustered: TargetSetup = {
    ...single,
    headers: { ...single.headers, cookie },
    url: `${bff.url}/graphql`,
    server: bff,
  };
  const connections = 50;
  context.log(`load: ${workers} BFF processes, warm-up`);
  await measure(clustered, connections, timing.warmupSeconds, fixture);
  const runs: { one: RunFigures[]; many: RunFigures[] } = { one: [], many: [] };
  for (let run = 1; run <= context.runs; run++) {
    context.log(`load: run ${run}/${context.runs}, 1 and ${workers} BFF processes at ${connections} connections`);
    runs.one.push(await measure(single, connections, timing.durationSeconds, fixture));
    await sleep(250);
    runs.many.push(await measure(clustered, connections, timing.durationSeconds, fixture));
    await sleep(250);
  }
  const of = (list: RunFigures[]) => ({
    requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
    p50Ms: median(list.map((r) => r.p50Ms)),
    p99Ms: median(list.map((r) => r.p99Ms)),
    invalid: list.reduce((sum, r) => sum + r.invalid, 0),
    requests: list.reduce((sum, r) => sum + r.requests, 0),
    cpuTarget: median(list.map((r) => r.cpu.target)),
    cpuFixture: median(list.map((r) => r.cpu.fixture)),
    machine: median(list.map((r) => r.cpu.machine)),
    rssPeakBytes: Math.max(0, ...list.map((r) => r.rss.peakBytes)),
  });
  const rows = [
    { processes: 1, ...of(runs.one) },
    { processes: workers, ...of(runs.many) },
  ];
  const gain = ratio(rows[1]?.requestsPerSecond ?? 0, rows[0]?.requestsPerSecond ?? 0);
  const markdown = [
    `**Processes per machine.** The same page at ${connections} connections through one BFF process and through ` +
      `${workers} (node:cluster: a primary and ${workers} workers sharing the port, \`BFF_WORKERS=${workers}\`), ` +
      `${context.runs} runs interleaved, medians; RSS is the sum over the primary and its workers. ` +
      `${workers} processes ÷ 1: ${formatRatio(gain)} requests/s.`,
    '',
    markdownTable(
      [
        'BFF processes',
        'Requests/s',
        'p50 (ms)',
        'p99 (ms)',
        'Invalid',
        'CPU BFF / fixture',
        'Machine busy',
        'RSS peak (MB)',
      ],
      rows.map((row) => [
        row.processes,
        formatNumber(row.requestsPerSecond, 0),
        formatNumber(row.p50Ms, 0),
        formatNumber(row.p99Ms, 0),
        `${row.invalid} of ${row.requests}`,
        `${row.cpuTarget}% / ${row.cpuFixture}%`,
        `${row.machine}%`,
        formatMb(row.rssPeakBytes),
      ]),
      ['right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
  ].join('\n');
  return { markdown, data: { workers, rows, gain } };
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
    const processes = await measureProcesses(context, fixture, servers, setups.bff, timing);

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
          rss: {
            peakBytes: Math.max(0, ...list.map((r) => r.rss.peakBytes)),
            endBytes: list.at(-1)?.rss.endBytes ?? 0,
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
    // Resident memory of the one-process BFF under the 50-connection load (issue 17 target 2), once budgeted.
    const maxRssMb = (context.budgets.load as Record<string, unknown> | undefined)?.maxBffRssMb;
    const under50 = summary.find((row) => row.connections === 50);
    if (typeof maxRssMb === 'number' && under50) {
      checks.push(
        checkBudget(
          'load.maxBffRssMb',
          'BFF resident memory (MB, peak) under the 50-connection load',
          round(under50.bff.rss.peakBytes / 1024 / 1024, 0),
          maxRssMb,
        ),
      );
    }
    // Issue 17's engine targets: at 1 connection the BFF's p50 within a few ms of the passthrough's; at every
    // concurrency its requests/s at least a share of the passthrough's and its p99 at most a multiple.
    const maxP50Delta = budgetOf(context.budgets, 'load', 'maxP50DeltaMsOneConnection');
    const maxP99 = budgetOf(context.budgets, 'load', 'maxP99RatioBffToPassthrough');
    const minThroughput = budgetOf(context.budgets, 'load', 'minThroughputRatioBffToPassthrough');
    for (const row of summary) {
      const at = `${row.connections} connection${row.connections === 1 ? '' : 's'}`;
      if (row.connections === 1) {
        checks.push(
          checkBudget(
            'load.maxP50DeltaMsOneConnection',
            `p50 BFF − passthrough at ${at} (ms)`,
            round(row.bff.p50Ms - row.passthrough.p50Ms, 2),
            maxP50Delta,
          ),
        );
      }
      checks.push(
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
      `The provided-consultancies list page (\`providedConsultancies(page: 1)\`, 10 rows with date, farmer, consultancy and status) as ` +
        `premium@talhao.dev. The BFF answers it with ${Object.values(upstream).reduce((a, b) => a + b, 0)} upstream calls ` +
        `(${Object.entries(upstream)
          .map(([route, count]) => `\`${route}\` ×${count}`)
          .join(', ')}): the list, then the batched lookups in parallel. ` +
        `The passthrough (bench/src/passthrough.ts: Fastify + undici, no GraphQL, no zod, no session) makes the same calls in the same ` +
        `order — checked with the fixture server's call counter before measuring — with the consultant's provider JWT, and returns the ` +
        `combined upstream JSON (${formatNumber(bodyBytes.passthrough / 1024, 1)} KB against the BFF's ${formatNumber(bodyBytes.bff / 1024, 1)} KB).`,
      '',
      `The fixture server (seed ${context.seed}, scale 1) adds a fixed ${LATENCY_MS} ms to every call (fault rule \`{ latencyMs: ${LATENCY_MS} }\`), ` +
        `so one page costs at least ${2 * LATENCY_MS} ms of provider time on either path. ` +
        `autocannon ${timing.durationSeconds} s per run after a ${timing.warmupSeconds} s warm-up per target and concurrency; ` +
        `${context.runs} runs interleaved (BFF, passthrough, BFF, …); the median of the runs is reported. ` +
        'Every answer under load is compared with the checked first answer (autocannon `expectBody`): non-2xx answers, socket errors, ' +
        'timeouts and different bodies are counted as invalid and must be 0. Latencies have 1 ms resolution (autocannon). ' +
        'Neither target compresses its answers here: autocannon sends no Accept-Encoding, where a browser does and the BFF then ' +
        'spends brotli time on every answer over 1 KB, which this section does not count.',
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
          'RSS peak / end (MB)',
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
            `${formatMb(row[target].rss.peakBytes)} / ${formatMb(row[target].rss.endBytes)}`,
          ]),
        ),
        ['right', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
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
        'child process (the BFF and the fixture server compiled, `node dist/main.js`, NODE_ENV=production for the BFF; the passthrough `node --import tsx`) and autocannon runs in the bench process, so the load ' +
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
      '**Memory.** RSS is the resident memory (VmRSS, /proc) of the target\u2019s process, sampled every 100 ms during every ' +
        'measured run: the peak over the runs and the value at the end of the last run. The BFF runs compiled ' +
        '(packages/bff/dist/main.js, no TypeScript loader) with BFF_WORKERS=1 here, so it is one process like the passthrough.',
      '',
      byId.markdown,
      '',
      processes.markdown,
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
        processes: processes.data,
      },
      checks,
    };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
};
