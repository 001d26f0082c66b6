import { beforeAll, describe, expect, it } from 'vitest';
import { farmersOf, farmerWith, signInOtherCompany } from './companies';
import { dataOf, firstError, type Stack, type TestClient } from './helpers';
import { restAs } from './master';

/** One of a farmer's record lists (harvests, inventory, lab analyses) as issue 16's role tests see it. */
export interface FarmList {
  /** The GraphQL root field, e.g. 'harvests'. */
  field: string;
  /** Its selection, e.g. '{ total items { id cultureName } }'. */
  selection: string;
  /** In the test names, e.g. 'lab analyses'. */
  plural: string;
  /** The provider family every role reads the list through. */
  family: string;
  /** The list's provider route, e.g. '/filter/:farmerId'. */
  route: string;
}

/**
 * Issue 16's role tests of one farm-record list: a consultant, a company (read-only) and a company consultant
 * each read it through `family` (and nothing else but the role's farmer lookups); a master visiting the company
 * reads what the company reads; company B and its consultant read NOT_FOUND for company A's farmers, and the
 * provider answers them 404.
 */
export function describeFarmListRoles(stack: Stack, list: FarmList) {
  const query = `query($farmerId: ID!, $viewAs: ID) { ${list.field}(farmerId: $farmerId, viewAs: $viewAs) ${list.selection} }`;
  const restPath = (farmerId: string) => `/${list.family}${list.route.replace(':farmerId', farmerId)}?pageNumber=1`;
  let other: { company: TestClient; consultant: TestClient };

  const count = async (client: TestClient, farmerId: string) => {
    const response = await client.gql(query, { farmerId });
    return response.body.errors ? 0 : dataOf<{ total: number }>(response, list.field).total;
  };

  beforeAll(async () => {
    other = await signInOtherCompany(stack);
  });

  describe(`${list.field}: each role reads through ${list.family}`, () => {
    it.each(['consultant', 'company', 'companyConsultant'] as const)('the %s', async (name) => {
      const client = stack[name];
      const farmerId = await farmerWith(client, async (id) => (await count(client, id)) > 0);
      stack.fixture.resetCalls();
      const page = dataOf<{ total: number; items: unknown[] }>(await client.gql(query, { farmerId }), list.field);
      expect(page.items.length).toBeGreaterThan(0);
      const calls = Object.keys(stack.fixture.calls());
      expect(calls).toContain(`POST /${list.family}${list.route}`);
      // Only the domain's family (and the farmer lookups of the role's own farmer family) is asked.
      const allowed = new RegExp(
        ` /(${list.family}|farmerPropertyApi|consultantFarmerProfileApi|enterpriseFarmerProfileApi)/`,
      );
      for (const call of calls) expect(call).toMatch(allowed);
    });

    it(`a master visiting the company reads the company's ${list.plural}`, async () => {
      const companyId = dataOf<{ profile: { id: string } }>(
        await stack.company.gql('query { viewer { profile { id } } }'),
        'viewer',
      ).profile.id;
      const farmerId = await farmerWith(stack.company, async (id) => (await count(stack.company, id)) > 0);
      const viewed = dataOf<{ total: number }>(
        await stack.master.gql(query, { farmerId, viewAs: companyId }),
        list.field,
      );
      expect(viewed.total).toBe(await count(stack.company, farmerId));
    });
  });

  describe(`${list.field}: tenancy between companies`, () => {
    it(`company B and its consultant cannot read ${list.plural} of company A's farmers: NOT_FOUND, and the provider's 404`, async () => {
      const theirs = new Set(
        [...(await farmersOf(other.company)), ...(await farmersOf(other.consultant))].map((f) => f.id),
      );
      const farmerId = await farmerWith(stack.company, async (id) => (await count(stack.company, id)) > 0, theirs);
      for (const client of [other.company, other.consultant]) {
        const error = firstError(await client.gql(query, { farmerId }));
        expect(error.extensions).toMatchObject({ code: 'NOT_FOUND' });
      }
      const rest = await restAs(stack.url, 'ENTERPRISE', 'terraforte@talhao.dev');
      expect((await rest.post(restPath(farmerId), {})).status).toBe(404);
    });
  });
}
