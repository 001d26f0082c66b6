import { CATALOGUE, CONSULTANT_MESSAGES } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { NO_CONSULTANTS_AREA } from './messages';

const LIST = `query($page: Int, $viewAs: ID) { companyConsultants(page: $page, viewAs: $viewAs) {
  page total hasNextPage items { id name email deleted address { city } createdAt } } }`;
const ONE = `query($id: ID!, $viewAs: ID) { companyConsultant(id: $id, viewAs: $viewAs) { id name email deleted } }`;
const CREATE = `mutation($input: CompanyConsultantCreateInput!) { createCompanyConsultant(input: $input) {
  message consultant { id name email cpf deleted } } }`;
const UPDATE = `mutation($id: ID!, $input: CompanyConsultantUpdateInput!) {
  updateCompanyConsultant(id: $id, input: $input) { message consultant { id name phoneNumber } } }`;
const DELETE = `mutation($id: ID!) { deleteCompanyConsultant(id: $id) { message } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { viewer { role } } }`;
const VIEWER_ID = '{ viewer { profile { id } } }';

const address = {
  formattedAddress: 'Rio Verde, GO, Brasil',
  city: 'Rio Verde',
  stateFrom: 'GO',
  coords: { latitude: -17.7923, longitude: -50.9191 },
};
const createInput = (email: string) => ({
  name: 'Renata Albuquerque',
  email,
  password: 'Senha@2026',
  cpf: '529.982.247-25',
  address,
});
const updateInput = (email: string) => ({
  name: 'Renata A. Souza',
  email,
  phoneNumber: '+5564999887766',
  address,
});

type Row = { id: string; name: string; email: string; deleted: boolean };

const stack = useStack({ signIn: ['ENTERPRISE', 'CONSULTANT', 'ENTERPRISE_CONSULTANT', 'MASTER'] });
let terraForte: TestClient;
beforeAll(async () => {
  terraForte = new TestClient(stack.bff);
  const signIn = await terraForte.signIn('terraforte@talhao.dev', 'ENTERPRISE');
  if (signIn.body.errors) throw new Error(signIn.raw);
});

const listOf = async (client: TestClient, viewAs?: string) =>
  dataOf<{ total: number; items: Row[] }>(await client.gql(LIST, { page: 1, viewAs }), 'companyConsultants');

describe('companyConsultants: family per role', () => {
  it('ENTERPRISE reads through enterpriseConsultantProfileApi, one call for the page', async () => {
    stack.fixture.resetCalls();
    const page = await listOf(stack.company);
    expect(page.total).toBe(3);
    expect(page.items.every((item) => !item.deleted)).toBe(true);
    expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseConsultantProfileApi/filter': 1 });
  });

  it('CONSULTANT and ENTERPRISE_CONSULTANT are refused by @auth, with nothing sent upstream', async () => {
    for (const client of [stack.consultant, stack.companyConsultant]) {
      stack.fixture.resetCalls();
      const answer = await client.gql(LIST, { page: 1 });
      expect(firstError(answer)?.extensions?.code).toBe('FORBIDDEN');
      expect(stack.fixture.calls()).toEqual({});
    }
  });

  it('a MASTER reads a company’s consultants with viewAs, and is refused without it', async () => {
    const companyId = dataOf<{ profile: { id: string } }>(await stack.company.gql(VIEWER_ID), 'viewer').profile.id;
    const viewed = await listOf(stack.master, companyId);
    expect(viewed.items.map((i) => i.id).sort()).toEqual((await listOf(stack.company)).items.map((i) => i.id).sort());
    const own = await stack.master.gql(LIST, { page: 1 });
    expect(firstError(own)?.message).toBe(NO_CONSULTANTS_AREA);
  });
});

describe('tenancy: company A never reads or writes company B’s consultants', () => {
  it('read: null (the fixture’s 404); update and delete: NOT_FOUND, nothing stored', async () => {
    const foreign = (await listOf(terraForte)).items[0]!;
    expect((await stack.company.gql(ONE, { id: foreign.id })).body.data?.companyConsultant).toBeNull();
    const update = await stack.company.gql(UPDATE, { id: foreign.id, input: updateInput(foreign.email) });
    expect(firstError(update)?.extensions?.code).toBe('NOT_FOUND');
    expect(firstError(update)?.message).toBe(CATALOGUE.updateCompanyConsultant.byStatus[404]);
    const removal = await stack.company.gql(DELETE, { id: foreign.id });
    expect(firstError(removal)?.extensions?.code).toBe('NOT_FOUND');
    const still = dataOf<Row>(await terraForte.gql(ONE, { id: foreign.id }), 'companyConsultant');
    expect(still).toMatchObject({ name: foreign.name, deleted: false });
  });
});

describe('create, edit, delete', () => {
  it('refuses the form’s rules in pt-BR before any upstream call', async () => {
    stack.fixture.resetCalls();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Ana' }, CONSULTANT_MESSAGES.nameMin],
      [{ name: 'A'.repeat(33) }, CONSULTANT_MESSAGES.nameMax],
      [{ email: 'não-é-email' }, CONSULTANT_MESSAGES.emailInvalid],
      [{ password: '1234567' }, 'A senha deve ter no mínimo 8 caracteres'],
      [{ address: null }, CONSULTANT_MESSAGES.address],
      [{ cpf: '111.111.111-12' }, CONSULTANT_MESSAGES.document],
      [{ birthDate: '2099-01-01' }, 'A data de nascimento não pode estar no futuro'],
      [{ birthDate: '2020-02-31' }, 'Data inválida'],
    ];
    for (const [override, message] of cases) {
      const answer = await stack.company.gql(CREATE, { input: { ...createInput('regra@agrovale.dev'), ...override } });
      expect(firstError(answer)?.message, JSON.stringify(override)).toBe(message);
    }
    const phone = await stack.company.gql(UPDATE, {
      id: 'x'.repeat(24),
      input: { ...updateInput('regra@agrovale.dev'), phoneNumber: '+55649998877' },
    });
    expect(firstError(phone)?.message).toBe('Celular Inválido');
    expect(stack.fixture.calls()).toEqual({});
  });

  it('creates (digits sent), 409 on the same e-mail, edits, deletes; the deleted consultant cannot sign in', async () => {
    const email = 'renata.albuquerque@agrovale.dev';
    stack.fixture.resetCalls();
    const created = dataOf<{ message: string; consultant: Row & { cpf: string } }>(
      await stack.company.gql(CREATE, { input: createInput(email) }),
      'createCompanyConsultant',
    );
    expect(created.message).toBe('Consultor criado com sucesso!');
    expect(created.consultant.cpf).toBe('52998224725');
    expect(stack.fixture.calls()).toEqual({
      'POST /enterpriseConsultantProfileApi': 1,
      'GET /enterpriseConsultantProfileApi/:id': 1,
    });
    const twin = await terraForte.gql(CREATE, { input: { ...createInput(email), cpf: null } });
    expect(firstError(twin)?.extensions?.code).toBe('CONFLICT');
    expect(firstError(twin)?.message).toBe('Já existe consultor com esse nome esse email');

    const edited = dataOf<{ message: string; consultant: { name: string; phoneNumber: string } }>(
      await stack.company.gql(UPDATE, { id: created.consultant.id, input: updateInput(email) }),
      'updateCompanyConsultant',
    );
    expect(edited).toMatchObject({
      message: 'Consultor editado com sucesso!',
      consultant: { name: 'Renata A. Souza' },
    });

    const fresh = new TestClient(stack.bff);
    const signIn = () => fresh.gql(SIGN_IN, { input: { email, password: 'Senha@2026', accountType: 'ENTERPRISE' } });
    expect(dataOf<{ viewer: { role: string } }>(await signIn(), 'signIn').viewer.role).toBe('ENTERPRISE_CONSULTANT');

    const removed = dataOf<{ message: string }>(
      await stack.company.gql(DELETE, { id: created.consultant.id }),
      'deleteCompanyConsultant',
    );
    expect(removed.message).toBe('Consultor excluído com sucesso!');
    // The session it had ends, and it signs in no more.
    const after = await fresh.gql(VIEWER_ID);
    expect(after.body.data?.viewer ?? null).toBeNull();
    const again = await new TestClient(stack.bff).gql(SIGN_IN, {
      input: { email, password: 'Senha@2026', accountType: 'ENTERPRISE' },
    });
    expect(firstError(again)?.message).toBe(CATALOGUE.signIn.byStatus[401]);
    // Gone from the list, still readable (with its name) by its company.
    expect((await listOf(stack.company)).items.map((i) => i.id)).not.toContain(created.consultant.id);
    expect(dataOf<Row>(await stack.company.gql(ONE, { id: created.consultant.id }), 'companyConsultant')).toMatchObject(
      { name: 'Renata A. Souza', deleted: true },
    );
  });
});
