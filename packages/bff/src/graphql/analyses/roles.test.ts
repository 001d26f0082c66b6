import { describe, expect, it } from 'vitest';
import { signInOtherCompany } from '../../test/companies';
import { describeFarmListRoles } from '../../test/farmListRoles';
import { dataOf, firstError, useStack } from '../../test/helpers';

/**
 * Issue 16: lab analyses are read by a consultant, a company (read-only) and a company consultant through the same
 * family (farmerLabDocsApi, ANALYSES_FAMILIES); a company never reads another company's farmers' lab analyses.
 */

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });

describeFarmListRoles(stack, {
  field: 'labAnalyses',
  selection: '{ total items { id name propertyName } }',
  plural: 'lab analyses',
  family: 'farmerLabDocsApi',
  route: '/filter/:farmerId',
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
    const other = await signInOtherCompany(stack);
    for (const client of [other.company, other.consultant]) {
      const read = await client.gql('query($farmerId: ID!) { labAnalyses(farmerId: $farmerId) { total } }', {
        farmerId,
      });
      expect(firstError(read).extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
