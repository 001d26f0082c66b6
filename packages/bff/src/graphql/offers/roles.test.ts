import { COMPANY_OFFER_MESSAGES } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

/**
 * Issue 16: offers through the role's family (OFFERS_FAMILIES): consultantConsultancyApi for a consultant,
 * enterpriseConsultancyApi for a company (writes) and its consultants (read-only, the company's offers); a company
 * never reads or writes another company's offers.
 */

const LIST = `query($viewAs: ID) { offeredConsultancies(viewAs: $viewAs) { total items { id name summary clientCount } } }`;
const DETAIL = `query($id: ID!) { offeredConsultancy(id: $id) { id name } }`;
const CREATE = `mutation($input: OfferedConsultancyInput!) { createOfferedConsultancy(input: $input) { message offer { id } } }`;
const UPDATE = `mutation($id: ID!, $input: OfferedConsultancyInput!) { updateOfferedConsultancy(id: $id, input: $input) { message } }`;
const DELETE = `mutation($id: ID!) { deleteOfferedConsultancy(id: $id) { message } }`;

let counter = 0;
function offerInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Consultoria da empresa ${counter}`,
    format: 'IN_PERSON',
    cultures: ['Café'],
    agreedPrice: false,
    prices: [{ amount: 1350.5, feeType: 'PER_VISIT' }],
    regions: [
      {
        formattedAddress: 'Patrocínio - MG, Brasil',
        city: 'Patrocínio',
        stateFrom: 'MG',
        coords: { latitude: -18.9439, longitude: -46.9925 },
      },
    ],
    summary: 'Manejo do cafezal em visitas mensais.',
    content: '<p>Visitas mensais com relatório técnico.</p>',
    ...overrides,
  };
}

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'] });
let otherCompany: TestClient;
let otherCompanyConsultant: TestClient;
/** An offer company A created in this run. */
let offerId: string;

const total = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  otherCompany = new TestClient(stack.bff);
  otherCompanyConsultant = new TestClient(stack.bff);
  for (const [client, email] of [
    [otherCompany, 'terraforte@talhao.dev'],
    [otherCompanyConsultant, 'consultor.terraforte@talhao.dev'],
  ] as const) {
    const signIn = await client.signIn(email, 'ENTERPRISE');
    if (signIn.body.errors) throw new Error(signIn.raw);
  }
  offerId = dataOf<{ offer: { id: string } }>(
    await stack.company.gql(CREATE, { input: offerInput() }),
    'createOfferedConsultancy',
  ).offer.id;
});

describe('offers: each role reads through its own family', () => {
  it.each([
    ['consultant', 'consultantConsultancyApi', 'POST'],
    ['company', 'enterpriseConsultancyApi', 'GET'],
    ['companyConsultant', 'enterpriseConsultancyApi', 'GET'],
  ] as const)('the list of the %s: %s/filter, clients by %s get-clients', async (name, family, clientsMethod) => {
    stack.fixture.resetCalls();
    const page = dataOf<{ items: Array<{ id: string }> }>(await stack[name].gql(LIST), 'offeredConsultancies');
    expect(page.items.length).toBeGreaterThan(0);
    const calls = stack.fixture.calls();
    expect(calls[`POST /${family}/filter`]).toBe(1);
    expect(calls[`${clientsMethod} /${family}/get-clients/:id`]).toBe(page.items.length);
    expect(Object.keys(calls).every((call) => call.includes(` /${family}/`))).toBe(true);
  });

  it("the company consultant reads the company's offers (the one just created included), read-only", async () => {
    const company = dataOf<{ items: Array<{ id: string }> }>(await stack.company.gql(LIST), 'offeredConsultancies');
    const employee = dataOf<{ items: Array<{ id: string }> }>(
      await stack.companyConsultant.gql(LIST),
      'offeredConsultancies',
    );
    expect(employee.items.map((offer) => offer.id)).toEqual(company.items.map((offer) => offer.id));
    expect(
      dataOf<{ id: string }>(await stack.companyConsultant.gql(DETAIL, { id: offerId }), 'offeredConsultancy').id,
    ).toBe(offerId);
    for (const [mutation, variables] of [
      [CREATE, { input: offerInput() }],
      [UPDATE, { id: offerId, input: offerInput() }],
      [DELETE, { id: offerId }],
    ] as const) {
      stack.fixture.resetCalls();
      expect(firstError(await stack.companyConsultant.gql(mutation, variables)).extensions).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(total(stack.fixture.calls())).toBe(0);
    }
    const rest = await restAs(stack.url, 'ENTERPRISE_CONSULTANT');
    expect((await rest.put(`/enterpriseConsultancyApi/${offerId}`, offerInput())).status).toBe(403);
  });
});

describe('offers: tenancy between companies', () => {
  it("company B and its consultant do not see company A's offer: not in the list, detail null", async () => {
    for (const client of [otherCompany, otherCompanyConsultant]) {
      const page = dataOf<{ items: Array<{ id: string }> }>(await client.gql(LIST), 'offeredConsultancies');
      expect(page.items.some((offer) => offer.id === offerId)).toBe(false);
      const detail = await client.gql(DETAIL, { id: offerId });
      expect(detail.body.errors).toBeUndefined();
      expect(detail.body.data?.offeredConsultancy).toBeNull();
    }
  });

  it("company B cannot update or delete company A's offer: not found (the provider's 404), A's offer intact", async () => {
    const update = firstError(await otherCompany.gql(UPDATE, { id: offerId, input: offerInput() }));
    expect(update).toMatchObject({ message: 'Consultoria não encontrada.', extensions: { code: 'NOT_FOUND' } });
    const remove = firstError(await otherCompany.gql(DELETE, { id: offerId }));
    expect(remove).toMatchObject({ message: 'Consultoria não encontrada.', extensions: { code: 'NOT_FOUND' } });
    const rest = await restAs(stack.url, 'ENTERPRISE', 'terraforte@talhao.dev');
    expect((await rest.get(`/enterpriseConsultancyApi/${offerId}`)).status).toBe(404);
    expect(dataOf<{ id: string }>(await stack.company.gql(DETAIL, { id: offerId }), 'offeredConsultancy').id).toBe(
      offerId,
    );
  });
});

describe("offers: the company's form rules (spec 002 §5) and delete", () => {
  it('a company offer without price or region is refused with the company texts, nothing sent', async () => {
    stack.fixture.resetCalls();
    const noPrice = firstError(await stack.company.gql(CREATE, { input: offerInput({ prices: [] }) }));
    expect(noPrice).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(noPrice)).toContain(COMPANY_OFFER_MESSAGES.priceRequired);
    const noRegion = firstError(await stack.company.gql(CREATE, { input: offerInput({ regions: [] }) }));
    expect(JSON.stringify(noRegion)).toContain(COMPANY_OFFER_MESSAGES.regionsRequired);
    const short = firstError(await stack.company.gql(CREATE, { input: offerInput({ content: '<p>curta</p>' }) }));
    expect(JSON.stringify(short)).toContain('A descrição da consultoria deve ter pelo menos 8 caracteres');
    expect(total(stack.fixture.calls())).toBe(0);
    // The consultant keeps the consultant's text for the same rule.
    const consultant = firstError(await stack.consultant.gql(CREATE, { input: offerInput({ regions: [] }) }));
    expect(JSON.stringify(consultant)).not.toContain(COMPANY_OFFER_MESSAGES.regionsRequired);
  });

  it('the company deletes its offer through enterpriseConsultancyApi: "Consultoria excluída!"', async () => {
    const id = dataOf<{ offer: { id: string } }>(
      await stack.company.gql(CREATE, { input: offerInput() }),
      'createOfferedConsultancy',
    ).offer.id;
    stack.fixture.resetCalls();
    const deleted = dataOf<{ message: string }>(await stack.company.gql(DELETE, { id }), 'deleteOfferedConsultancy');
    expect(deleted.message).toBe('Consultoria excluída!');
    expect(stack.fixture.calls()).toEqual({ 'DELETE /enterpriseConsultancyApi/:id': 1 });
    expect((await stack.company.gql(DETAIL, { id })).body.data?.offeredConsultancy).toBeNull();
  });
});
