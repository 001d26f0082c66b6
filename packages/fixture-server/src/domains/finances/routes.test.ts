import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { upstreamFinanceSchema } from '@talhao/schema/upstream/finances';
import type { UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { STATE_FILE } from '../../store/persistence';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { TRAININGS, type TrainingRecord } from '../trainings/trainings';

let server: FixtureServer;
let dataDir: string;
let token: string;
let premiumId: string;

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `Pessoa ${i}`, email: `p${i}@exemplo.com.br` }));

/**
 * The seeded data set with the premium consultant's provided consultancies and trainings replaced by a
 * few hand-built ones, so every aggregate has a known value.
 */
beforeAll(async () => {
  const store = new Store();
  await seedStore(store, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  premiumId = store.collection(USERS).find((u) => u.email === DEMO.premium.email)!._id;
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const template = provided.find((p) => p.consultant === premiumId)!;
  provided.removeWhere((p) => p.consultant === premiumId);
  const addProvided = (id: string, startDate: string, status: WorkStatus, fixedPrice: number) =>
    provided.insert({ ...template, _id: id.padStart(24, 'a'), startDate, status, fixedPrice, endDate: null });
  addProvided('1', '2026-03-05', 'PLANNED', 1000);
  addProvided('2', '2026-03-20', 'PLANNED', 3000);
  addProvided('3', '2026-03-20', 'CANCELED', 500);
  addProvided('4', '2026-04-02', 'COMPLETED', 2000);
  addProvided('5', '2025-12-31', 'COMPLETED', 999); // before the range

  const trainings = store.collection(TRAININGS);
  const base = trainings.find((t) => t.consultant === premiumId)!;
  trainings.removeWhere((t) => t.consultant === premiumId);
  const addTraining = (id: string, date: string, price: number, confirmed: number, canceled: number, profit: number) =>
    trainings.insert({
      ...base,
      _id: id.padStart(24, 'b'),
      date,
      price,
      profit,
      participants: { confirmed: people(confirmed), pending: people(4), canceled: people(canceled) },
    } satisfies TrainingRecord);
  addTraining('1', '2026-03-10T13:00:00.000Z', 100, 3, 1, 300);
  // 23:00 on 28 February in São Paulo: February's bucket, not March's.
  addTraining('2', '2026-03-01T02:00:00.000Z', 50, 2, 0, 100);
  addTraining('3', '2026-04-15T12:00:00.000Z', 200, 1, 2, 150);
  addTraining('4', '2026-05-01T12:00:00.000Z', 80, 5, 0, 400); // after the range

  dataDir = await mkdtemp(path.join(tmpdir(), 'talhao-finance-'));
  await writeFile(path.join(dataDir, STATE_FILE), JSON.stringify(store.toJSON()));
  server = await startFixture({ dataDir });
  token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const range = { startDate: '2026-01-01', endDate: '2026-04-30' };
const finance = (period: string, body: object = range, id = premiumId) =>
  server.app.inject({
    method: 'POST',
    url: `/consultantFinanceApi/${id}?__v=${period}`,
    payload: body,
    headers: bearer(token),
  });

describe('consultantFinanceApi', () => {
  it('month: provided consultancies per start month and status, trainings per São Paulo month', async () => {
    const response = await finance('month');
    expect(response.statusCode).toBe(200);
    expect(upstreamFinanceSchema.parse(response.json())).toEqual({
      consultancyProvided: [
        {
          _id: { startMonth: 3, startYear: 2026, status: 'CANCELED' },
          minimum: 500,
          maximum: 500,
          average: 500,
          count: 1,
        },
        {
          _id: { startMonth: 3, startYear: 2026, status: 'PLANNED' },
          minimum: 1000,
          maximum: 3000,
          average: 2000,
          count: 2,
        },
        {
          _id: { startMonth: 4, startYear: 2026, status: 'COMPLETED' },
          minimum: 2000,
          maximum: 2000,
          average: 2000,
          count: 1,
        },
      ],
      training: [
        { _id: { month: 2, year: 2026 }, totalProfit: 100, totalConfirmed: 100, totalCanceled: 0 },
        { _id: { month: 3, year: 2026 }, totalProfit: 300, totalConfirmed: 300, totalCanceled: 100 },
        { _id: { month: 4, year: 2026 }, totalProfit: 150, totalConfirmed: 200, totalCanceled: 400 },
      ],
    });
  });

  it('custom: day buckets; empty days are absent', async () => {
    const body = (await finance('custom', { startDate: '2026-02-28', endDate: '2026-03-20' })).json();
    expect(body.consultancyProvided.map((row: { _id: object }) => row._id)).toEqual([
      { startDay: 5, startMonth: 3, startYear: 2026, status: 'PLANNED' },
      { startDay: 20, startMonth: 3, startYear: 2026, status: 'CANCELED' },
      { startDay: 20, startMonth: 3, startYear: 2026, status: 'PLANNED' },
    ]);
    expect(body.training).toEqual([
      { _id: { day: 28, month: 2, year: 2026 }, totalProfit: 100, totalConfirmed: 100, totalCanceled: 0 },
      { _id: { day: 10, month: 3, year: 2026 }, totalProfit: 300, totalConfirmed: 300, totalCanceled: 100 },
    ]);
  });

  it('year: one row per status, inclusive bounds', async () => {
    const body = (await finance('year', { startDate: '2025-12-31', endDate: '2026-05-01' })).json();
    expect(body.consultancyProvided).toEqual([
      { _id: { startYear: 2025, status: 'COMPLETED' }, minimum: 999, maximum: 999, average: 999, count: 1 },
      { _id: { startYear: 2026, status: 'CANCELED' }, minimum: 500, maximum: 500, average: 500, count: 1 },
      { _id: { startYear: 2026, status: 'COMPLETED' }, minimum: 2000, maximum: 2000, average: 2000, count: 1 },
      { _id: { startYear: 2026, status: 'PLANNED' }, minimum: 1000, maximum: 3000, average: 2000, count: 2 },
    ]);
    expect(body.training).toEqual([
      { _id: { year: 2026 }, totalProfit: 950, totalConfirmed: 1000, totalCanceled: 500 },
    ]);
  });

  it('403 for another consultant’s id; 400 without a period or with a bad range', async () => {
    const other = await finance('month', range, '0'.repeat(24));
    expect(other.statusCode).toBe(403);
    expect((await finance('week')).statusCode).toBe(400);
    expect((await finance('month', { startDate: '2026-04-01', endDate: '2026-03-01' })).statusCode).toBe(400);
    expect((await finance('month', { startDate: '01/03/2026', endDate: '2026-03-31' })).statusCode).toBe(400);
  });
});
