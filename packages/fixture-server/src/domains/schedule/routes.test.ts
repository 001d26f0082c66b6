import { ACTIVITY_MESSAGES, SCHEDULE_MESSAGES } from '@talhao/schema';
import {
  upstreamScheduleSetupSchema,
  upstreamScheduleWorkSchema,
  upstreamWorkSchema,
} from '@talhao/schema/upstream/schedule';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import { OFFERS } from '../offers/offers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { SCHEDULE_HTTP_MESSAGES } from './rules';
import { WORKS } from './schedule';

let server: FixtureServer;
/** The same data set the server seeds, read directly. */
let seeded: Store;
let premiumId: string;
/** An IN-PROGRESS consultancy of the premium demo consultant, with a property that has sectors. */
let active: ProvidedConsultancyRecord;
let sectorIds: string[];
beforeAll(async () => {
  seeded = new Store();
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  premiumId = seeded.collection(USERS).find((u) => u.email === DEMO.premium.email)!._id;
  const sectors = seeded.collection(SECTORS).all();
  active = seeded
    .collection(PROVIDED_CONSULTANCIES)
    .find(
      (p) =>
        p.consultant === premiumId &&
        p.status === 'IN-PROGRESS' &&
        p.property !== null &&
        sectors.some((s) => s.property === p.property),
    )!;
  sectorIds = sectors.filter((s) => s.property === active.property).map((s) => s._id);
});

let token: string;
beforeEach(async () => {
  server = await startFixture(); // now: 2026-11-21T15:00Z (12:00 in São Paulo)
  token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
});
afterEach(() => server.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, auth = token) =>
  server.app.inject({ method, url, payload, headers: bearer(auth) });

const weekdays = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  startTime: '08:00',
  endTime: '17:00',
};
/** Sets the caller's schedule to weekdays 08:00–17:00 (the seeded one is random). */
const useWeekdays = async () => expect((await call('PUT', '/consultantScheduleApi', weekdays)).statusCode).toBe(200);

/** A valid work for `active`, on a Wednesday after its start. */
const workBody = () => ({
  consultancyProvided: active._id,
  user: active.user,
  title: 'Visita técnica de rotina',
  format: 'IN-PERSON',
  sectors: sectorIds.slice(0, 1),
  day: '2026-12-02',
  startWork: '09:00',
  endWork: '11:00',
});

describe('consultantScheduleApi setup', () => {
  it('the trial demo consultant has none: GET 404, PUT 404, POST 201 then 409, GET returns it', async () => {
    const trial = await signIn(server, DEMO.trial.email, 'CONSULTANT');
    const missing = await call('GET', '/consultantScheduleApi/setup', undefined, trial);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SCHEDULE_HTTP_MESSAGES.setupNotFound);
    expect((await call('PUT', '/consultantScheduleApi', weekdays, trial)).statusCode).toBe(404);

    const created = await call(
      'POST',
      '/consultantScheduleApi',
      { ...weekdays, dayOfWeek: ['Saturday', 'Monday', 'Monday'] },
      trial,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ dayOfWeek: ['Monday', 'Saturday'], startTime: '08:00', endTime: '17:00' });
    expect((await call('POST', '/consultantScheduleApi', weekdays, trial)).statusCode).toBe(409);
    const read = await call('GET', '/consultantScheduleApi/setup', undefined, trial);
    expect(upstreamScheduleSetupSchema.strict().parse(read.json()).dayOfWeek).toEqual(['Monday', 'Saturday']);
  });

  it('PUT 200 replaces the seeded setup', async () => {
    const seededSetup = (await call('GET', '/consultantScheduleApi/setup')).json();
    expect(seededSetup.dayOfWeek.length).toBeGreaterThanOrEqual(5);
    const updated = await call('PUT', '/consultantScheduleApi', { ...weekdays, endTime: '18:30' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...weekdays, endTime: '18:30' });
    expect((await call('GET', '/consultantScheduleApi/setup')).json().endTime).toBe('18:30');
  });

  it('400 with the work-schedule form texts', async () => {
    const message = async (body: object) => {
      const response = await call('PUT', '/consultantScheduleApi', body);
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    expect(await message({ ...weekdays, dayOfWeek: [] })).toBe(SCHEDULE_MESSAGES.days);
    expect(await message({ ...weekdays, startTime: '' })).toBe(SCHEDULE_MESSAGES.startRequired);
    expect(await message({ ...weekdays, endTime: '25:00' })).toBe(SCHEDULE_MESSAGES.invalidTime);
    expect(await message({ ...weekdays, endTime: '08:00' })).toBe(SCHEDULE_MESSAGES.endAfterStart);
    expect(await message({ ...weekdays, dayOfWeek: ['Segunda'] })).toBe(SCHEDULE_HTTP_MESSAGES.unknownDay);
  });
});

describe('consultantWorkScheduleApi create', () => {
  it('201 PLANNED work, priceCalculated null, listed by schedule-work', async () => {
    await useWeekdays();
    const created = await call('POST', '/consultantWorkScheduleApi', { ...workBody(), price: 350 });
    expect(created.statusCode, created.body).toBe(201);
    const work = upstreamWorkSchema.strict().parse(created.json());
    expect(work).toMatchObject({
      status: 'PLANNED',
      priceCalculated: null,
      price: 350,
      format: 'IN-PERSON',
      user: active.user,
      consultancyProvided: active._id,
      sectors: sectorIds.slice(0, 1),
      day: '2026-12-02',
    });
    const calendar = await call('POST', '/consultantScheduleApi/schedule-work', {
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    expect(calendar.json().items.map((w: { _id: string }) => w._id)).toContain(work._id);
  });

  it('400 with each rule’s exact text', async () => {
    await useWeekdays();
    const message = async (patch: object) => {
      const response = await call('POST', '/consultantWorkScheduleApi', { ...workBody(), ...patch });
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    expect(await message({ startWork: '07:30' })).toBe('Horário inserido fora do período de trabalho');
    expect(await message({ endWork: '17:30' })).toBe(ACTIVITY_MESSAGES.outsideSchedule);
    expect(await message({ day: '2020-01-06' })).toBe('A data deve estar dentro do período de consultoria prestada');
    expect(await message({ endWork: '09:00' })).toBe('O horário de término deve ser maior que o de início');
    expect(await message({ startWork: '9h' })).toBe(ACTIVITY_MESSAGES.invalidTime);
    expect(await message({ sectors: [] })).toBe(ACTIVITY_MESSAGES.atLeastOneSector);
    expect(await message({ format: 'HYBRID' })).toBe(ACTIVITY_MESSAGES.format);
    expect(await message({ consultancyProvided: '' })).toBe(ACTIVITY_MESSAGES.providedConsultancy);
    expect(await message({ user: premiumId })).toBe(SCHEDULE_HTTP_MESSAGES.farmerMismatch);
    const foreignSector = seeded.collection(SECTORS).find((s) => s.property !== active.property)!;
    expect(await message({ sectors: [foreignSector._id] })).toBe(SCHEDULE_HTTP_MESSAGES.sectorsMismatch);
  });

  it('400 for a canceled consultancy, 404 for another consultant’s', async () => {
    await useWeekdays();
    const provided = seeded.collection(PROVIDED_CONSULTANCIES).all();
    const canceled = provided.find((p) => p.consultant === premiumId && p.status === 'CANCELED')!;
    const response = await call('POST', '/consultantWorkScheduleApi', {
      ...workBody(),
      consultancyProvided: canceled._id,
      user: canceled.user,
      day: canceled.startDate > '2026-12-02' ? canceled.startDate : '2026-12-02',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SCHEDULE_HTTP_MESSAGES.providedClosed);
    const foreign = provided.find((p) => p.consultant !== premiumId)!;
    const other = await call('POST', '/consultantWorkScheduleApi', { ...workBody(), consultancyProvided: foreign._id });
    expect(other.statusCode).toBe(404);
  });

  it('400 “no work schedule” for a consultant without one', async () => {
    const trial = await signIn(server, DEMO.trial.email, 'CONSULTANT');
    const response = await call('POST', '/consultantWorkScheduleApi', workBody(), trial);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: ACTIVITY_MESSAGES.noSchedule });
  });
});

describe('consultantWorkScheduleApi filter', () => {
  const own = () => seeded.collection(WORKS).filter((w) => w.consultant === premiumId);

  it('the caller’s works, latest day first, paged by 10', async () => {
    const response = await call('POST', '/consultantWorkScheduleApi/filter?pageNumber=1', {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(own().length);
    expect(body.items).toHaveLength(10);
    const keys = body.items.map((w: { day: string; startWork: string }) => `${w.day} ${w.startWork}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    expect(keys[0]).toBe(
      own()
        .map((w) => `${w.day} ${w.startWork}`)
        .sort()
        .reverse()[0],
    );
  });

  it('narrows by provided consultancy and status', async () => {
    const body = (
      await call('POST', '/consultantWorkScheduleApi/filter', { consultancyProvided: active._id, status: ['PLANNED'] })
    ).json();
    const expected = own().filter((w) => w.consultancyProvided === active._id && w.status === 'PLANNED');
    expect(body.total).toBe(expected.length);
    expect(body.items.every((w: { status: string }) => w.status === 'PLANNED')).toBe(true);
    expect((await call('POST', '/consultantWorkScheduleApi/filter', { status: ['DONE'] })).statusCode).toBe(400);
  });

  it('product matches the title or the offer’s name, accent-insensitively', async () => {
    const byTitle = (await call('POST', '/consultantWorkScheduleApi/filter?product=VISITA%20TECNICA', {})).json();
    expect(byTitle.total).toBe(own().filter((w) => w.title.startsWith('Visita técnica')).length);
    expect(byTitle.total).toBeGreaterThan(0);

    const offerName = seeded.collection(OFFERS).get(active.consultancy)!.name;
    const needle = offerName
      .split(' ')[0]!
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    const byOffer = (
      await call('POST', `/consultantWorkScheduleApi/filter?product=${encodeURIComponent(needle)}`, {
        consultancyProvided: active._id,
      })
    ).json();
    expect(byOffer.total).toBe(own().filter((w) => w.consultancyProvided === active._id).length);
    const none = (await call('POST', '/consultantWorkScheduleApi/filter?product=zzz-nada', {})).json();
    expect(none.total).toBe(0);
  });
});

describe('consultantWorkScheduleApi cancel', () => {
  it('200 for a PLANNED work, 409 for a COMPLETED one, 400 for another status, 404 for another’s', async () => {
    const works = seeded.collection(WORKS).all();
    const planned = works.find((w) => w.consultant === premiumId && w.status === 'PLANNED')!;
    const ok = await call('PUT', `/consultantWorkScheduleApi/${planned._id}`, { status: 'CANCELED' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ _id: planned._id, status: 'CANCELED', updatedAt: FIXED_NOW.toISOString() });

    const completed = works.find((w) => w.consultant === premiumId && w.status === 'COMPLETED')!;
    const refused = await call('PUT', `/consultantWorkScheduleApi/${completed._id}`, { status: 'CANCELED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACTIVITY_MESSAGES.notCancellable);

    const requested = works.find((w) => w.consultant === premiumId && w.status === 'REQUESTED')!;
    expect((await call('PUT', `/consultantWorkScheduleApi/${requested._id}`, { status: 'COMPLETED' })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', `/consultantWorkScheduleApi/${requested._id}`, { status: 'CANCELED' })).statusCode).toBe(
      200,
    );
    const foreign = works.find((w) => w.consultant !== premiumId)!;
    expect((await call('PUT', `/consultantWorkScheduleApi/${foreign._id}`, { status: 'CANCELED' })).statusCode).toBe(
      404,
    );
  });
});

describe('consultantScheduleApi/schedule-work', () => {
  it('every status of the range, by day and start; 400 beyond 400 days or reversed', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-12-31' };
    const response = await call('POST', '/consultantScheduleApi/schedule-work', range);
    expect(response.statusCode).toBe(200);
    const { items } = upstreamScheduleWorkSchema.parse(response.json());
    const expected = seeded
      .collection(WORKS)
      .filter((w) => w.consultant === premiumId && w.day >= range.startDate && w.day <= range.endDate);
    expect(items).toHaveLength(expected.length);
    const keys = items.map((w) => `${w.day} ${w.startWork}`);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(items.map((w) => w.status))).toEqual(new Set(expected.map((w) => w.status)));

    const long = await call('POST', '/consultantScheduleApi/schedule-work', {
      startDate: '2026-01-01',
      endDate: '2027-02-06',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SCHEDULE_HTTP_MESSAGES.rangeTooLong);
    const limit = await call('POST', '/consultantScheduleApi/schedule-work', {
      startDate: '2026-01-01',
      endDate: '2027-02-05', // startDate + 400 days
    });
    expect(limit.statusCode).toBe(200);
    const reversed = { startDate: '2026-12-01', endDate: '2026-11-01' };
    expect((await call('POST', '/consultantScheduleApi/schedule-work', reversed)).statusCode).toBe(400);
  });
});
