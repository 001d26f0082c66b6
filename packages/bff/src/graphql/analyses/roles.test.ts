import { beforeAll, describe, expect, it } from 'vitest';
import { farmersOf, farmerWith, signInOtherCompany } from '../../test/companies';
import { dataOf, firstError, type TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

/**
 * Issue 16: lab analyses are read by a consultant, a company (read-only) and a company consultant through the same
 * family (farmerLabDocsApi, ANALYSES_FAMILIES); a company never reads another company's farmers' lab analyses.
 */

const QUERY = `query($farmerId: ID!, $viewAs: ID) { labAnalyses(farmerId: $farmerId, viewAs: $viewAs) { total items { id name propertyName } } }`;

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });
let other: { company: TestClient; consultant: TestClient };

const count = async (client: TestClient, farmerId: string) => {
  const response = await client.gql(QUERY, { farmerId });
  return response.body.errors ? 0 : dataOf<{ total: number }>(response, 'labAnalyses').total;
};

beforeAll(async () => {
  other = await signInOtherCompany(stack);
});

describe('labAnalyses: each role reads through farmerLabDocsApi', () => {
  it.each(['consultant', 'company', 'companyConsultant'] as const)('the %s', async (name) => {
    const client = stack[name];
    const farmerId = await farmerWith(client, async (id) => (await count(client, id)) > 0);
    stack.fixture.resetCalls();
    const page = dataOf<{ total: number; items: unknown[] }>(await client.gql(QUERY, { farmerId }), 'labAnalyses');
    expect(page.items.length).toBeGreaterThan(0);
    const calls = Object.keys(stack.fixture.calls());
    expect(calls).toContain('POST /farmerLabDocsApi/filter/:farmerId');
    // Only the domain's family (and the farmer lookups of the role's own farmer family) is asked.
    for (const call of calls)
      expect(call).toMatch(
        / \/(farmerLabDocsApi|farmerPropertyApi|consultantFarmerProfileApi|enterpriseFarmerProfileApi)\//,
      );
  });

  it("a master visiting the company reads the company's lab analyses", async () => {
    const companyId = dataOf<{ profile: { id: string } }>(
      await stack.company.gql('query { viewer { profile { id } } }'),
      'viewer',
    ).profile.id;
    const farmerId = await farmerWith(stack.company, async (id) => (await count(stack.company, id)) > 0);
    const viewed = dataOf<{ total: number }>(
      await stack.master.gql(QUERY, { farmerId, viewAs: companyId }),
      'labAnalyses',
    );
    expect(viewed.total).toBe(await count(stack.company, farmerId));
  });
});

describe('labAnalyses: tenancy between companies', () => {
  it("company B and its consultant cannot read lab analyses of company A's farmers: NOT_FOUND, and the provider's 404", async () => {
    const theirs = new Set(
      [...(await farmersOf(other.company)), ...(await farmersOf(other.consultant))].map((f) => f.id),
    );
    const farmerId = await farmerWith(stack.company, async (id) => (await count(stack.company, id)) > 0, theirs);
    for (const client of [other.company, other.consultant]) {
      const error = firstError(await client.gql(QUERY, { farmerId }));
      expect(error.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    const rest = await restAs(stack.url, 'ENTERPRISE', 'terraforte@talhao.dev');
    expect((await rest.post(`/farmerLabDocsApi/filter/${farmerId}?pageNumber=1`, {})).status).toBe(404);
  });
});

describe("labAnalyses: the company consultant's 'inserir'", () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
  const boundary = '----rolesAnalyses16';
  const multipart = (fields: Record<string, string>) =>
    Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="laudo.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const address = {
    formattedAddress: 'Patrocínio - MG, Brasil',
    city: 'Patrocínio',
    stateFrom: 'MG',
    country: 'Brasil',
    coords: { latitude: -18.9439, longitude: -46.9925 },
  };

  it('uploads for a farmer they registered through enterpriseFarmerProfileApi and farmerLabDocsApi; the company reads it', async () => {
    const farmerId = dataOf<{ farmer: { id: string } }>(
      await stack.companyConsultant.gql(
        'mutation($input: FarmerCreateInput!) { createFarmer(input: $input) { farmer { id } } }',
        {
          input: {
            name: 'Rosa Almeida',
            email: 'rosa.analises.16@exemplo.com.br',
            phoneNumber: '+5534998812345',
            address,
          },
        },
      ),
      'createFarmer',
    ).farmer.id;
    const propertyId = dataOf<{ property: { id: string } }>(
      await stack.companyConsultant.gql(
        'mutation($farmerId: ID!, $input: PropertyInput!) { createProperty(farmerId: $farmerId, input: $input) { property { id } } }',
        { farmerId, input: { name: 'Sítio Cerrado Alto', address, totalArea: 32 } },
      ),
      'createProperty',
    ).property.id;

    stack.fixture.resetCalls();
    const response = await stack.bff.inject({
      method: 'POST',
      url: `/uploads/lab-analysis/${farmerId}`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-talhao-upload': '1',
        ...stack.companyConsultant.cookieHeader(),
      },
      payload: multipart({ name: 'Análise de solo do cerrado', date: '2026-01-15', property: propertyId }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Análise inserida com sucesso!' });
    expect(stack.fixture.calls()).toEqual({
      'GET /enterpriseFarmerProfileApi/:id': 1,
      'GET /farmerPropertyApi/property/:id': 1,
      'POST /farmerLabDocsApi/:farmerId': 1,
    });

    const companyView = dataOf<{ total: number; items: Array<{ name: string; propertyName: string | null }> }>(
      await stack.company.gql(
        'query($farmerId: ID!) { labAnalyses(farmerId: $farmerId) { total items { name propertyName } } }',
        { farmerId },
      ),
      'labAnalyses',
    );
    expect(companyView.items).toEqual([{ name: 'Análise de solo do cerrado', propertyName: 'Sítio Cerrado Alto' }]);
    for (const client of [other.company, other.consultant]) {
      expect(firstError(await client.gql(QUERY, { farmerId })).extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
