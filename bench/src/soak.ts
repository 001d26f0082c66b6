/**
 * Section 'soak' — a day of load without a scratch (issue 17, target 6). 50 connections for 10 minutes
 * (`--soak-seconds=<n>`) over the mix of soak-mix.ts: every role, reads and self-cleaning writes, the web
 * app's own listed documents. Per window (a minute): requests, errors, invalid answers, p50/p99, and the
 * resident memory of the BFF and the fixture server. Pass: 0 errors, 0 invalid answers, p99 of the last
 * minute ≤ 1.2× the first, RSS of the last minute ≤ 1.1× the second for both servers. The p99s leave out the
 * seconds when the machine was busy with work outside the run (soak-stats.ts, busyElsewhere): on a shared
 * 2-core machine a neighbour's burst otherwise decides the ratio.
 *
 * The load generator is undici with one loop per connection in the bench process (not autocannon): a
 * journey's next request depends on the previous answer (list → detail, create → delete), every answer is
 * judged on its own (shape, expected codes), and each connection keeps its own account's cookie.
 */
import { performance } from 'node:perf_hooks';
import { budgetOf, checkBudget, formatMb, formatNumber, formatRatio, markdownTable } from './report';
import { type ChildServer, readMachineCpu, readProcCpuSeconds, startBffChild, startFixtureChild } from './servers';
import { type Exchange, GqlSession, loadManifest, StepFailed } from './soak-client';
import {
  accountFor,
  describeMix,
  journeysOf,
  pickJourney,
  prng,
  SOAK_ACCOUNTS,
  type SoakAccount,
  signIn,
  type VirtualUser,
} from './soak-mix';
import {
  type BusyElsewhere,
  busyElsewhere,
  compareQuietTime,
  criteria,
  OUTSIDE_CPU_MARGIN_PERCENT,
  type ResourceSample,
  toWindows,
  windowSeconds,
} from './soak-stats';
import { percentile, ratio, round } from './stats';
import type { BudgetCheck, Section } from './types';

export const SOAK_CONNECTIONS = 50;
export const DEFAULT_SOAK_SECONDS = 600;

/** Totals of the lists the writes touch, to show that the writes left the store as they found it. */
async function storeTotals(sessions: Map<string, GqlSession>): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  const premium = sessions.get('premium@talhao.dev');
  const company = sessions.get('agrovale@talhao.dev');
  if (premium) {
    const offers = await premium.op<{ offeredConsultancies: { total: number } }>('OfferedConsultancies', { page: 1 });
    totals['premium: ofertas'] = offers.offeredConsultancies.total;
    const trainings = await premium.op<{ trainings: { total: number } }>('TrainingList', {
      state: 'PLANNED',
      page: 1,
    });
    totals['premium: treinamentos abertos'] = trainings.trainings.total;
  }
  if (company) {
    const consultants = await company.op<{ companyConsultants: { total: number } }>('CompanyConsultants', {
      page: 1,
    });
    totals['agrovale: consultores'] = consultants.companyConsultants.total;
    const trainings = await company.op<{ trainings: { total: number } }>('TrainingList', {
      state: 'PLANNED',
      page: 1,
    });
    totals['agrovale: treinamentos abertos'] = trainings.trainings.total;
  }
  return totals;
}

/** "0–10 s", "38–48 s + 56–60 s": where a compared window of quiet time fell in the run. */
function describeSpans(spans: readonly [number, number][]): string {
  return spans.map(([from, to]) => `${formatNumber(from / 1000, 0)}–${formatNumber(to / 1000, 0)} s`).join(' + ');
}

/** "35–52 s (22–40%)": the busy intervals, adjacent ones joined, with the share of the machine they took. */
function describeBusy(busy: readonly BusyElsewhere[]): string {
  if (busy.length === 0) return 'never';
  const spans: { fromMs: number; toMs: number; percents: number[] }[] = [];
  for (const interval of busy) {
    const last = spans.at(-1);
    if (last && interval.fromMs - last.toMs < 100) {
      last.toMs = interval.toMs;
      last.percents.push(interval.outsidePercent);
    } else spans.push({ fromMs: interval.fromMs, toMs: interval.toMs, percents: [interval.outsidePercent] });
  }
  return spans
    .map((span) => {
      const low = formatNumber(Math.min(...span.percents), 0);
      const high = formatNumber(Math.max(...span.percents), 0);
      return `${formatNumber(span.fromMs / 1000, 0)}–${formatNumber(span.toMs / 1000, 0)} s (${low === high ? low : `${low}–${high}`}% of the machine)`;
    })
    .join(', ');
}

export const soak: Section = async (context) => {
  const seconds = context.options?.soakSeconds ?? DEFAULT_SOAK_SECONDS;
  const windowLength = windowSeconds(seconds);
  const windowCount = Math.max(1, Math.round(seconds / windowLength));
  // 30 s before the first window in the 60-s run as in the 10-minute one: a first window still paying for JIT
  // and heap growth would make the p99 ratio lenient.
  const warmupSeconds = Math.min(30, Math.max(5, Math.round(seconds / 2)));
  const sampleEveryMs = seconds >= 300 ? 2000 : 1000;
  const servers: ChildServer[] = [];
  const sessions: GqlSession[] = [];
  try {
    const manifest = loadManifest(context.repoRoot);
    context.log(`soak: fixture server and BFF in child processes; ${SOAK_CONNECTIONS} connections for ${seconds} s`);
    const fixture = await startFixtureChild({ seed: context.seed, scale: 1 });
    servers.push(fixture);
    const bff = await startBffChild({ upstreamUrl: fixture.url, webDist: context.webDist });
    servers.push(bff);

    /** Failed answers by operation and outcome: how many, and the first one's detail. */
    const failed = new Map<string, { count: number; first: string }>();
    const noteFailure = (exchange: Exchange) => {
      if (exchange.outcome === 'ok') return;
      const key = `${exchange.operation} · ${exchange.outcome}`;
      const entry = failed.get(key) ?? { count: 0, first: (exchange.detail ?? '').slice(0, 400) };
      entry.count++;
      failed.set(key, entry);
    };
    let phase: 'warmup' | 'measured' = 'warmup';
    const measured: Exchange[] = [];
    const warmup: Exchange[] = [];
    const record = (exchange: Exchange) => {
      (phase === 'measured' ? measured : warmup).push(exchange);
      noteFailure(exchange);
    };

    // One session per connection, each on its own keep-alive connection, signed in as its account.
    const users: (VirtualUser & { account: SoakAccount })[] = [];
    const byEmail = new Map<string, GqlSession>();
    for (let index = 0; index < SOAK_CONNECTIONS; index++) {
      const account = accountFor(index);
      const session = new GqlSession(bff.url, manifest, record);
      sessions.push(session);
      await signIn(session, account);
      if (!byEmail.has(account.email)) byEmail.set(account.email, session);
      let serial = 0;
      users.push({ session, account, index, random: prng(context.seed + index), serial: () => ++serial, state: {} });
    }
    const before = await storeTotals(byEmail);

    const journeyCounts = new Map<string, number>();
    const loop = async (user: (typeof users)[number], until: () => boolean) => {
      const journeys = journeysOf(user.account);
      while (!until()) {
        const journey = pickJourney(journeys, user.random);
        const key = `${user.account.accountType} · ${journey.name}`;
        journeyCounts.set(key, (journeyCounts.get(key) ?? 0) + 1);
        try {
          await journey.run(user);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          // A journey's own bug (not a recorded answer) is an error too.
          if (!(error instanceof StepFailed)) {
            record({
              operation: journey.name,
              startedAt: performance.now(),
              latencyMs: 0,
              outcome: 'error',
              detail: message,
            });
          }
        }
      }
    };

    context.log(`soak: warm-up ${warmupSeconds} s`);
    const warmupEnd = performance.now() + warmupSeconds * 1000;
    await Promise.all(users.map((user) => loop(user, () => performance.now() >= warmupEnd)));
    journeyCounts.clear();

    phase = 'measured';
    context.log(`soak: measuring ${seconds} s in windows of ${windowLength} s`);
    const resources: ResourceSample[] = [];
    const processCpuSeconds = (server: ChildServer) =>
      server.pids().reduce((sum, pid) => sum + readProcCpuSeconds(pid), 0);
    const startedAt = performance.now();
    const end = startedAt + seconds * 1000;
    const machineBefore = readMachineCpu();
    const sample = () => {
      try {
        const benchCpu = process.cpuUsage();
        resources.push({
          atMs: performance.now() - startedAt,
          bffBytes: bff.memory().rssBytes,
          fixtureBytes: fixture.memory().rssBytes,
          ownCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6 + processCpuSeconds(bff) + processCpuSeconds(fixture),
          machine: readMachineCpu(),
        });
      } catch {
        // A server that exited: its answers fail and say so.
      }
    };
    sample();
    const sampler = setInterval(sample, sampleEveryMs);
    let lastLog = startedAt;
    const progress = setInterval(() => {
      const now = performance.now();
      const recent = measured.filter((exchange) => exchange.startedAt >= lastLog);
      const bad = recent.filter((exchange) => exchange.outcome !== 'ok').length;
      context.log(
        `soak: ${Math.round((now - startedAt) / 1000)} s, ${Math.round(recent.length / ((now - lastLog) / 1000))} req/s, ` +
          `${bad} not ok, BFF ${formatMb(resources.at(-1)?.bffBytes ?? Number.NaN)} MB, fixture ${formatMb(resources.at(-1)?.fixtureBytes ?? Number.NaN)} MB`,
      );
      lastLog = now;
    }, windowLength * 1000);
    try {
      await Promise.all(users.map((user) => loop(user, () => performance.now() >= end)));
    } finally {
      clearInterval(sampler);
      clearInterval(progress);
    }
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    const machineAfter = readMachineCpu();
    phase = 'warmup';
    const after = await storeTotals(byEmail);

    const windows = toWindows(measured, resources, startedAt, windowLength, windowCount);
    const busy = busyElsewhere(resources);
    const quiet = compareQuietTime(measured, busy, startedAt, seconds, windowLength);
    const result = criteria(windows, quiet);
    const warmupBad = warmup.filter((exchange) => exchange.outcome !== 'ok');
    const errors = result.errors + warmupBad.filter((exchange) => exchange.outcome !== 'invalid').length;
    const invalid = result.invalid + warmupBad.filter((exchange) => exchange.outcome === 'invalid').length;
    const leftBehind = Object.keys(before).reduce(
      (sum, key) => sum + Math.abs((after[key] ?? Number.NaN) - (before[key] ?? Number.NaN)),
      0,
    );
    const byOperation = new Map<string, { count: number; latencies: number[] }>();
    for (const exchange of measured) {
      const entry = byOperation.get(exchange.operation) ?? { count: 0, latencies: [] };
      entry.count++;
      entry.latencies.push(exchange.latencyMs);
      byOperation.set(exchange.operation, entry);
    }
    const machineBusy = round(
      ratio(machineAfter.busy - machineBefore.busy, machineAfter.total - machineBefore.total) * 100,
      0,
    );

    const soakCheck = (key: string, label: string, measured: number) =>
      checkBudget(`soak.${key}`, label, measured, budgetOf(context.budgets, 'soak', key));
    const checks: BudgetCheck[] = [
      soakCheck('maxErrors', 'errors (non-2xx, unexpected GraphQL errors, timeouts)', errors),
      soakCheck('maxInvalidAnswers', 'invalid answers (no data, a root field missing)', invalid),
      soakCheck(
        'maxP99GrowthLastToFirstMinute',
        `p99 of the last ${windowLength} s ÷ the first ${windowLength} s of the time the machine was not busy ` +
          `elsewhere${
            Number.isNaN(result.p99LastOverFirst) && quiet.quietSeconds < 2 * windowLength
              ? ` (not measurable: other work took the machine for all but ${formatNumber(quiet.quietSeconds, 0)} s ` +
                `of the run; every answer: ${formatRatio(result.p99AllLastOverFirst)})`
              : ''
          }`,
        round(result.p99LastOverFirst, 3),
      ),
      soakCheck(
        'maxRssGrowthLastToSecondMinute',
        `BFF RSS, last ${windowLength} s ÷ second ${windowLength} s`,
        round(result.bffRssLastOverSecond, 3),
      ),
      soakCheck(
        'maxRssGrowthLastToSecondMinute',
        `fixture server RSS, last ${windowLength} s ÷ second ${windowLength} s`,
        round(result.fixtureRssLastOverSecond, 3),
      ),
      soakCheck('maxRecordsLeftBehind', 'records the writes left behind (list totals after − before)', leftBehind),
    ];

    const mix = describeMix();
    const accounts = SOAK_ACCOUNTS.map(
      (account) =>
        `${account.email} (${account.accountType}, ${account.writer ? 'writes' : 'reads'}) ×${account.share}`,
    );
    const markdown = [
      `${SOAK_CONNECTIONS} connections for ${seconds} s (after a ${warmupSeconds} s warm-up), each signed in as one of ` +
        `${accounts.join(', ')}. Each connection loops over its role's journeys, picked by weight with a PRNG seeded ` +
        `from the bench seed: the web app's own listed documents (packages/web/src/gql/persisted-documents.json, sent with ` +
        "`documentId`), ids read from earlier answers (a list, then a row's detail). Writes create their own records and " +
        'delete them in the same journey (offer, training, report, property → area → sector, company consultant, ' +
        'push notification — on writer connections of their own account, whose lists the readers do not read; ' +
        'the deletes run even when a step failed); the list totals they touch are compared before and after the run. Fixture server (seed ' +
        `${context.seed}, no added latency) and BFF (NODE_ENV=production) in child processes; undici in the bench process ` +
        `(one keep-alive connection and one loop per connection). ${byOperation.size} distinct operations; ` +
        `${measured.length} answers in ${formatNumber(elapsedSeconds, 0)} s; machine busy ${machineBusy}% (all cores, ` +
        'everything running).',
      '',
      '**Journeys (weight; ✎ = writes).** ' +
        mix
          .map(
            (role) =>
              `${role.role}: ${role.journeys.map((j) => `${j.name} (${j.weight}${j.writes ? ' ✎' : ''})`).join(', ')}`,
          )
          .join('; ') +
        '.',
      '',
      markdownTable(
        [
          'Window',
          'Requests',
          'Errors',
          'Invalid',
          'Timeouts',
          'p50 (ms)',
          'p99 (ms)',
          'Not busy elsewhere (s)',
          'BFF RSS (MB)',
          'Fixture RSS (MB)',
          'Own CPU per answer (ms)',
          'Steal (%)',
          'Other processes (%)',
        ],
        windows.map((window) => [
          `${window.startSeconds}–${window.startSeconds + windowLength} s`,
          window.requests,
          window.errors,
          window.invalid,
          window.timeouts,
          formatNumber(window.p50Ms, 1),
          formatNumber(window.p99Ms, 1),
          formatNumber(window.quietSeconds, 0),
          formatMb(window.bffRssBytes),
          formatMb(window.fixtureRssBytes),
          formatNumber(window.cpuMsPerAnswer, 2),
          formatNumber(window.stealPercent, 1),
          formatNumber(window.otherProcessesPercent, 1),
        ]),
      ),
      '',
      `**Machine busy elsewhere.** Every ${sampleEveryMs / 1000} s the bench reads the CPU of its own three processes ` +
        '(load generator, BFF, fixture server) and of the whole machine (/proc/stat). An interval counts as the machine ' +
        `busy elsewhere when the CPU used outside the run (other processes, and steal on a shared VM) rose more than ` +
        `${OUTSIDE_CPU_MARGIN_PERCENT} points of the machine above its median over the run: the latencies then measure ` +
        'the neighbours, not the code. The p99 criterion takes its two windows on the run with those intervals cut ' +
        `out: the first ${windowLength} s of that time and the last (on a quiet machine, the first and the last window). ` +
        "The run's own CPU never counts as outside, so slower code cannot hide there (its CPU per answer is in the " +
        `table). Busy elsewhere in this run: ${describeBusy(busy)}.`,
      '',
      markdownTable(
        ['Criterion', 'Measured', 'Limit'],
        [
          ['Errors (measured + warm-up)', errors, 0],
          ['Invalid answers', invalid, 0],
          [
            `p99 last ÷ first ${windowLength} s, machine not busy elsewhere (${formatNumber(quiet.lastP99Ms, 1)} ms in ` +
              `${describeSpans(quiet.lastSpans)} ÷ ${formatNumber(quiet.firstP99Ms, 1)} ms in ${describeSpans(quiet.firstSpans)})`,
            formatRatio(result.p99LastOverFirst),
            '1.20×',
          ],
          ['p99 last ÷ first window, every answer (shown)', formatRatio(result.p99AllLastOverFirst), '—'],
          ['BFF RSS last ÷ second window', formatRatio(result.bffRssLastOverSecond), '1.10×'],
          ['Fixture RSS last ÷ second window', formatRatio(result.fixtureRssLastOverSecond), '1.10×'],
          [
            'Records left behind',
            `${leftBehind} (${Object.entries(after)
              .map(([k, v]) => `${k} ${before[k]} → ${v}`)
              .join('; ')})`,
            0,
          ],
        ],
        ['left', 'right', 'right'],
      ),
      ...(failed.size > 0
        ? [
            '',
            'Failed answers by operation (count, first detail):',
            '',
            '```',
            ...[...failed].map(([key, entry]) => `${key} ×${entry.count}: ${entry.first}`),
            '```',
          ]
        : []),
      '',
      '<details><summary>Answers per operation (count, p50, p99 in ms)</summary>',
      '',
      markdownTable(
        ['Operation', 'Answers', 'p50', 'p99'],
        [...byOperation]
          .sort((a, b) => b[1].count - a[1].count)
          .map(([operation, entry]) => [
            operation,
            entry.count,
            formatNumber(percentile(entry.latencies, 50), 1),
            formatNumber(percentile(entry.latencies, 99), 1),
          ]),
      ),
      '',
      '</details>',
    ].join('\n');

    return {
      id: 'soak',
      title: 'Endurance (soak)',
      markdown,
      data: {
        connections: SOAK_CONNECTIONS,
        seconds,
        warmupSeconds,
        windowSeconds: windowLength,
        windows,
        busyElsewhere: busy,
        quietComparison: quiet,
        criteria: { ...result, errors, invalid, leftBehind },
        storeTotals: { before, after },
        machineBusyPercent: machineBusy,
        journeys: Object.fromEntries(journeyCounts),
        operations: Object.fromEntries([...byOperation].map(([operation, entry]) => [operation, entry.count])),
        failures: Object.fromEntries(failed),
        warnings: { bff: bff.warnings(), fixture: fixture.warnings() },
      },
      checks,
    };
  } finally {
    await Promise.all(sessions.map((session) => session.close().catch(() => undefined)));
    for (const server of servers.reverse()) await server.stop();
  }
};
