import { ADVERT_MESSAGES, todayInSaoPaulo } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, signedInClient, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

const DAY = 86_400_000;
const day = (offset: number) => todayInSaoPaulo(new Date(Date.now() + offset * DAY));

const ADVERT_FIELDS = 'id title message url status periodicity startDate endDate lastPush audience imageUrl';
const ADVERTS = `query($status: EntityStatus!, $page: Int) { adverts(status: $status, page: $page) { page hasNextPage total items { ${ADVERT_FIELDS} } } }`;
const ADVERT = `query($id: ID!) { advert(id: $id) { ${ADVERT_FIELDS} } }`;
const CREATE = `mutation($input: AdvertInput!) { createAdvert(input: $input) { message advert { ${ADVERT_FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $input: AdvertInput!) { updateAdvert(id: $id, input: $input) { message advert { ${ADVERT_FIELDS} } } }`;
const SET_STATUS = `mutation($id: ID!, $status: EntityStatus!) { setAdvertStatus(id: $id, status: $status) { message advert { id status } } }`;

type Rest = Awaited<ReturnType<typeof restAs>>;
interface UpstreamAdvert {
  _id: string;
  title: string;
  message: string;
  url?: string;
  status: string;
  notificationPeriodicity: number;
  startDate: string;
  endDate: string;
  lastPush?: string;
  role: string[];
}

let rest: Rest;

const stack = useStack({ signIn: ['MASTER'] });
beforeAll(async () => {
  rest = await restAs(stack.url, 'MASTER');
});

let counter = 0;
/** A valid advert input, unique title/message each call (the provider refuses duplicates). */
function advertInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Campanha de teste ${counter}`,
    message: `Mensagem da campanha de teste número ${counter}.`,
    url: 'https://talhao.agr.br/campanha',
    status: 'WAITING',
    periodicity: 7 * DAY,
    startDate: day(1),
    endDate: day(30),
    audience: ['USER', 'CONSULTANT'],
    ...overrides,
  };
}

async function upstreamList(status: string): Promise<{ items: UpstreamAdvert[]; total: number }> {
  const { body } = await rest.post('/masterAdvertsApi/filter?pageNumber=1', { status });
  const lists = body as Record<string, UpstreamAdvert[]> & { total: Record<string, number> };
  const key = status.toLowerCase();
  return { items: lists[key] ?? [], total: lists.total[key] ?? 0 };
}

async function activeAdvert(): Promise<UpstreamAdvert> {
  const { items } = await upstreamList('ACTIVE');
  if (!items[0]) throw new Error('no active advert');
  return items[0];
}

describe('adverts and advert', () => {
  it('each status list is a page of the provider’s list, mapped to the GraphQL names', async () => {
    const waiting = await upstreamList('WAITING');
    expect(waiting.total).toBeGreaterThan(10);
    stack.fixture.resetCalls();
    const first = await stack.master.gql(ADVERTS, { status: 'WAITING' });
    expect(stack.fixture.calls()).toEqual({ 'POST /masterAdvertsApi/filter': 1 });
    const page = first.body.data?.adverts as { items: Array<Record<string, unknown>> };
    expect(page).toMatchObject({ page: 1, hasNextPage: true, total: waiting.total });
    const upstream = waiting.items[0] as UpstreamAdvert;
    expect(page.items[0]).toEqual({
      id: upstream._id,
      title: upstream.title,
      message: upstream.message,
      url: upstream.url ?? null,
      status: 'WAITING',
      periodicity: upstream.notificationPeriodicity,
      startDate: upstream.startDate,
      endDate: upstream.endDate,
      lastPush: upstream.lastPush ?? null,
      audience: upstream.role,
      imageUrl: null,
    });
    const last = await stack.master.gql(ADVERTS, { status: 'WAITING', page: 2 });
    expect(last.body.data?.adverts).toMatchObject({ page: 2, hasNextPage: false, total: waiting.total });
    const active = await stack.master.gql(ADVERTS, { status: 'ACTIVE' });
    expect(active.body.data?.adverts).toMatchObject({ total: 1, hasNextPage: false, items: [{ status: 'ACTIVE' }] });
  });

  it('advert(id) maps one advert; an unknown id is null', async () => {
    const advert = await activeAdvert();
    const result = await stack.master.gql(ADVERT, { id: advert._id });
    expect(result.body.data?.advert).toMatchObject({ id: advert._id, status: 'ACTIVE', audience: advert.role });
    expect((await stack.master.gql(ADVERT, { id: 'ffffffffffffffffffffffff' })).body).toEqual({
      data: { advert: null },
    });
  });
});

describe('createAdvert', () => {
  it('saves a paused advert (201) and answers it', async () => {
    const input = advertInput();
    stack.fixture.resetCalls();
    const result = await stack.master.gql(CREATE, { input });
    expect(stack.fixture.calls()).toEqual({ 'POST /masterAdvertsApi': 1 });
    const { advert, message } = dataOf<{ advert: { id: string }; message: string }>(result, 'createAdvert');
    expect(message).toBe('Anúncio salvo com sucesso!');
    const { status: _status, ...fields } = input;
    expect(advert).toEqual({
      id: expect.any(String),
      ...fields,
      status: 'WAITING',
      lastPush: null,
      imageUrl: null,
    });
    expect((await rest.get(`/masterAdvertsApi/${advert.id}`)).body).toMatchObject({
      title: input.title,
      notificationPeriodicity: input.periodicity,
      role: input.audience,
      url: input.url,
    });
  });

  it('creating as ACTIVE while another advert is active is refused with the advice to create it paused', async () => {
    stack.fixture.resetCalls();
    const result = await stack.master.gql(CREATE, { input: advertInput({ status: 'ACTIVE' }) });
    expect(firstError(result)).toMatchObject({
      message: ADVERT_MESSAGES.activeExists,
      extensions: { code: 'CONFLICT', status: 409 },
    });
    expect((await upstreamList('ACTIVE')).total).toBe(1);
  });

  it('the same title and message again: the catalogue’s 409 text', async () => {
    const input = advertInput();
    await stack.master.gql(CREATE, { input });
    const again = await stack.master.gql(CREATE, { input: { ...input, url: null } });
    expect(firstError(again)).toMatchObject({
      message: 'Já existe um anúncio com os mesmos dados',
      extensions: { code: 'CONFLICT', status: 409 },
    });
  });

  it('applies the form’s rules and messages before calling the provider', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ startDate: day(-1), endDate: day(10) }, 'A data de início não pode estar no passado', 'startDate'],
      [
        { periodicity: 0, startDate: day(2), endDate: day(3) },
        'Para envio único, a data de término é igual à de início',
        'endDate',
      ],
      [
        { periodicity: DAY, startDate: day(2), endDate: day(2) },
        'A data de término deve ser pelo menos um dia depois do início',
        'endDate',
      ],
      [
        { periodicity: DAY, startDate: day(5), endDate: day(4) },
        'A data de término deve ser pelo menos um dia depois do início',
        'endDate',
      ],
      [{ periodicity: 2 * DAY }, 'Selecione a periodicidade', 'periodicity'],
      [{ startDate: '31/12/2030' }, 'Data inválida', 'startDate'],
      [{ endDate: '' }, 'Selecione a data de término', 'endDate'],
      [{ url: 'talhao ponto br' }, 'Insira um link válido', 'url'],
      [{ title: '  ' }, 'Insira o título', 'title'],
      [{ message: 'm'.repeat(281) }, 'A mensagem pode ter no máximo 280 caracteres', 'message'],
      [{ audience: [] }, 'Selecione pelo menos uma categoria de usuário', 'audience'],
    ];
    stack.fixture.resetCalls();
    for (const [change, message, field] of cases) {
      const result = await stack.master.gql(CREATE, { input: advertInput(change) });
      expect([change, firstError(result)]).toMatchObject([
        change,
        { message, extensions: { code: 'BAD_USER_INPUT', status: 400, field } },
      ]);
    }
    expect(stack.fixture.calls()).toEqual({});
    // The edges that are allowed: start today, once with end = start, end the day after.
    for (const change of [
      { startDate: day(0), endDate: day(1), periodicity: DAY },
      { startDate: day(3), endDate: day(3), periodicity: 0 },
    ]) {
      const result = await stack.master.gql(CREATE, { input: advertInput(change) });
      expect(result.body.errors).toBeUndefined();
    }
  });
});

describe('updateAdvert', () => {
  it('keeps a stored start that is already in the past; any other past start is refused', async () => {
    const advert = await activeAdvert();
    expect(advert.startDate < day(0)).toBe(true);
    const input = {
      title: advert.title,
      message: `${advert.message} (editado)`,
      url: advert.url ?? null,
      status: 'ACTIVE',
      periodicity: advert.notificationPeriodicity,
      startDate: advert.startDate,
      endDate: day(40),
      audience: advert.role,
    };
    stack.fixture.resetCalls();
    const result = await stack.master.gql(UPDATE, { id: advert._id, input });
    expect(result.body.data?.updateAdvert).toMatchObject({
      message: 'Anúncio salvo com sucesso!',
      advert: {
        id: advert._id,
        message: input.message,
        startDate: advert.startDate,
        endDate: day(40),
        status: 'ACTIVE',
      },
    });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterAdvertsApi/:id': 1, 'PUT /masterAdvertsApi/:id': 1 });

    const earlier = await stack.master.gql(UPDATE, {
      id: advert._id,
      input: { ...input, startDate: todayInSaoPaulo(new Date(Date.parse(`${advert.startDate}T12:00:00Z`) - DAY)) },
    });
    expect(firstError(earlier)).toMatchObject({
      message: 'A data de início não pode estar no passado',
      extensions: { field: 'startDate' },
    });
    const once = await stack.master.gql(UPDATE, { id: advert._id, input: { ...input, periodicity: 0 } });
    expect(firstError(once)).toMatchObject({ message: 'Para envio único, a data de término é igual à de início' });
    const soon = await stack.master.gql(UPDATE, { id: advert._id, input: { ...input, endDate: advert.startDate } });
    expect(firstError(soon)).toMatchObject({
      message: 'A data de término deve ser pelo menos um dia depois do início',
    });
  });

  it('an unknown advert: 404 with the catalogue text; activating a second one by edit: 409', async () => {
    const missing = await stack.master.gql(UPDATE, { id: 'ffffffffffffffffffffffff', input: advertInput() });
    expect(firstError(missing)).toMatchObject({
      message: 'Anúncio não encontrado.',
      extensions: { code: 'NOT_FOUND' },
    });
    const created = await stack.master.gql(CREATE, { input: advertInput() });
    const id = dataOf<{ advert: { id: string } }>(created, 'createAdvert').advert.id;
    const activated = await stack.master.gql(UPDATE, { id, input: advertInput({ status: 'ACTIVE' }) });
    expect(firstError(activated)).toMatchObject({
      message: 'Já existe um anúncio com status ATIVO.',
      extensions: { code: 'CONFLICT', status: 409 },
    });
  });
});

describe('setAdvertStatus (only one ACTIVE advert)', () => {
  it('activating a second advert is refused; after deactivating the first it works', async () => {
    const first = await activeAdvert();
    const created = await stack.master.gql(CREATE, { input: advertInput() });
    const second = dataOf<{ advert: { id: string } }>(created, 'createAdvert').advert.id;

    stack.fixture.resetCalls();
    const refused = await stack.master.gql(SET_STATUS, { id: second, status: 'ACTIVE' });
    expect(firstError(refused)).toMatchObject({
      message: 'Já existe um anúncio com status ATIVO.',
      extensions: { code: 'CONFLICT', status: 409 },
    });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterAdvertsApi/:id': 1, 'PUT /masterAdvertsApi/:id': 1 });

    const deactivated = await stack.master.gql(SET_STATUS, { id: first._id, status: 'INACTIVE' });
    expect(deactivated.body.data?.setAdvertStatus).toEqual({
      message: 'Status do anúncio atualizado!',
      advert: { id: first._id, status: 'INACTIVE' },
    });
    // The rest of the advert is written back unchanged.
    expect((await rest.get(`/masterAdvertsApi/${first._id}`)).body).toMatchObject({
      ...first,
      status: 'INACTIVE',
    });

    const activated = await stack.master.gql(SET_STATUS, { id: second, status: 'ACTIVE' });
    expect(activated.body.data?.setAdvertStatus).toMatchObject({ advert: { id: second, status: 'ACTIVE' } });
    const paused = await stack.master.gql(CREATE, { input: advertInput({ status: 'ACTIVE' }) });
    expect(firstError(paused).message).toBe(ADVERT_MESSAGES.activeExists);

    // Pausing and a repeated status.
    const pause = await stack.master.gql(SET_STATUS, { id: second, status: 'WAITING' });
    expect(pause.body.data?.setAdvertStatus).toMatchObject({ advert: { status: 'WAITING' } });
    stack.fixture.resetCalls();
    const same = await stack.master.gql(SET_STATUS, { id: second, status: 'WAITING' });
    expect(same.body.data?.setAdvertStatus).toMatchObject({ advert: { status: 'WAITING' } });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterAdvertsApi/:id': 1 });

    // With no active advert, creating one as ACTIVE is accepted.
    const nowActive = await stack.master.gql(CREATE, { input: advertInput({ status: 'ACTIVE' }) });
    expect(nowActive.body.data?.createAdvert).toMatchObject({ advert: { status: 'ACTIVE' } });
  });

  it('an unknown advert: 404 with the catalogue text', async () => {
    const result = await stack.master.gql(SET_STATUS, { id: 'ffffffffffffffffffffffff', status: 'ACTIVE' });
    expect(firstError(result)).toMatchObject({
      message: 'Anúncio não encontrado.',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });
});

describe('POST /uploads/advert-image/:id', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const multipart = (content: Buffer) => {
    const boundary = '----anuncio123';
    return {
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  };
  async function upload(client: TestClient, id: string, content = PNG, csrf = true) {
    const body = multipart(content);
    const response = await stack.bff.inject({
      method: 'POST',
      url: `/uploads/advert-image/${id}`,
      headers: {
        'content-type': body.contentType,
        ...client.cookieHeader(),
        ...(csrf ? { 'x-talhao-upload': '1' } : {}),
      },
      payload: body.payload,
    });
    client.track(response);
    return response;
  }
  let advertId: string;
  beforeAll(async () => {
    const created = await stack.master.gql(CREATE, { input: advertInput() });
    advertId = dataOf<{ advert: { id: string } }>(created, 'createAdvert').advert.id;
  });

  it('streams a PNG to masterAdvertsApi/picture-update/{id}; the advert shows it through /files', async () => {
    stack.fixture.resetCalls();
    const response = await upload(stack.master, advertId);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { imageUrl: string; message: string };
    expect(body).toEqual({
      imageUrl: expect.stringMatching(/^\/files\/uploads\/.+/),
      message: 'Imagem do anúncio atualizada!',
    });
    expect(stack.fixture.calls()).toEqual({ 'POST /masterAdvertsApi/picture-update/:id': 1 });
    const advert = await stack.master.gql(ADVERT, { id: advertId });
    expect(advert.body.data?.advert).toMatchObject({ imageUrl: body.imageUrl });
    const file = await stack.bff.inject({ method: 'GET', url: body.imageUrl, headers: stack.master.cookieHeader() });
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('only a MASTER session, with the CSRF header', async () => {
    stack.fixture.resetCalls();
    const consultant = await signedInClient(stack.bff, 'CONSULTANT');
    stack.fixture.resetCalls();
    const refused = await upload(consultant, advertId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Você não possui autorização para realizar esta operação.',
    });
    expect((await upload(stack.master, advertId, PNG, false)).statusCode).toBe(403);
    const visitor = await upload(new TestClient(stack.bff), advertId);
    expect(visitor.statusCode).toBe(401);
    expect(stack.fixture.calls()).toEqual({});
  });

  it('any failure says the advert was saved without its image', async () => {
    const notImage = await upload(stack.master, advertId, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'O anúncio foi salvo, mas a imagem não pôde ser enviada (415). Tente enviá-la novamente editando o anúncio.',
    });
    const tooBig = await upload(stack.master, advertId, Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024 + 10)]));
    expect(tooBig.statusCode).toBe(413);
    expect((tooBig.json() as { message: string }).message).toContain('(413)');
    const unknown = await upload(stack.master, 'ffffffffffffffffffffffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message:
        'O anúncio foi salvo, mas a imagem não pôde ser enviada (404). Tente enviá-la novamente editando o anúncio.',
    });
  });
});
