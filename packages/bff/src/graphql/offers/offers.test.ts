import { describe, expect, it } from 'vitest';
import { dataOf, firstError, type TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

const FIELDS =
  'id name format cultures prices { amount feeType } agreedPrice regions { formattedAddress city stateFrom coords { latitude longitude } } summary content imageUrl';
const LIST = `query($name: String, $page: Int, $viewAs: ID) { offeredConsultancies(name: $name, page: $page, viewAs: $viewAs) { page total hasNextPage items { id name clientCount } } }`;
const LIST_NO_COUNT = `query($viewAs: ID) { offeredConsultancies(viewAs: $viewAs) { total items { id name format } } }`;
const DETAIL = `query($id: ID!, $viewAs: ID) { offeredConsultancy(id: $id, viewAs: $viewAs) { ${FIELDS} clientCount } }`;
const CREATE = `mutation($input: OfferedConsultancyInput!) { createOfferedConsultancy(input: $input) { message offer { ${FIELDS} clientCount } } }`;
const UPDATE = `mutation($id: ID!, $input: OfferedConsultancyInput!) { updateOfferedConsultancy(id: $id, input: $input) { message offer { ${FIELDS} } } }`;
const DELETE = `mutation($id: ID!) { deleteOfferedConsultancy(id: $id) { message } }`;
const VIEWER_ID = `query { viewer { profile { id } } }`;

interface Item {
  id: string;
  name: string;
  clientCount: number;
}

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });

let counter = 0;
function offerInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Consultoria BFF ${counter}`,
    format: 'IN_PERSON',
    cultures: ['Soja', 'Milho'],
    agreedPrice: false,
    prices: [
      { amount: 150, feeType: 'PER_HECTARE' },
      { amount: 400, feeType: 'PER_VISIT' },
    ],
    regions: [
      {
        formattedAddress: 'Uberlândia - MG, Brasil',
        city: 'Uberlândia',
        stateFrom: 'MG',
        coords: { latitude: -18.9186, longitude: -48.2772 },
      },
    ],
    summary: 'Acompanhamento técnico quinzenal.',
    content: '<p>Visitas técnicas com <strong>relatório</strong>.</p><script>alert(1)</script>',
    ...overrides,
  };
}

const viewerId = async (client: TestClient) =>
  dataOf<{ profile: { id: string } }>(await client.gql(VIEWER_ID), 'viewer').profile.id;

describe('offeredConsultancies (list)', () => {
  it('a consultant: its own offers from consultantConsultancyApi, paged by 10, one get-clients per offer', async () => {
    stack.fixture.resetCalls();
    const page = dataOf<{ page: number; total: number; hasNextPage: boolean; items: Item[] }>(
      await stack.consultant.gql(LIST, { page: 1 }),
      'offeredConsultancies',
    );
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.items).toHaveLength(10);
    expect(page.hasNextPage).toBe(true);
    expect(stack.fixture.calls()).toEqual({
      'POST /consultantConsultancyApi/filter': 1,
      'POST /consultantConsultancyApi/get-clients/:id': 10,
    });
    const rest = await restAs(stack.url, 'CONSULTANT');
    const upstream = (await rest.post('/consultantConsultancyApi/filter?pageNumber=1', {})).body as {
      items: Array<{ _id: string; name: string }>;
    };
    expect(page.items.map((i) => i.id)).toEqual(upstream.items.map((i) => i._id));
    const first = page.items[0]!;
    const count = (await rest.post(`/consultantConsultancyApi/get-clients/${first.id}`, {})).body as { count: number };
    expect(first.clientCount).toBe(count.count);
  });

  it('the loader asks once per distinct offer even when the offer appears twice in a request', async () => {
    const id = dataOf<{ items: Item[] }>(await stack.consultant.gql(LIST), 'offeredConsultancies').items[0]!.id;
    stack.fixture.resetCalls();
    const twice = await stack.consultant.gql(
      `query($id: ID!) { a: offeredConsultancy(id: $id) { clientCount } b: offeredConsultancy(id: $id) { clientCount } list: offeredConsultancies { items { id clientCount } } }`,
      { id },
    );
    expect(twice.body.errors).toBeUndefined();
    expect(stack.fixture.calls()['POST /consultantConsultancyApi/get-clients/:id']).toBe(10);
    expect(stack.fixture.calls()['GET /consultantConsultancyApi/:id']).toBe(2);
  });

  it('no get-clients call when clientCount is not asked', async () => {
    stack.fixture.resetCalls();
    await stack.consultant.gql(LIST_NO_COUNT);
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantConsultancyApi/filter': 1 });
  });

  it('searches by name (accent-insensitive) and answers the second page', async () => {
    const created = await stack.consultant.gql(CREATE, { input: offerInput({ name: 'Fertirrigação em hortaliças' }) });
    expect(created.body.errors).toBeUndefined();
    const found = dataOf<{ items: Item[] }>(
      await stack.consultant.gql(LIST, { name: 'fertirrigacao' }),
      'offeredConsultancies',
    );
    expect(found.items.map((i) => i.name)).toEqual(['Fertirrigação em hortaliças']);
    const second = dataOf<{ page: number; items: Item[] }>(
      await stack.consultant.gql(LIST, { page: 2 }),
      'offeredConsultancies',
    );
    expect(second.page).toBe(2);
    expect(second.items.length).toBeGreaterThan(0);
  });

  it('a company and its consultant read the company’s offers from enterpriseConsultancyApi (GET get-clients)', async () => {
    stack.fixture.resetCalls();
    const own = dataOf<{ total: number; items: Item[] }>(await stack.company.gql(LIST), 'offeredConsultancies');
    expect(stack.fixture.calls()).toEqual({
      'POST /enterpriseConsultancyApi/filter': 1,
      'GET /enterpriseConsultancyApi/get-clients/:id': own.items.length,
    });
    const read = dataOf<{ total: number; items: Item[] }>(
      await stack.companyConsultant.gql(LIST),
      'offeredConsultancies',
    );
    expect(read).toEqual(own);
    expect(own.total).toBeGreaterThan(0);
  });

  it('a MASTER reads them under viewAs, as the viewed user (no viewAs: FORBIDDEN)', async () => {
    const companyId = await viewerId(stack.company);
    const own = dataOf<{ items: Item[] }>(await stack.company.gql(LIST), 'offeredConsultancies');
    const viewed = dataOf<{ items: Item[] }>(
      await stack.master.gql(LIST, { viewAs: companyId }),
      'offeredConsultancies',
    );
    expect(viewed.items).toEqual(own.items);
    // A consultant's client count is a POST (get-clients): a read the provider honours under viewAs.
    const consultantId = await viewerId(stack.consultant);
    const mine = dataOf<{ items: Item[] }>(await stack.consultant.gql(LIST), 'offeredConsultancies');
    const asConsultant = dataOf<{ items: Item[] }>(
      await stack.master.gql(LIST, { viewAs: consultantId }),
      'offeredConsultancies',
    );
    expect(asConsultant.items).toEqual(mine.items);
    const detail = await stack.master.gql(DETAIL, { id: mine.items[0]!.id, viewAs: consultantId });
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data?.offeredConsultancy).toMatchObject({
      id: mine.items[0]!.id,
      clientCount: mine.items[0]!.clientCount,
    });
    expect(firstError(await stack.master.gql(LIST_NO_COUNT)).extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('offeredConsultancy (detail) and writes', () => {
  it('create: validates, maps the input, answers the offer with the catalogue message', async () => {
    stack.fixture.resetCalls();
    const created = await stack.consultant.gql(CREATE, { input: offerInput({ name: 'Manejo de nematoides' }) });
    expect(created.body.errors).toBeUndefined();
    const { message, offer } = dataOf<{ message: string; offer: Record<string, unknown> }>(
      created,
      'createOfferedConsultancy',
    );
    expect(message).toBe('Consultoria criada com sucesso!');
    expect(offer).toMatchObject({
      name: 'Manejo de nematoides',
      format: 'IN_PERSON',
      agreedPrice: false,
      prices: [
        { amount: 150, feeType: 'PER_HECTARE' },
        { amount: 400, feeType: 'PER_VISIT' },
      ],
      clientCount: 0,
      imageUrl: null,
    });
    expect(offer.content).toBe('<p>Visitas técnicas com <strong>relatório</strong>.</p>');
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantConsultancyApi': 1 });

    const rest = await restAs(stack.url, 'CONSULTANT');
    const stored = (await rest.get(`/consultantConsultancyApi/${offer.id}`)).body;
    expect(stored).toMatchObject({
      format: 'IN-PERSON',
      price: [150, 400],
      priceType: ['PER_HECTARE', 'PER_VISIT'],
      regionOffered: [{ city: 'Uberlândia', stateFrom: 'MG' }],
      content: '<p>Visitas técnicas com <strong>relatório</strong>.</p>',
    });

    const detail = dataOf<Record<string, unknown>>(
      await stack.consultant.gql(DETAIL, { id: offer.id }),
      'offeredConsultancy',
    );
    expect(detail).toMatchObject({ ...offer, clientCount: 0 });
  });

  it('create with "A combinar" and ONLINE: AGREED_PRICE on the provider, one agreed line back', async () => {
    const created = await stack.consultant.gql(CREATE, {
      input: offerInput({ format: 'ONLINE', agreedPrice: true, prices: [], regions: [] }),
    });
    const { offer } = dataOf<{ offer: { id: string } }>(created, 'createOfferedConsultancy');
    const rest = await restAs(stack.url, 'CONSULTANT');
    expect((await rest.get(`/consultantConsultancyApi/${offer.id}`)).body).toMatchObject({
      format: 'ONLINE',
      price: 'AGREED_PRICE',
      priceType: ['AGREED_PRICE'],
      regionOffered: [],
    });
    const detail = dataOf<Record<string, unknown>>(
      await stack.consultant.gql(DETAIL, { id: offer.id }),
      'offeredConsultancy',
    );
    expect(detail).toMatchObject({
      agreedPrice: true,
      prices: [{ amount: null, feeType: 'AGREED_PRICE' }],
      regions: [],
    });
  });

  it.each([
    [{ name: '' }, 'Digite o nome da consultoria', 'name'],
    [{ name: 'a'.repeat(61) }, 'O nome pode ter no máximo 60 caracteres', 'name'],
    [{ cultures: [' '] }, 'Insira pelo menos uma cultura', 'cultures'],
    [{ prices: [] }, 'Insira o valor', 'prices'],
    [{ prices: [{ feeType: 'PER_VISIT' }] }, 'Insira o valor', 'prices.0.amount'],
    [{ prices: [{ amount: 10, feeType: 'AGREED_PRICE' }] }, 'Selecione uma opção', 'prices.0.feeType'],
    [{ regions: [] }, 'Se a modalidade for presencial, é obrigatório inserir a região de atendimento', 'regions'],
    [{ summary: 'a'.repeat(146) }, 'O resumo pode ter no máximo 145 caracteres', 'summary'],
    [
      { content: '<p>curto</p><script>alert("123456789")</script>' },
      'A descrição da consultoria deve ter pelo menos 8 caracteres',
      'content',
    ],
  ])('refuses %j with its exact message before calling the provider', async (overrides, message, field) => {
    stack.fixture.resetCalls();
    const error = firstError(await stack.consultant.gql(CREATE, { input: offerInput(overrides) }));
    expect(error.message).toBe(message);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('a repeated region: "Campo vazio ou repetido"', async () => {
    const region = offerInput().regions[0];
    const error = firstError(await stack.consultant.gql(CREATE, { input: offerInput({ regions: [region, region] }) }));
    expect(error.message).toBe('Campo vazio ou repetido');
    expect(error.extensions).toMatchObject({ field: 'regions.1.formattedAddress' });
  });

  it('409 on the same name: the specification’s text (training wording, quirk Q9)', async () => {
    const input = offerInput();
    expect((await stack.consultant.gql(CREATE, { input })).body.errors).toBeUndefined();
    const error = firstError(await stack.consultant.gql(CREATE, { input }));
    expect(error.message).toBe('Conflito: já existe consultoria com os mesmos dados');
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it('update: PUT the full offer, "Consultoria atualizada!"; another consultant’s offer is not found', async () => {
    const { offer } = dataOf<{ offer: { id: string } }>(
      await stack.consultant.gql(CREATE, { input: offerInput() }),
      'createOfferedConsultancy',
    );
    stack.fixture.resetCalls();
    const updated = await stack.consultant.gql(UPDATE, {
      id: offer.id,
      input: offerInput({ name: 'Consultoria renomeada', format: 'BOTH', cultures: ['Café'] }),
    });
    expect(
      dataOf<{ message: string; offer: Record<string, unknown> }>(updated, 'updateOfferedConsultancy'),
    ).toMatchObject({
      message: 'Consultoria atualizada!',
      offer: { id: offer.id, name: 'Consultoria renomeada', format: 'BOTH', cultures: ['Café'] },
    });
    expect(stack.fixture.calls()).toEqual({ 'PUT /consultantConsultancyApi/:id': 1 });
    const standard = await restAs(stack.url, 'CONSULTANT', 'padrao@talhao.dev');
    const notMine = await standard.get(`/consultantConsultancyApi/${offer.id}`);
    expect(notMine.status).toBe(404);
  });

  it('delete: "Consultoria excluída!", then the detail is null', async () => {
    const { offer } = dataOf<{ offer: { id: string } }>(
      await stack.consultant.gql(CREATE, { input: offerInput() }),
      'createOfferedConsultancy',
    );
    const deleted = await stack.consultant.gql(DELETE, { id: offer.id });
    expect(dataOf<{ message: string }>(deleted, 'deleteOfferedConsultancy').message).toBe('Consultoria excluída!');
    const detail = await stack.consultant.gql(DETAIL, { id: offer.id });
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data?.offeredConsultancy).toBeNull();
    expect(firstError(await stack.consultant.gql(DELETE, { id: offer.id })).message).toBe(
      'Consultoria não encontrada.',
    );
  });

  it('a company writes through enterpriseConsultancyApi; its consultant cannot (FORBIDDEN), nor a viewing MASTER', async () => {
    stack.fixture.resetCalls();
    const created = await stack.company.gql(CREATE, { input: offerInput() });
    expect(created.body.errors).toBeUndefined();
    expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseConsultancyApi': 1 });
    const refused = firstError(await stack.companyConsultant.gql(CREATE, { input: offerInput() }));
    expect(refused.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const id = dataOf<{ offer: { id: string } }>(created, 'createOfferedConsultancy').offer.id;
    expect(firstError(await stack.companyConsultant.gql(DELETE, { id })).extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(firstError(await stack.master.gql(CREATE, { input: offerInput() })).extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('POST /uploads/consultancy-image/:id', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const multipart = (content: Buffer) => {
    const boundary = '----consultoria123';
    return {
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="capa.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  };
  const upload = async (client: TestClient, id: string, content = PNG) => {
    const body = multipart(content);
    const response = await stack.bff.inject({
      method: 'POST',
      url: `/uploads/consultancy-image/${id}`,
      headers: { 'content-type': body.contentType, ...client.cookieHeader(), 'x-talhao-upload': '1' },
      payload: body.payload,
    });
    client.track(response);
    return response;
  };

  it('a consultant’s image goes to consultantConsultancyApi/picture-update and shows through /files', async () => {
    const { offer } = dataOf<{ offer: { id: string } }>(
      await stack.consultant.gql(CREATE, { input: offerInput() }),
      'createOfferedConsultancy',
    );
    stack.fixture.resetCalls();
    const response = await upload(stack.consultant, offer.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { imageUrl: string; message: string };
    expect(body.imageUrl).toMatch(/^\/files\/uploads\/.+/);
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantConsultancyApi/picture-update/:id': 1 });
    const detail = dataOf<{ imageUrl: string }>(
      await stack.consultant.gql(DETAIL, { id: offer.id }),
      'offeredConsultancy',
    );
    expect(detail.imageUrl).toBe(body.imageUrl);
  });

  it('a company’s goes to enterpriseConsultancyApi; a company consultant is refused; failures say the offer was saved', async () => {
    const { offer } = dataOf<{ offer: { id: string } }>(
      await stack.company.gql(CREATE, { input: offerInput() }),
      'createOfferedConsultancy',
    );
    stack.fixture.resetCalls();
    expect((await upload(stack.company, offer.id)).statusCode).toBe(200);
    expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseConsultancyApi/picture-update/:id': 1 });
    expect((await upload(stack.companyConsultant, offer.id)).statusCode).toBe(403);
    const missing = await upload(stack.consultant, offer.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('A consultoria foi salva, mas a imagem não pôde ser enviada (404).');
  });
});
