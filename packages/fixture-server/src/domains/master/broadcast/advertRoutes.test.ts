import { ADVERT_MESSAGES, LIMITS } from '@talhao/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demoAccounts';
import type { FixtureServer } from '../../../server';
import { bearer, GIF_BYTES, JPEG_BYTES, multipart, PNG_BYTES, signIn, startFixture } from '../../../testing/harness';

let server: FixtureServer;
let master: string;
beforeEach(async () => {
  server = await startFixture(); // today (São Paulo) is 2026-11-21
  master = await signIn(server, DEMO.master.email, 'MASTER');
});
afterEach(() => server.close());

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

interface Advert {
  _id: string;
  title: string;
  message: string;
  url?: string;
  status: 'ACTIVE' | 'INACTIVE' | 'WAITING';
  notificationPeriodicity: number;
  startDate: string;
  endDate: string;
  lastPush?: string;
  role: string[];
  image?: { url: string };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = master) =>
  server.app.inject({ method, url: `/masterAdvertsApi${url}`, payload, headers: bearer(token) });
const filter = (body: object = {}, pageNumber?: number) =>
  call('POST', `/filter${pageNumber ? `?pageNumber=${pageNumber}` : ''}`, body);
const create = (payload: object) => call('POST', '', payload);
const read = async (id: string) => (await call('GET', `/${id}`)).json() as Advert;

const draft = {
  title: 'Dia de campo em Linhares',
  message: 'Demonstração de manejo do café conilon. Inscrições pelo app.',
  url: 'https://talhao.agr.br/eventos/linhares',
  notificationPeriodicity: WEEK_MS,
  startDate: '2026-11-25',
  endDate: '2026-12-20',
  role: ['USER'],
};

const activeAdvert = async () => (await filter({ status: 'ACTIVE' })).json().active[0] as Advert;

describe('masterAdvertsApi/filter', () => {
  it('pages the three lists together, with a total per status', async () => {
    const page1 = await filter();
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 10, total: { active: 1, waiting: 11, inactive: 12 } });
    expect(body.active).toHaveLength(1);
    expect(body.waiting).toHaveLength(10);
    expect(body.inactive).toHaveLength(10);
    for (const key of ['active', 'waiting', 'inactive'] as const) {
      const status = key.toUpperCase();
      expect(body[key].every((a: Advert) => a.status === status)).toBe(true);
      const starts = body[key].map((a: Advert) => a.startDate);
      expect(starts).toEqual([...starts].sort().reverse());
    }
    const page2 = (await filter({}, 2)).json();
    expect(page2).toMatchObject({ pageNumber: 2, active: [], total: { active: 1, waiting: 11, inactive: 12 } });
    expect(page2.waiting).toHaveLength(1);
    expect(page2.inactive).toHaveLength(2);
  });

  it('fills only the asked list when a status is given', async () => {
    const body = (await filter({ status: 'INACTIVE' }, 2)).json();
    expect(body.active).toEqual([]);
    expect(body.waiting).toEqual([]);
    expect(body.inactive).toHaveLength(2);
    expect(body.total).toEqual({ active: 1, waiting: 11, inactive: 12 });
  });

  it('answers adverts in the provider shape, leaving absent optional fields out', async () => {
    const waiting: Advert[] = (await filter({ status: 'WAITING' })).json().waiting;
    for (const advert of waiting) {
      expect(advert._id).toMatch(/^[0-9a-f]{24}$/);
      expect(advert.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(advert.role.length).toBeGreaterThan(0);
      expect(advert).not.toHaveProperty('image');
      expect(advert).not.toHaveProperty('createdAt');
    }
    expect(waiting.some((a) => !('lastPush' in a))).toBe(true);
  });

  it('answers 400 to a bad status or page', async () => {
    expect((await filter({ status: 'PAUSED' })).statusCode).toBe(400);
    expect((await call('POST', '/filter?pageNumber=0', {})).statusCode).toBe(400);
  });
});

describe('creating adverts', () => {
  it('creates a WAITING advert by default (201 {_id}) and reads it back', async () => {
    const response = await create(draft);
    expect(response.statusCode).toBe(201);
    const { _id } = response.json();
    expect(Object.keys(response.json())).toEqual(['_id']);
    expect(await read(_id)).toEqual({ _id, ...draft, status: 'WAITING' });
    expect((await filter({ status: 'WAITING' })).json().total.waiting).toBe(12);
  });

  it('refuses a second ACTIVE advert (409 ACTIVE_ADVERT_EXISTS) and accepts it once the other is paused', async () => {
    const refused = await create({ ...draft, status: 'ACTIVE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      message: ADVERT_MESSAGES.activeExists,
      code: 'ACTIVE_ADVERT_EXISTS',
    });
    const active = await activeAdvert();
    expect((await call('PUT', `/${active._id}`, { ...active, status: 'WAITING' })).statusCode).toBe(200);
    const accepted = await create({ ...draft, status: 'ACTIVE' });
    expect(accepted.statusCode).toBe(201);
    expect((await filter()).json().total).toEqual({ active: 1, waiting: 12, inactive: 12 });
  });

  it('refuses the same title and message (409 DUPLICATE), ignoring case and spacing', async () => {
    expect((await create(draft)).statusCode).toBe(201);
    const again = await create({ ...draft, title: '  DIA de campo em   Linhares ', startDate: '2026-12-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Já existe um anúncio com os mesmos dados', code: 'DUPLICATE' });
    expect((await create({ ...draft, message: 'Outra mensagem.' })).statusCode).toBe(201);
  });

  it('applies the date rules: start from today, end a day after start, once (0) means end = start', async () => {
    expect((await create({ ...draft, startDate: '2026-11-21', endDate: '2026-11-22' })).statusCode).toBe(201);
    const past = await create({ ...draft, title: 'Outro', startDate: '2026-11-20' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(`${ADVERT_MESSAGES.startInPast} (startDate)`);
    const sameDay = await create({ ...draft, title: 'Outro', endDate: draft.startDate });
    expect(sameDay.json().message).toBe(`${ADVERT_MESSAGES.endTooSoon} (endDate)`);
    const before = await create({ ...draft, title: 'Outro', endDate: '2026-11-24' });
    expect(before.statusCode).toBe(400);
    const once = await create({ ...draft, title: 'Outro', notificationPeriodicity: 0 });
    expect(once.statusCode).toBe(400);
    expect(once.json().message).toBe(`${ADVERT_MESSAGES.endMustEqualStart} (endDate)`);
    const onceOk = await create({ ...draft, title: 'Outro', notificationPeriodicity: 0, endDate: draft.startDate });
    expect(onceOk.statusCode).toBe(201);
    expect((await create({ ...draft, title: 'Mais um', endDate: '2026-11-26' })).statusCode).toBe(201);
  });

  it('answers 400 to invalid fields, naming the provider’s field', async () => {
    const cases: [object, string][] = [
      [{ ...draft, title: '' }, 'Insira o título (title)'],
      [
        { ...draft, message: 'x'.repeat(LIMITS.advertMessageMax + 1) },
        'A mensagem pode ter no máximo 280 caracteres (message)',
      ],
      [{ ...draft, url: 'talhao' }, 'Insira um link válido (url)'],
      [{ ...draft, url: 'ftp://talhao.agr.br' }, 'Insira um link válido (url)'],
      [{ ...draft, notificationPeriodicity: 12345 }, 'Selecione a periodicidade (notificationPeriodicity)'],
      [{ ...draft, notificationPeriodicity: '604800000' }, 'Selecione a periodicidade (notificationPeriodicity)'],
      [{ ...draft, role: [] }, 'Selecione pelo menos uma categoria de usuário (role)'],
      [{ ...draft, role: ['MASTER'] }, ''],
      [{ ...draft, status: 'PAUSED' }, 'Selecione o status (status)'],
      [{ ...draft, startDate: '2026-02-30' }, 'Data inválida (startDate)'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    expect((await create({ ...draft, message: 'x'.repeat(LIMITS.advertMessageMax) })).statusCode).toBe(201);
    expect((await create({ ...draft, title: 'Sem link', url: '' })).statusCode).toBe(201);
  });
});

describe('editing adverts', () => {
  it('saves the full advert (200) keeping image and last push; 404 for an unknown id', async () => {
    const { _id } = (await create(draft)).json();
    const response = await call('PUT', `/${_id}`, {
      ...draft,
      title: 'Dia de campo em Colatina',
      role: ['USER', 'CONSULTANT'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id,
      ...draft,
      title: 'Dia de campo em Colatina',
      role: ['USER', 'CONSULTANT'],
      status: 'WAITING',
    });
    const missing = await call('PUT', '/0123456789abcdef01234567', draft);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Anúncio não encontrado.');
    expect((await call('GET', '/0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('keeps one ACTIVE advert: activating another is 409, re-saving the active one is fine', async () => {
    const active = await activeAdvert();
    expect(active.startDate < '2026-11-21').toBe(true);
    // Its start is in the past, yet editing keeps it valid.
    const resaved = await call('PUT', `/${active._id}`, { ...active, message: `${active.message} Atualizado.` });
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json().lastPush).toBe(active.lastPush);

    const waiting = (await filter({ status: 'WAITING' })).json().waiting[0] as Advert;
    const refused = await call('PUT', `/${waiting._id}`, { ...waiting, status: 'ACTIVE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Já existe um anúncio com status ATIVO.',
      code: 'ACTIVE_ADVERT_EXISTS',
    });

    expect((await call('PUT', `/${active._id}`, { ...active, status: 'INACTIVE' })).statusCode).toBe(200);
    const activated = await call('PUT', `/${waiting._id}`, { ...waiting, status: 'ACTIVE' });
    expect(activated.statusCode).toBe(200);
    expect((await filter()).json().total).toEqual({ active: 1, waiting: 10, inactive: 13 });
  });

  it('applies the date rules on edit: a past start only when it is the stored one', async () => {
    const active = await activeAdvert();
    const moved = await call('PUT', `/${active._id}`, { ...active, startDate: '2026-11-01' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(`${ADVERT_MESSAGES.startInPast} (startDate)`);
    const once = await call('PUT', `/${active._id}`, { ...active, notificationPeriodicity: 0 });
    expect(once.json().message).toBe(`${ADVERT_MESSAGES.endMustEqualStart} (endDate)`);
    const { _id } = (await create(draft)).json();
    const shortened = await call('PUT', `/${_id}`, { ...draft, endDate: draft.startDate });
    expect(shortened.statusCode).toBe(400);
  });

  it('refuses to copy another advert’s title and message (409 DUPLICATE)', async () => {
    const { _id } = (await create(draft)).json();
    const other = (await filter({ status: 'INACTIVE' })).json().inactive[0] as Advert;
    const response = await call('PUT', `/${_id}`, { ...draft, title: other.title, message: other.message });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DUPLICATE');
  });
});

describe('advert picture', () => {
  const upload = (id: string, body = multipart('file', PNG_BYTES)) =>
    server.app.inject({
      method: 'POST',
      url: `/masterAdvertsApi/picture-update/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(master) },
    });

  it('stores the image (201 advert) and replaces it, deleting the old file', async () => {
    const { _id } = (await create(draft)).json();
    const first = await upload(_id);
    expect(first.statusCode).toBe(201);
    const url: string = first.json().image.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
    expect(first.json()).toMatchObject({ _id, title: draft.title });
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const second = await upload(_id, multipart('file', JPEG_BYTES, 'banner.jpg', 'image/jpeg'));
    expect(second.statusCode).toBe(201);
    expect(second.json().image.url).toMatch(/\.jpg$/);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await read(_id)).image).toEqual(second.json().image);
    // Editing the advert keeps its image.
    expect((await call('PUT', `/${_id}`, draft)).json().image).toEqual(second.json().image);
  });

  it('answers 404 for an unknown advert, 415 for a non-image, 413 above 3 MB', async () => {
    expect((await upload('0123456789abcdef01234567')).statusCode).toBe(404);
    const { _id } = (await create(draft)).json();
    const gif = await upload(_id, multipart('file', GIF_BYTES, 'banner.png', 'image/png'));
    expect(gif.statusCode).toBe(415);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(LIMITS.uploadMaxBytes, 0)]);
    expect((await upload(_id, multipart('file', big))).statusCode).toBe(413);
    expect(await read(_id)).not.toHaveProperty('image');
  });
});

describe('access', () => {
  it('is for the master only', async () => {
    const consultant = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    expect((await call('POST', '/filter', {}, consultant)).statusCode).toBe(403);
    expect((await call('POST', '', draft, consultant)).statusCode).toBe(403);
    const active = await activeAdvert();
    expect((await call('GET', `/${active._id}`, undefined, consultant)).statusCode).toBe(403);
  });
});
