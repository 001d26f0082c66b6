import { beforeAll, describe, expect, it } from 'vitest';
import { farmersOf, farmerWith, signInOtherCompany } from '../../test/companies';
import { dataOf, firstError, type TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

/**
 * Issue 16: harvests are read by a consultant, a company (read-only) and a company consultant through the same
 * family (farmerHarvestApi, HARVESTS_FAMILIES); a company never reads another company's farmers' harvests.
 */

const QUERY = `query($farmerId: ID!, $viewAs: ID) { harvests(farmerId: $farmerId, viewAs: $viewAs) { total items { id cultureName } } }`;

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });
let other: { company: TestClient; consultant: TestClient };

const count = async (client: TestClient, farmerId: string) => {
  const response = await client.gql(QUERY, { farmerId });
  return response.body.errors ? 0 : dataOf<{ total: number }>(response, 'harvests').total;
};

beforeAll(async () => {
  other = await signInOtherCompany(stack);
});

describe('harvests: each role reads through farmerHarvestApi', () => {
  it.each(['consultant', 'company', 'companyConsultant'] as const)('the %s', async (name) => {
    const client = stack[name];
    const farmerId = await farmerWith(client, async (id) => (await count(client, id)) > 0);
    stack.fixture.resetCalls();
    const page = dataOf<{ total: number; items: unknown[] }>(await client.gql(QUERY, { farmerId }), 'harvests');
    expect(page.items.length).toBeGreaterThan(0);
    const calls = Object.keys(stack.fixture.calls());
    expect(calls).toContain('POST /farmerHarvestApi/filter/:farmerId');
    // Only the domain's family (and the farmer lookups of the role's own farmer family) is asked.
    for (const call of calls)
      expect(call).toMatch(
        / \/(farmerHarvestApi|farmerPropertyApi|consultantFarmerProfileApi|enterpriseFarmerProfileApi)\//,
      );
  });

  it("a master visiting the company reads the company's harvests", async () => {
    const companyId = dataOf<{ profile: { id: string } }>(
      await stack.company.gql('query { viewer { profile { id } } }'),
      'viewer',
    ).profile.id;
    const farmerId = await farmerWith(stack.company, async (id) => (await count(stack.company, id)) > 0);
    const viewed = dataOf<{ total: number }>(
      await stack.master.gql(QUERY, { farmerId, viewAs: companyId }),
      'harvests',
    );
    expect(viewed.total).toBe(await count(stack.company, farmerId));
  });
});

describe('harvests: tenancy between companies', () => {
  it("company B and its consultant cannot read harvests of company A's farmers: NOT_FOUND, and the provider's 404", async () => {
    const theirs = new Set(
      [...(await farmersOf(other.company)), ...(await farmersOf(other.consultant))].map((f) => f.id),
    );
    const farmerId = await farmerWith(stack.company, async (id) => (await count(stack.company, id)) > 0, theirs);
    for (const client of [other.company, other.consultant]) {
      const error = firstError(await client.gql(QUERY, { farmerId }));
      expect(error.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    const rest = await restAs(stack.url, 'ENTERPRISE', 'terraforte@talhao.dev');
    expect((await rest.post(`/farmerHarvestApi/filter/${farmerId}?pageNumber=1`, {})).status).toBe(404);
  });
});
