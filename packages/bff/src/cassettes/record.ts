import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Cassette, type CassetteExchange, createFixtureServer, parseCassette } from '@talhao/fixture-server';
import { testConfig } from '../config';
import { buildServer } from '../server';
import { firstFailure, runScenario, scenarioConfig, scenarioNow } from './run';
import { cassettePath, RECORDING_CLOCK, SCENARIOS, type Scenario } from './scenarios';

/**
 * `npm run record` (scripts/record.mjs): every scenario of scenarios.ts through a BFF with RECORD_DIR on,
 * against a fresh in-memory fixture server on RECORDING_CLOCK, then `cassettes/<domain>/<name>.json`.
 * Deterministic: the same seed and clock give the same files. The recorder writes exchanges as they
 * complete; parallel lookups complete in any order, so within one GraphQL operation they are sorted by
 * request (identical requests keep their order, which is all replay depends on). `-- <name>…` records
 * only the scenarios named (domain/name or name).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

async function record(scenario: Scenario): Promise<Cassette> {
  const fixture = await createFixtureServer({ now: scenarioNow, batchById: scenario.batchById !== false });
  const dir = await mkdtemp(join(tmpdir(), 'talhao-record-'));
  try {
    const url = await fixture.listen(0, '127.0.0.1');
    const config = testConfig({
      upstreamUrl: url,
      authRateLimitPerMinute: 1000,
      recordDir: dir,
      recordScenario: scenario.name,
      ...scenarioConfig(scenario),
    });
    const app = await buildServer(config, { now: scenarioNow, retryBackoffMs: 5 });
    const boundaries: number[] = [];
    let results: Awaited<ReturnType<typeof runScenario>>;
    try {
      const total = () => Object.values(fixture.calls()).reduce((sum, count) => sum + count, 0);
      fixture.resetCalls();
      // After each operation, how many calls the fixture had answered (no faults, so one exchange each).
      results = await runScenario(app, scenario, () => boundaries.push(total()));
    } finally {
      await app.close();
    }
    const failure = firstFailure(results);
    if (failure) throw new Error(`${scenario.domain}/${scenario.name}: ${failure}`);
    const recorded = parseCassette(JSON.parse(await readFile(join(dir, `${scenario.name}.json`), 'utf8')));
    const answered = boundaries.at(-1) ?? 0;
    if (recorded.exchanges.length !== answered) {
      throw new Error(`${scenario.name}: ${recorded.exchanges.length} exchanges recorded, ${answered} calls answered`);
    }
    const exchanges = boundaries.flatMap((end, step) =>
      sortExchanges(recorded.exchanges.slice(step === 0 ? 0 : boundaries[step - 1], end)),
    );
    return {
      scenario: scenario.name,
      description: scenario.description,
      recordedAt: RECORDING_CLOCK.toISOString(),
      exchanges,
      graphql: results,
    };
  } finally {
    await fixture.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Stable order within a group of exchanges: by request, identical requests in recorded order. */
export function sortExchanges(exchanges: readonly CassetteExchange[]): CassetteExchange[] {
  return exchanges
    .map((exchange, index) => ({ exchange, index, key: JSON.stringify(exchange.request) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
    .map((entry) => entry.exchange);
}

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const selected = SCENARIOS.filter(
  (s) => wanted.length === 0 || wanted.includes(s.name) || wanted.includes(`${s.domain}/${s.name}`),
);
if (selected.length === 0) throw new Error(`no scenario named ${wanted.join(', ')}`);
for (const scenario of selected) {
  const cassette = await record(scenario);
  const file = join(ROOT, cassettePath(scenario));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(cassette, null, 2)}\n`);
  console.log(`${cassettePath(scenario)}: ${cassette.exchanges.length} chamadas`);
}
