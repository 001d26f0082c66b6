import { ADVERT_MESSAGES, LIMITS } from '@talhao/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demoAccounts';
import type { FixtureServer } from '../../../server';
import { bearer, signIn, startFixture } from '../../../testing/harness';

let server: FixtureServer;
let master: string;
beforeEach(async () => {
  server = await startFixture(); // today (São Paulo) is 2026-11-21
  master = await signIn(server, DEMO.master.email, 'MASTER');
});
afterEach(() => server.close());

interface PushNotification {
  _id: string;
  title: string;
  message: string;
  notificationPeriodicity: number;
  startDate: string;
  endDate: string;
  lastPush?: string;
  role: string[];
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = master) =>
  server.app.inject({ method, url: `/masterNotificationApi${url}`, payload, headers: bearer(token) });
const page = async (pageNumber?: number) =>
  (await call('POST', `/filter${pageNumber ? `?pageNumber=${pageNumber}` : ''}`, {})).json() as {
    items: PushNotification[];
    pageNumber: number;
    pageSize: number;
    total: number;
  };

const draft = {
  title: 'Alerta de estiagem',
  message: 'Previsão de 20 dias sem chuva na sua região. Planeje a irrigação.',
  notificationPeriodicity: 86_400_000,
  startDate: '2026-11-23',
  endDate: '2026-11-30',
  role: ['USER', 'CONSULTANT'],
};

describe('masterNotificationApi', () => {
  it('lists notifications newest start first, 10 per page', async () => {
    const first = await page();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 10, total: 15 });
    expect(first.items).toHaveLength(10);
    const second = await page(2);
    expect(second.items).toHaveLength(5);
    const starts = [...first.items, ...second.items].map((n) => n.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const item of first.items) {
      expect(item).not.toHaveProperty('status');
      expect(item).not.toHaveProperty('url');
      expect(item).not.toHaveProperty('image');
    }
    expect((await page(3)).items).toEqual([]);
    expect((await call('POST', '/filter?pageNumber=-1', {})).statusCode).toBe(400);
  });

  it('creates (201 {_id}), reads, edits and deletes a notification', async () => {
    const created = await call('POST', '', draft);
    expect(created.statusCode).toBe(201);
    const { _id } = created.json();
    expect((await call('GET', `/${_id}`)).json()).toEqual({ _id, ...draft });
    expect((await page()).total).toBe(16);

    const edited = await call('PUT', `/${_id}`, { ...draft, message: 'Estiagem prolongada: confira as dicas no app.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ _id, ...draft, message: 'Estiagem prolongada: confira as dicas no app.' });

    const deleted = await call('DELETE', `/${_id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Notificação excluída!' });
    expect((await call('GET', `/${_id}`)).statusCode).toBe(404);
    expect((await page()).total).toBe(15);
    const again = await call('DELETE', `/${_id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Notificação não encontrada.');
  });

  it('deletes a seeded notification', async () => {
    const [first] = (await page()).items;
    expect((await call('DELETE', `/${first!._id}`)).statusCode).toBe(200);
    expect((await page()).items.map((n) => n._id)).not.toContain(first!._id);
  });

  it('answers 404 to an unknown id on GET and PUT', async () => {
    expect((await call('GET', '/0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await call('PUT', '/0123456789abcdef01234567', draft)).statusCode).toBe(404);
  });

  it('answers 409 DUPLICATE to the same title and message, on create and on edit', async () => {
    const { _id } = (await call('POST', '', draft)).json();
    const duplicate = await call('POST', '', { ...draft, startDate: '2026-12-01', endDate: '2026-12-09' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'Já existe uma notificação com os mesmos dados',
      code: 'DUPLICATE',
    });
    const seeded = (await page()).items.find((n) => n._id !== _id)!;
    const copy = await call('PUT', `/${_id}`, { ...draft, title: seeded.title, message: seeded.message });
    expect(copy.statusCode).toBe(409);
    // Saving itself unchanged is no duplicate.
    expect((await call('PUT', `/${_id}`, draft)).statusCode).toBe(200);
  });

  it('limits the message to 105 characters and applies the date rules', async () => {
    const long = await call('POST', '', { ...draft, message: 'x'.repeat(LIMITS.notificationMessageMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A mensagem pode ter no máximo 105 caracteres (message)');
    expect((await call('POST', '', { ...draft, message: 'x'.repeat(105) })).statusCode).toBe(201);
    const past = await call('POST', '', { ...draft, title: 'Outro', startDate: '2026-11-20' });
    expect(past.json().message).toBe(`${ADVERT_MESSAGES.startInPast} (startDate)`);
    const once = await call('POST', '', { ...draft, title: 'Outro', notificationPeriodicity: 0 });
    expect(once.json().message).toBe(`${ADVERT_MESSAGES.endMustEqualStart} (endDate)`);
    const tooSoon = await call('POST', '', { ...draft, title: 'Outro', endDate: draft.startDate });
    expect(tooSoon.json().message).toBe(`${ADVERT_MESSAGES.endTooSoon} (endDate)`);
    const onceOk = await call('POST', '', {
      ...draft,
      title: 'Outro',
      notificationPeriodicity: 0,
      endDate: draft.startDate,
    });
    expect(onceOk.statusCode).toBe(201);
    expect((await call('POST', '', { ...draft, title: 'Outro 2', role: [] })).statusCode).toBe(400);
    expect((await call('POST', '', [])).statusCode).toBe(400);
  });

  it('keeps a stored past start valid on edit, but not a new one', async () => {
    const past = (await page()).items.find((n) => n.startDate < '2026-11-21')!;
    const body = { ...past, title: `${past.title} (revisado)` };
    const kept = await call('PUT', `/${past._id}`, body);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().lastPush).toBe(past.lastPush);
    const moved = await call('PUT', `/${past._id}`, { ...body, startDate: '2026-11-20', endDate: '2026-11-28' });
    expect(moved.statusCode).toBe(400);
  });

  it('is for the master only', async () => {
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    expect((await call('POST', '/filter', {}, company)).statusCode).toBe(403);
    expect((await call('POST', '', draft, company)).statusCode).toBe(403);
    const [first] = (await page()).items;
    expect((await call('DELETE', `/${first!._id}`, undefined, company)).statusCode).toBe(403);
  });
});
