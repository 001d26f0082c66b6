import { createFixtureServer } from '@talhao/fixture-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type Fixture, signedInClient, startBff, startFixture, type TestClient } from '../../test/helpers';
import { restAs } from '../../test/master';

/**
 * The same provided-consultancies page read two ways (issue 13 §8): against a provider as the
 * specification describes it (one GET per record; the fixture told to refuse id lists), and against the
 * fixture's batch extension. Same rows; only the upstream calls differ.
 */
const LIST = `query($page: Int) { providedConsultancies(page: $page) { total items {
  id status farmer { id name } property { id name } offer { id name } } } }`;

interface Row {
  id: string;
  farmer: { id: string; name: string };
  property: { id: string; name: string } | null;
  offer: { id: string; name: string };
}

let specFixture: Fixture;
let batchFixture: Fixture;
let specUrl: string;
let specApp: FastifyInstance;
let batchApp: FastifyInstance;
let specClient: TestClient;
let batchClient: TestClient;

beforeAll(async () => {
  specFixture = await createFixtureServer({ batchById: false });
  specUrl = await specFixture.listen(0, '127.0.0.1');
  specApp = await startBff(specUrl, { config: { batchById: undefined } });
  let batchUrl: string;
  ({ fixture: batchFixture, url: batchUrl } = await startFixture());
  batchApp = await startBff(batchUrl);
  specClient = await signedInClient(specApp, 'CONSULTANT');
  batchClient = await signedInClient(batchApp, 'CONSULTANT');
});
afterAll(async () => {
  await Promise.all([specApp.close(), batchApp.close()]);
  await Promise.all([specFixture.close(), batchFixture.close()]);
});

describe('lookups by id against the provider as specified', () => {
  it('the fixture told not to batch refuses a list of ids, as such a provider would', async () => {
    const rest = await restAs(specUrl, 'CONSULTANT');
    const answer = await rest.post('/farmerPropertyApi/filter', { _id: ['a', 'b'] });
    expect(answer.status).toBe(400);
    expect(specFixture.batchById).toEqual([]);
  });

  it('reads a full page with one GET per distinct record, and shows what the batch shows', async () => {
    specFixture.resetCalls();
    const page = dataOf<{ total: number; items: Row[] }>(
      await specClient.gql(LIST, { page: 1 }),
      'providedConsultancies',
    );
    expect(page.items).toHaveLength(10);
    const distinct = (pick: (row: Row) => string | undefined) =>
      new Set(page.items.map(pick).filter((id): id is string => Boolean(id))).size;
    const calls = specFixture.calls();
    expect(calls).toEqual({
      'POST /consultantConsultancyProvidedApi/filter': 1,
      'GET /consultantFarmerProfileApi/:id': distinct((row) => row.farmer.id),
      'GET /farmerPropertyApi/property/:id': distinct((row) => row.property?.id),
      'GET /consultantConsultancyApi/:id': distinct((row) => row.offer.id),
    });
    expect(Object.keys(calls).some((call) => call.includes('filter') && !call.includes('Provided'))).toBe(false);

    batchFixture.resetCalls();
    const batched = dataOf<{ items: Row[] }>(await batchClient.gql(LIST, { page: 1 }), 'providedConsultancies');
    expect(batched.items).toEqual(page.items);
    expect(batchFixture.calls()).toEqual({
      'POST /consultantConsultancyProvidedApi/filter': 1,
      'POST /consultantFarmerProfileApi/users-registered/filter': 1,
      'POST /farmerPropertyApi/filter': 1,
      'POST /consultantConsultancyApi/filter': 1,
    });
  });
});
