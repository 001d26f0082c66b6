/**
 * Section 'scale' — cost as work grows (issue 5, item 4). The same list page (provided consultancies,
 * page 1) with the fixture server seeded at 1×, 10× and 100× data: the BFF's own time and memory must stay
 * flat, because a page costs the page, not the total. The fixture server's own time is shown beside it, so
 * growth (if any) is seen where it comes from.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFixtureServer } from '@talhao/fixture-server';
import { budgetOf, checkBudget, formatMb, formatNumber, formatRatio, isQuick, markdownTable } from './report';
import { assertProvidedPage, queryProvidedPage, signInBff, startBffChild } from './servers';
import { median, percentile, ratio, round, unionLength } from './stats';
import type { BenchContext, BudgetCheck, Section } from './types';

const SCALES = [1, 10, 100] as const;
/** Sequential requests per measured run (the median over every request of every run is reported). */
const REQUESTS_PER_RUN = 20;
const WARMUP_REQUESTS_PER_ROUND = 30;

interface ScaleFigures {
  scale: number;
  seedMs: number;
  /** Bench-process heap growth after seeding (the fixture's data set lives there). */
  fixtureHeapBytes: number;
  /** What the list page says the consultant has in total at this scale. */
  listTotal: number;
  requests: number;
  totalMs: { p50: number; p90: number };
  fixtureMs: { p50: number; p90: number };
  ownMs: { p50: number; p90: number };
  /** Server-Timing: summed durations of the upstream calls as the BFF saw them. */
  upstreamSummedMs: number;
  upstreamCallsPerRequest: number;
  bffRssBytes: number;
  bffPeakRssBytes: number;
}

async function measureScale(
  context: BenchContext,
  scale: number,
  requests: number,
  warmup: number,
): Promise<ScaleFigures> {
  const heapBefore = process.memoryUsage().heapUsed;
  const seedStarted = performance.now();
  // In the bench process (no artificial latency): its answer times are recorded from the raw HTTP server,
  // before Fastify routes the request, to the last byte sent.
  const fixture = await createFixtureServer({ seed: context.seed, scale });
  const seedMs = performance.now() - seedStarted;
  const fixtureHeapBytes = Math.max(0, process.memoryUsage().heapUsed - heapBefore);
  const intervals: [number, number][] = [];
  fixture.app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    response.once('finish', () => intervals.push([started, performance.now()]));
  });
  const upstreamUrl = await fixture.listen(0, '127.0.0.1');
  const bff = await startBffChild({ upstreamUrl, webDist: context.webDist, serverTiming: true });
  try {
    const cookie = await signInBff(bff.url);
    let listTotal = 0;
    for (let index = 0; index < warmup; index++) {
      const answer = await queryProvidedPage(bff.url, cookie);
      if (answer.status !== 200) throw new Error(`BFF answered ${answer.status} at scale ${scale}`);
      listTotal = assertProvidedPage(answer.body).total;
    }
    const total: number[] = [];
    const fixtureBusy: number[] = [];
    const own: number[] = [];
    const upstreamSummed: number[] = [];
    const calls: number[] = [];
    for (let index = 0; index < requests; index++) {
      intervals.length = 0;
      const started = performance.now();
      const answer = await queryProvidedPage(bff.url, cookie);
      const elapsed = performance.now() - started;
      if (answer.status !== 200) throw new Error(`BFF answered ${answer.status} at scale ${scale}`);
      assertProvidedPage(answer.body);
      // Requests are sequential, so every fixture answer in the window belongs to this page.
      const busy = unionLength(intervals);
      total.push(elapsed);
      fixtureBusy.push(busy);
      own.push(elapsed - busy);
      upstreamSummed.push(answer.upstreamMs);
      calls.push(answer.upstreamCalls);
    }
    const memory = bff.memory();
    const spread = (values: number[]) => ({ p50: round(median(values), 2), p90: round(percentile(values, 90), 2) });
    return {
      scale,
      seedMs: round(seedMs, 0),
      fixtureHeapBytes,
      listTotal,
      requests,
      totalMs: spread(total),
      fixtureMs: spread(fixtureBusy),
      ownMs: spread(own),
      upstreamSummedMs: round(median(upstreamSummed), 2),
      upstreamCallsPerRequest: median(calls),
      bffRssBytes: memory.rssBytes,
      bffPeakRssBytes: memory.peakRssBytes,
    };
  } finally {
    await bff.stop();
    await fixture.close();
  }
}

export const scale: Section = async (context) => {
  const requests = REQUESTS_PER_RUN * context.runs * (isQuick() ? 1 : 2);
  const warmup = WARMUP_REQUESTS_PER_ROUND * context.warmup;
  const figures: ScaleFigures[] = [];
  for (const factor of SCALES) {
    context.log(
      `scale: ${factor}× — seeding the fixture server, then ${warmup} warm-up and ${requests} measured requests`,
    );
    figures.push(await measureScale(context, factor, requests, warmup));
  }
  const first = figures[0] as ScaleFigures;
  const last = figures[figures.length - 1] as ScaleFigures;
  const timeGrowth = ratio(last.ownMs.p50, first.ownMs.p50);
  const memoryGrowth = ratio(last.bffRssBytes, first.bffRssBytes);
  const fixtureGrowth = ratio(last.fixtureMs.p50, first.fixtureMs.p50);

  const checks: BudgetCheck[] = [
    checkBudget(
      'scale.maxBffTimeGrowth100x',
      `BFF own time (p50) at 100× ÷ 1×: ${formatNumber(last.ownMs.p50, 2)} ms ÷ ${formatNumber(first.ownMs.p50, 2)} ms`,
      round(timeGrowth, 3),
      budgetOf(context.budgets, 'scale', 'maxBffTimeGrowth100x'),
    ),
    checkBudget(
      'scale.maxBffMemoryGrowth100x',
      `BFF RSS after the run at 100× ÷ 1×: ${formatMb(last.bffRssBytes)} MB ÷ ${formatMb(first.bffRssBytes)} MB`,
      round(memoryGrowth, 3),
      budgetOf(context.budgets, 'scale', 'maxBffMemoryGrowth100x'),
    ),
  ];

  const markdown = [
    'The provided-consultancies list page (page 1, 10 rows) as premium@talhao.dev, with the fixture server seeded at ' +
      `${SCALES.map((s) => `${s}×`).join(', ')} data (seed ${context.seed}). For each scale a fresh BFF runs in its own child process ` +
      '(production entry, so its memory is its own) against a fixture server in the bench process without artificial latency; ' +
      `${warmup} warm-up requests, then ${requests} sequential measured requests.`,
    '',
    '- **Total**: the request as the client sees it. **Fixture**: how long the fixture server was busy answering this request’s ' +
      'upstream calls (the union of its answer times, timed on its raw HTTP server — parallel calls count once). ' +
      '**BFF own** = total − fixture: GraphQL, zod, DataLoaders, session and the network hops. The BFF’s Server-Timing figure ' +
      '(upstream durations summed over parallel calls) is shown too.',
    '- **RSS**: the BFF process’s resident memory (VmRSS, /proc) after the measured requests, and its peak (VmHWM).',
    '',
    markdownTable(
      [
        'Scale',
        'Seeding',
        'Consultant’s list total',
        'Total p50 (ms)',
        'Fixture p50 (ms)',
        'BFF own p50 / p90 (ms)',
        'Server-Timing upstream (ms)',
        'Upstream calls / request',
        'BFF RSS / peak (MB)',
      ],
      figures.map((f) => [
        `${f.scale}×`,
        `${formatNumber(f.seedMs / 1000, 1)} s, ${formatMb(f.fixtureHeapBytes)} MB heap`,
        f.listTotal,
        formatNumber(f.totalMs.p50, 2),
        formatNumber(f.fixtureMs.p50, 2),
        `${formatNumber(f.ownMs.p50, 2)} / ${formatNumber(f.ownMs.p90, 2)}`,
        formatNumber(f.upstreamSummedMs, 2),
        f.upstreamCallsPerRequest,
        `${formatMb(f.bffRssBytes)} / ${formatMb(f.bffPeakRssBytes)}`,
      ]),
    ),
    '',
    `Growth from 1× to 100×: BFF own time ${formatRatio(timeGrowth)}, BFF memory ${formatRatio(memoryGrowth)}, ` +
      `fixture server time ${formatRatio(fixtureGrowth)}, upstream calls per request ${first.upstreamCallsPerRequest} → ${last.upstreamCallsPerRequest}. ` +
      `The scale knob multiplies the whole data set (farmers, consultants, their records); this consultant's own list grows from ` +
      `${first.listTotal} to ${last.listTotal} rows (${formatRatio(ratio(last.listTotal, first.listTotal))}), and the fixture server filters ` +
      'the whole collection for every list call, which is where its growth comes from.',
  ].join('\n');

  return {
    id: 'scale',
    title: 'Cost as work grows',
    markdown,
    data: { scales: figures, growth100x: { bffOwnTime: timeGrowth, bffRss: memoryGrowth, fixtureTime: fixtureGrowth } },
    checks,
  };
};
