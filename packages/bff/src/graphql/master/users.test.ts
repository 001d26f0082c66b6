import { beforeAll, describe, expect, it } from 'vitest';
import { validCnpj, validCpf } from '../../security/sample-inputs';
import { dataOf, demoAccount, firstError, useStack } from '../../test/helpers';
import { ADDRESS_INPUT, restAs, startMasterStub } from '../../test/master';

const USERS =
  'query($kind: UserKind!, $name: String, $page: Int) { users(kind: $kind, name: $name, page: $page) { page hasNextPage total items { id kind name pictureUrl city stateFrom } } }';
const USER = `query($id: ID!) { user(id: $id) { __typename id role name email createdAt address { city stateFrom }
  plan { marker badge } ... on EnterpriseProfile { cnpj } ... on FarmerProfile { cpf } } }`;
const REGISTER_COMPANY =
  'mutation($input: CompanyRegistrationInput!) { registerCompany(input: $input) { id message } }';
const REGISTER_CONSULTANT =
  'mutation($input: ConsultantRegistrationInput!) { registerConsultant(input: $input) { id message } }';
const REGISTER_FARMER = 'mutation($input: FarmerRegistrationInput!) { registerFarmer(input: $input) { id message } }';
const UPDATE_USER =
  'mutation($id: ID!, $input: UserProfileUpdateInput!) { updateUserProfile(id: $id, input: $input) { id name phoneNumber address { city } } }';

type Rest = Awaited<ReturnType<typeof restAs>>;
interface UpstreamPage {
  items: Array<{ _id: string; name: string; address?: { city?: string } }>;
  total: number;
}

let rest: Rest;

const stack = useStack({ signIn: ['MASTER'] });
beforeAll(async () => {
  rest = await restAs(stack.url, 'MASTER');
});

describe('users', () => {
  it('a page of one kind: the provider’s filter with the kind’s role, summaries and page info', async () => {
    const upstream = (await rest.post('/masterStoreHouseUsersApi/filter?pageNumber=1', { role: 'USER' }))
      .body as UpstreamPage;
    expect(upstream.total).toBeGreaterThan(10);
    stack.fixture.resetCalls();
    const result = await stack.master.gql(USERS, { kind: 'FARMER' });
    expect(stack.fixture.calls()).toEqual({ 'POST /masterStoreHouseUsersApi/filter': 1 });
    const page = result.body.data?.users as { items: Array<Record<string, unknown>> };
    expect(page).toMatchObject({ page: 1, hasNextPage: true, total: upstream.total });
    expect(page.items.map((u) => u.id)).toEqual(upstream.items.map((u) => u._id));
    expect(page.items.every((u) => u.kind === 'FARMER')).toBe(true);
    expect(page.items[0]).toMatchObject({
      name: upstream.items[0]?.name,
      city: upstream.items[0]?.address?.city ?? null,
    });
  });

  it('the last page has no next page; pages start at 1', async () => {
    const { total } = (await rest.post('/masterStoreHouseUsersApi/filter', { role: 'ENTERPRISE' }))
      .body as UpstreamPage;
    const last = Math.ceil(total / 10);
    const result = await stack.master.gql(USERS, { kind: 'ENTERPRISE', page: last });
    expect(result.body.data?.users).toMatchObject({ page: last, hasNextPage: false, total });
    const past = await stack.master.gql(USERS, { kind: 'ENTERPRISE', page: last + 1 });
    expect(past.body.data?.users).toMatchObject({ hasNextPage: false, items: [] });
    stack.fixture.resetCalls();
    const zero = await stack.master.gql(USERS, { kind: 'ENTERPRISE', page: 0 });
    expect(firstError(zero)).toMatchObject({
      message: 'A página deve ser um número a partir de 1.',
      extensions: { code: 'BAD_USER_INPUT', field: 'page' },
    });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('searches by name; company consultants are their own kind', async () => {
    const agrovale = demoAccount('ENTERPRISE_CONSULTANT');
    const result = await stack.master.gql(USERS, {
      kind: 'ENTERPRISE_CONSULTANT',
      name: `  ${agrovale.name.slice(0, 7)} `,
    });
    const page = result.body.data?.users as { items: Array<{ name: string; kind: string }>; total: number };
    expect(page.items.map((u) => u.name)).toContain(agrovale.name);
    expect(page.items.every((u) => u.kind === 'ENTERPRISE_CONSULTANT')).toBe(true);
    const none = await stack.master.gql(USERS, { kind: 'CONSULTANT', name: 'Ninguém Com Este Nome' });
    expect(none.body.data?.users).toEqual({ page: 1, hasNextPage: false, total: 0, items: [] });
  });

  it('pictures are served through the BFF’s /files route', async () => {
    const consultant = demoAccount('CONSULTANT');
    const own = await restAs(stack.url, 'CONSULTANT');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'foto.png');
    const upload = await fetch(`${stack.url}/consultantProfileApi/picture-update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${own.jwt}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const stored = ((await upload.json()) as { profilePicture: { url: string } }).profilePicture.url;

    const result = await stack.master.gql(USERS, { kind: 'CONSULTANT', name: consultant.name });
    const items = dataOf<{ items: Array<{ name: string; pictureUrl: string | null }> }>(result, 'users').items;
    expect(items.find((u) => u.name === consultant.name)?.pictureUrl).toBe(`/files${stored}`);
  });
});

describe('user', () => {
  it('resolves the same Profile types as the account domain', async () => {
    const company = (await rest.post('/masterStoreHouseUsersApi/filter', { role: 'ENTERPRISE' })).body as UpstreamPage;
    const id = company.items[0]?._id;
    stack.fixture.resetCalls();
    const result = await stack.master.gql(USER, { id });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterStoreHouseUsersApi/:id': 1 });
    expect(result.body.data?.user).toMatchObject({
      __typename: 'EnterpriseProfile',
      id,
      role: 'ENTERPRISE',
      cnpj: expect.stringMatching(/^\d{14}$/),
      plan: { marker: expect.any(String), badge: expect.any(String) },
    });
  });

  it('is null for an unknown id', async () => {
    const result = await stack.master.gql(USER, { id: 'ffffffffffffffffffffffff' });
    expect(result.body).toEqual({ data: { user: null } });
  });
});

describe('registration', () => {
  const company = {
    name: 'Agro Norte Ltda',
    cnpj: validCnpj(1),
    address: ADDRESS_INPUT,
    email: 'contato@agronorte.dev',
    password: 'segredo123',
  };

  it('registers a company (201) and answers 409 for the same data again', async () => {
    stack.fixture.resetCalls();
    const created = await stack.master.gql(REGISTER_COMPANY, { input: company });
    expect(created.body.data?.registerCompany).toEqual({
      id: expect.any(String),
      message: 'Empresa cadastrada com sucesso!',
    });
    expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseProfileApi': 1 });
    const id = dataOf<{ id: string }>(created, 'registerCompany').id;
    const profile = await stack.master.gql(USER, { id });
    expect(profile.body.data?.user).toMatchObject({
      __typename: 'EnterpriseProfile',
      name: 'Agro Norte Ltda',
      cnpj: company.cnpj,
    });

    const again = await stack.master.gql(REGISTER_COMPANY, { input: company });
    expect(firstError(again)).toMatchObject({
      message: 'Já existe empresa com os mesmos dados',
      extensions: { code: 'CONFLICT', status: 409 },
    });
  });

  it('registers a consultant (201) and answers 409 for a CPF in use', async () => {
    const input = {
      name: 'Bruno Tavares',
      cpf: validCpf(11),
      address: ADDRESS_INPUT,
      email: 'bruno.tavares@talhao.dev',
      password: 'segredo123',
    };
    const created = await stack.master.gql(REGISTER_CONSULTANT, { input });
    expect(created.body.data?.registerConsultant).toEqual({
      id: expect.any(String),
      message: 'Consultor cadastrado com sucesso!',
    });
    const again = await stack.master.gql(REGISTER_CONSULTANT, { input: { ...input, email: 'outro.bruno@talhao.dev' } });
    expect(firstError(again)).toMatchObject({
      message: 'Já existe consultor com os mesmos dados',
      extensions: { code: 'CONFLICT', status: 409 },
    });
  });

  it('registers a farmer without e-mail and password (201); a phone in use is 409', async () => {
    const input = {
      name: 'José Bernardes',
      cpf: validCpf(21),
      phoneNumber: '+5527988112233',
      address: ADDRESS_INPUT,
      email: '',
      password: null,
    };
    stack.fixture.resetCalls();
    const created = await stack.master.gql(REGISTER_FARMER, { input });
    expect(created.body.data?.registerFarmer).toEqual({
      id: expect.any(String),
      message: 'Agricultor criado com sucesso!',
    });
    const id = dataOf<{ id: string }>(created, 'registerFarmer').id;
    const stored = (await rest.get(`/masterStoreHouseUsersApi/${id}`)).body as Record<string, unknown>;
    expect(stored).toMatchObject({ role: 'USER', cpf: input.cpf, phoneNumber: input.phoneNumber });
    expect(stored.email ?? null).toBeNull();

    const again = await stack.master.gql(REGISTER_FARMER, { input: { ...input, cpf: validCpf(22) } });
    expect(firstError(again)).toMatchObject({
      message: 'Conflito: celular ou email já cadastrado(s)',
      extensions: { code: 'CONFLICT', status: 409 },
    });
  });

  it('validates with the form’s schema before calling the provider (message and field)', async () => {
    stack.fixture.resetCalls();
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>, string, string]> = [
      [REGISTER_COMPANY, company, { cnpj: '11.222.333/0001-81' }, 'CNPJ inválido. Insira apenas números', 'cnpj'],
      [REGISTER_COMPANY, company, { name: 'Agr' }, 'Seu nome deve ter no mínimo 4 caracteres', 'name'],
      [REGISTER_COMPANY, company, { password: 'curta' }, 'A senha deve ter no mínimo 8 caracteres', 'password'],
      [
        REGISTER_CONSULTANT,
        { ...company, cnpj: undefined, cpf: validCpf(31) },
        { cpf: '123' },
        'Seu CPF deve ter 11 dígitos',
        'cpf',
      ],
      [
        REGISTER_FARMER,
        { name: 'José Bernardes', cpf: validCpf(32), phoneNumber: '+5527988112299', address: ADDRESS_INPUT },
        { phoneNumber: '27988112299' },
        'Celular Inválido',
        'phoneNumber',
      ],
      [
        REGISTER_FARMER,
        { name: 'José Bernardes', cpf: validCpf(33), phoneNumber: '+5527988112299', address: ADDRESS_INPUT },
        { password: '123' },
        'A senha deve ter no mínimo 4 caracteres',
        'password',
      ],
    ];
    for (const [mutation, base, change, message, field] of cases) {
      const result = await stack.master.gql(mutation, { input: { ...base, ...change } });
      expect(firstError(result)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400, field } });
    }
    const noPlace = await stack.master.gql(REGISTER_COMPANY, {
      input: { ...company, address: { ...ADDRESS_INPUT, city: '' } },
    });
    expect(firstError(noPlace)).toMatchObject({
      message: 'Selecione um endereço da lista ou do mapa',
      extensions: { field: 'address' },
    });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('400 and other statuses from the provider get the catalogue’s texts', async () => {
    const statusOf = { enterpriseProfileApi: 400, consultantProfileApi: 500, farmerProfileApi: 502 };
    const stubbed = await startMasterStub((stubApp) => {
      for (const [family, status] of Object.entries(statusOf)) {
        stubApp.post(`/${family}`, async (_request, reply) => reply.code(status).send({ statusCode: status }));
      }
    });
    try {
      const client = stubbed.client;
      const companyResult = await client.gql(REGISTER_COMPANY, { input: company });
      expect(firstError(companyResult)).toMatchObject({
        message: 'Dado(s) incorreto(s)',
        extensions: { code: 'BAD_USER_INPUT', status: 400 },
      });
      const consultant = await client.gql(REGISTER_CONSULTANT, {
        input: { ...company, cnpj: undefined, cpf: validCpf(41) },
      });
      expect(firstError(consultant)).toMatchObject({
        message: 'Erro ao realizar operação: 500',
        extensions: { status: 500 },
      });
      const farmer = await client.gql(REGISTER_FARMER, {
        input: { name: 'José Bernardes', cpf: validCpf(42), phoneNumber: '+5527988112200', address: ADDRESS_INPUT },
      });
      expect(firstError(farmer)).toMatchObject({ message: 'Parece que ocorreu um erro! (502)' });
      // Writes are never retried.
      expect(stubbed.calls()).toEqual([
        'POST /enterpriseProfileApi',
        'POST /consultantProfileApi',
        'POST /farmerProfileApi',
      ]);
    } finally {
      await stubbed.close();
    }
  });
});

describe('updateUserProfile', () => {
  const input = { name: 'José Carlos Bernardes', phoneNumber: '+5527988776655', address: ADDRESS_INPUT };

  it('validates like the profile form and writes through the store-house family', async () => {
    const farmers = (await rest.post('/masterStoreHouseUsersApi/filter', { role: 'USER' })).body as UpstreamPage;
    const id = farmers.items[1]?._id;
    stack.fixture.resetCalls();
    const invalid = await stack.master.gql(UPDATE_USER, { id, input: { ...input, phoneNumber: '123' } });
    expect(firstError(invalid)).toMatchObject({ message: 'Celular Inválido', extensions: { field: 'phoneNumber' } });
    expect(stack.fixture.calls()).toEqual({});

    const result = await stack.master.gql(UPDATE_USER, { id, input });
    expect(result.body.data?.updateUserProfile).toEqual({
      id,
      name: 'José Carlos Bernardes',
      phoneNumber: '+5527988776655',
      address: { city: 'Linhares' },
    });
    expect(stack.fixture.calls()).toEqual({ 'PUT /masterStoreHouseUsersApi/:id': 1 });
    expect((await rest.get(`/masterStoreHouseUsersApi/${id}`)).body).toMatchObject({ name: 'José Carlos Bernardes' });
  });

  it('an unknown user is 404 with the catalogue text', async () => {
    const result = await stack.master.gql(UPDATE_USER, { id: 'ffffffffffffffffffffffff', input });
    expect(firstError(result)).toMatchObject({
      message: 'Usuário não encontrado!',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });
});
