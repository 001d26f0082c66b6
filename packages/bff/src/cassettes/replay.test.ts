import { createReplayServer, type ReplayServer, UNRECORDED_STATUS } from '@talhao/fixture-server';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN, startBff, TestClient } from '../test/helpers';
import { cassetteFiles, readCassette } from './cassettes';
import { firstFailure, runScenario, scenarioConfig, scenarioNow } from './run';
import { cassettePath, SCENARIOS } from './scenarios';

/**
 * The BFF against recorded provider answers (issue 13 §6, §8): each scenario replayed from its cassette must
 * give the GraphQL answers recorded with it, make exactly the recorded calls (none unrecorded, none left over),
 * in both lookup modes (batch by id, one GET per id).
 */
let open: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const server of open.reverse()) await server.close();
  open = [];
});

async function replayStack(scenario: (typeof SCENARIOS)[number]) {
  const cassette = await readCassette(scenario);
  const replay = await createReplayServer({ cassette });
  open.push(replay);
  const url = await replay.listen();
  const app: FastifyInstance = await startBff(url, { config: scenarioConfig(scenario), deps: { now: scenarioNow } });
  open.push(app);
  return { cassette, replay, app };
}

const unused = (replay: ReplayServer) =>
  replay
    .unusedExchanges()
    .map(({ index, exchange: { request } }) => `#${index} ${request.method} ${request.family}${request.path}`);

describe('cassettes replayed through the BFF', () => {
  it.each(SCENARIOS.map((scenario) => [cassettePath(scenario), scenario] as const))('%s', async (_name, scenario) => {
    const { cassette, replay, app } = await replayStack(scenario);
    const results = await runScenario(app, scenario);
    replay.assertNoMisses();
    expect(firstFailure(results)).toBeUndefined();
    expect(results).toEqual(cassette.graphql);
    expect(unused(replay)).toEqual([]);
  });

  it('covers both lookup paths: the batch and one GET per id', async () => {
    const batch = await readCassette(SCENARIOS.find((s) => s.name === 'list-batch-lookups')!);
    const perId = await readCassette(SCENARIOS.find((s) => s.name === 'list-get-per-id')!);
    const paths = (c: typeof batch) =>
      c.exchanges.map((e) => `${e.request.method} ${e.request.family}${e.request.path}`);
    expect(paths(batch)).toContain('POST consultantFarmerProfileApi/users-registered/filter');
    expect(paths(perId)).not.toContain('POST consultantFarmerProfileApi/users-registered/filter');
    expect(paths(perId).some((p) => /^GET farmerPropertyApi\/property\/[0-9a-f]{24}$/.test(p))).toBe(true);
    // Same rows either way.
    expect(perId.graphql?.at(-1)?.result).toEqual(batch.graphql?.at(-1)?.result);
  });

  it('every cassette under cassettes/ belongs to a scenario', async () => {
    expect(await cassetteFiles()).toEqual(SCENARIOS.map(cassettePath).sort());
  });
});

describe('replay server', () => {
  it('answers an unrecorded request 599 and keeps it, so the test fails by name', async () => {
    const scenario = SCENARIOS.find((s) => s.domain === 'account')!;
    const { replay, app } = await replayStack(scenario);
    const client = new TestClient(app);
    const response = await client.gql(SIGN_IN, {
      input: { email: 'someone-else@talhao.dev', password: 'Talhao@2026', accountType: 'CONSULTANT' },
    });
    expect(response.body.errors).toBeDefined();
    expect(replay.misses()).toEqual([
      expect.objectContaining({ method: 'POST', family: 'consultantAuthApi', path: '' }),
    ]);
    expect(() => replay.assertNoMisses()).toThrow(/POST \/consultantAuthApi .*someone-else@talhao\.dev/);
  });

  it('a repeated identical request takes the next recording; the exchanges left over are reported', async () => {
    const scenario = SCENARIOS.find((s) => s.domain === 'account')!;
    const { cassette, replay } = await replayStack(scenario);
    const address = replay.app.server.address();
    const base = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
    const profile = cassette.exchanges.filter(
      (e) => e.request.family === 'consultantProfileApi' && e.request.method === 'GET',
    );
    expect(profile.length).toBeGreaterThan(1);
    for (const recorded of profile) {
      const response = await fetch(`${base}/consultantProfileApi`);
      expect(response.status).toBe(recorded.response.status);
      expect(await response.json()).toEqual(recorded.response.body);
    }
    const extra = await fetch(`${base}/consultantProfileApi`);
    expect(extra.status).toBe(UNRECORDED_STATUS);
    expect(await extra.json()).toMatchObject({
      error: 'UNRECORDED_REQUEST',
      request: { family: 'consultantProfileApi' },
    });
    expect(replay.unusedExchanges().length).toBe(cassette.exchanges.length - profile.length);
  });
});
