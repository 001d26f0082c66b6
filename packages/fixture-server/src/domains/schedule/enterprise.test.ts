import { ACTIVITY_MESSAGES } from '@talhao/schema';
import {
  upstreamCompanyScheduleWorkSchema,
  upstreamScheduleWorkSchema,
  upstreamWorkSchema,
  workPageSchema,
} from '@talhao/schema/upstream/schedule';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS, type UserRecord } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { SCHEDULE_HTTP_MESSAGES } from './rules';
import { WORKS } from './schedule';

/**
 * enterpriseScheduleApi and enterpriseWorkScheduleApi (issue 16): a company consultant's own schedule and works,
 * the company's calendar of every consultant, tenancy between companies and between colleagues, no cancel.
 */
let server: FixtureServer;
let seeded: Store;
let agrovale: UserRecord;
let mariana: UserRecord;
/** An IN-PROGRESS consultancy of the Agrovale demo consultant whose property has sectors. */
let active: ProvidedConsultancyRecord;
let sectorIds: string[];
/** Whose consultancy `active` is. */
let worker: UserRecord;

beforeAll(async () => {
  seeded = new Store();
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  const users = seeded.collection(USERS);
  agrovale = users.find((u) => u.email === DEMO.agrovale.email)!;
  mariana = users.find((u) => u.email === DEMO.agrovaleConsultant.email)!;
  const sectors = seeded.collection(SECTORS).all();
  // The first Agrovale consultant with a running consultancy whose property has sectors (the demo one if so).
  active = seeded
    .collection(PROVIDED_CONSULTANCIES)
    .filter((p) => p.company === agrovale._id)
    .sort((a, b) => Number(b.consultant === mariana._id) - Number(a.consultant === mariana._id))
    .find((p) => p.status === 'IN-PROGRESS' && p.property !== null && sectors.some((s) => s.property === p.property))!;
  sectorIds = sectors.filter((s) => s.property === active.property).map((s) => s._id);
  worker = users.get(active.consultant)!;
});

const tokens: Record<string, string> = {};
beforeEach(async () => {
  server = await startFixture();
  tokens.agrovale = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
  tokens.terraForte = await signIn(server, DEMO.terraForte.email, 'ENTERPRISE');
  tokens.mariana = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
  tokens.worker = await signIn(server, worker.email!, 'ENTERPRISE_CONSULTANT');
  tokens.lucas = await signIn(server, DEMO.terraForteConsultant.email, 'ENTERPRISE_CONSULTANT');
  tokens.premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
});
afterEach(() => server.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, auth: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: bearer(auth) });

const NOVEMBER = { startDate: '2026-11-01', endDate: '2026-11-30' };
const companyOf = (work: { consultancyProvided: string }) =>
  seeded.collection(PROVIDED_CONSULTANCIES).get(work.consultancyProvided)?.company;

describe('enterpriseScheduleApi', () => {
  it("serves the company consultant's own work schedule and works of a range", async () => {
    const setup = await call('GET', '/enterpriseScheduleApi/setup', tokens.mariana!);
    expect(setup.statusCode).toBe(200);
    const works = await call('POST', '/enterpriseScheduleApi/schedule-work', tokens.mariana!, NOVEMBER);
    expect(works.statusCode).toBe(200);
    const items = upstreamScheduleWorkSchema.parse(works.json()).items;
    expect(items.length).toBeGreaterThan(0);
    const own = seeded
      .collection(WORKS)
      .filter((w) => w.consultant === mariana._id && w.day >= NOVEMBER.startDate && w.day <= NOVEMBER.endDate);
    expect(items.map((w) => w._id).sort()).toEqual(own.map((w) => w._id).sort());
  });

  it('replaces the setup with PUT and refuses a second POST', async () => {
    const body = { dayOfWeek: ['Monday', 'Friday'], startTime: '08:00', endTime: '12:00' };
    const put = await call('PUT', '/enterpriseScheduleApi', tokens.mariana!, body);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(body);
    expect((await call('POST', '/enterpriseScheduleApi', tokens.mariana!, body)).statusCode).toBe(409);
  });

  it("is not the company's own (403) nor the independent consultant's (403)", async () => {
    expect((await call('GET', '/enterpriseScheduleApi/setup', tokens.agrovale!)).statusCode).toBe(403);
    expect((await call('POST', '/enterpriseScheduleApi/schedule-work', tokens.agrovale!, NOVEMBER)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/enterpriseScheduleApi/setup', tokens.premium!)).statusCode).toBe(403);
    expect((await call('GET', '/consultantScheduleApi/setup', tokens.mariana!)).statusCode).toBe(403);
  });

  it("company-schedule-work: every work of the company's consultants, with who does it, and no other company's", async () => {
    const answer = await call('POST', '/enterpriseScheduleApi/company-schedule-work', tokens.agrovale!, NOVEMBER);
    expect(answer.statusCode).toBe(200);
    const items = upstreamCompanyScheduleWorkSchema.parse(answer.json()).items;
    const expected = seeded
      .collection(WORKS)
      .filter((w) => companyOf(w) === agrovale._id && w.day >= NOVEMBER.startDate && w.day <= NOVEMBER.endDate);
    expect(items.map((w) => w._id).sort()).toEqual(expected.map((w) => w._id).sort());
    // Three consultants, each named, each with works in the month.
    expect(new Set(items.map((w) => w.consultant._id)).size).toBe(3);
    const users = seeded.collection(USERS);
    for (const work of items) expect(work.consultant.name).toBe(users.get(work.consultant._id)?.name);
    expect(items.some((w) => w.consultant._id === mariana._id)).toBe(true);
    // By day, then start.
    const keys = items.map((w) => `${w.day} ${w.startWork}`);
    expect(keys).toEqual([...keys].sort());

    const other = await call('POST', '/enterpriseScheduleApi/company-schedule-work', tokens.terraForte!, NOVEMBER);
    const otherIds = new Set(upstreamCompanyScheduleWorkSchema.parse(other.json()).items.map((w) => w._id));
    expect(items.some((w) => otherIds.has(w._id))).toBe(false);
    expect(otherIds.size).toBeGreaterThan(0);
  });

  it('company-schedule-work: only for the company, at most 400 days, in order', async () => {
    expect(
      (await call('POST', '/enterpriseScheduleApi/company-schedule-work', tokens.mariana!, NOVEMBER)).statusCode,
    ).toBe(403);
    const long = await call('POST', '/enterpriseScheduleApi/company-schedule-work', tokens.agrovale!, {
      startDate: '2026-01-01',
      endDate: '2027-03-01',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SCHEDULE_HTTP_MESSAGES.rangeTooLong);
    const reversed = await call('POST', '/enterpriseScheduleApi/company-schedule-work', tokens.agrovale!, {
      startDate: '2026-11-30',
      endDate: '2026-11-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(SCHEDULE_HTTP_MESSAGES.rangeOrder);
  });
});

describe('enterpriseWorkScheduleApi', () => {
  const workBody = () => ({
    consultancyProvided: active._id,
    user: active.user,
    title: 'Visita técnica',
    format: 'IN-PERSON',
    sectors: [sectorIds[0]],
    day: '2026-11-24',
    startWork: '09:00',
    endWork: '10:00',
  });
  const weekdays = {
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    startTime: '08:00',
    endTime: '17:00',
  };

  it("schedules a work of the company consultant's own consultancy, inside their work schedule", async () => {
    await call('PUT', '/enterpriseScheduleApi', tokens.worker!, weekdays);
    const created = await call('POST', '/enterpriseWorkScheduleApi', tokens.worker!, workBody());
    expect(created.statusCode).toBe(201);
    const work = upstreamWorkSchema.parse(created.json());
    expect(work).toMatchObject({ status: 'PLANNED', consultancyProvided: active._id, day: '2026-11-24' });
    // Outside the schedule's hours: the same rule as the consultant's.
    const late = await call('POST', '/enterpriseWorkScheduleApi', tokens.worker!, {
      ...workBody(),
      startWork: '16:30',
      endWork: '18:00',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(ACTIVITY_MESSAGES.outsideSchedule);
  });

  it("refuses a colleague's, another company's and the company's own scheduling", async () => {
    const colleague = seeded
      .collection(USERS)
      .find((u) => u.role === 'ENTERPRISE_CONSULTANT' && u.companyId === agrovale._id && u._id !== worker._id)!;
    const theirs = seeded
      .collection(PROVIDED_CONSULTANCIES)
      .find((p) => p.consultant === colleague._id && p.status !== 'REQUESTED')!;
    await call('PUT', '/enterpriseScheduleApi', tokens.worker!, weekdays);
    const onColleague = await call('POST', '/enterpriseWorkScheduleApi', tokens.worker!, {
      ...workBody(),
      consultancyProvided: theirs._id,
      user: theirs.user,
    });
    expect(onColleague.statusCode).toBe(404);
    expect((await call('POST', '/enterpriseWorkScheduleApi', tokens.lucas!, workBody())).statusCode).toBe(404);
    expect((await call('POST', '/enterpriseWorkScheduleApi', tokens.agrovale!, workBody())).statusCode).toBe(403);
  });

  it('filter: the company reads its consultants’ works, a consultant only their own, nobody another company’s', async () => {
    const ofConsultancy = { consultancyProvided: active._id };
    const byCompany = workPageSchema.parse(
      (await call('POST', '/enterpriseWorkScheduleApi/filter?pageNumber=1', tokens.agrovale!, ofConsultancy)).json(),
    );
    const expected = seeded.collection(WORKS).filter((w) => w.consultancyProvided === active._id);
    expect(byCompany.total).toBe(expected.length);
    expect(byCompany.total).toBeGreaterThan(0);
    const byOwner = workPageSchema.parse(
      (await call('POST', '/enterpriseWorkScheduleApi/filter?pageNumber=1', tokens.worker!, ofConsultancy)).json(),
    );
    expect(byOwner.total).toBe(expected.length);
    const colleague = worker._id === mariana._id ? tokens.lucas! : tokens.mariana!;
    for (const token of [tokens.terraForte!, tokens.lucas!, colleague]) {
      const other = workPageSchema.parse(
        (await call('POST', '/enterpriseWorkScheduleApi/filter?pageNumber=1', token, ofConsultancy)).json(),
      );
      expect(other.total).toBe(0);
    }
    // Everything the company sees is its own; a consultant sees only their own.
    const all = workPageSchema.parse(
      (await call('POST', '/enterpriseWorkScheduleApi/filter?pageNumber=1', tokens.agrovale!, {})).json(),
    );
    const companyTotal = seeded.collection(WORKS).filter((w) => companyOf(w) === agrovale._id).length;
    expect(all.total).toBe(companyTotal);
    const mine = workPageSchema.parse(
      (await call('POST', '/enterpriseWorkScheduleApi/filter?pageNumber=1', tokens.mariana!, {})).json(),
    );
    expect(mine.total).toBe(seeded.collection(WORKS).filter((w) => w.consultant === mariana._id).length);
    expect(mine.total).toBeLessThan(all.total);
  });

  it('cancel: 403 to the company consultant and the company, 404 to another company; nothing changes', async () => {
    const planned = seeded.collection(WORKS).find((w) => w.consultant === mariana._id && w.status === 'PLANNED')!;
    const cancel = { status: 'CANCELED' };
    for (const token of [tokens.mariana!, tokens.agrovale!]) {
      const answer = await call('PUT', `/enterpriseWorkScheduleApi/${planned._id}`, token, cancel);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(SCHEDULE_HTTP_MESSAGES.enterpriseCancel);
    }
    expect(
      (await call('PUT', `/enterpriseWorkScheduleApi/${planned._id}`, tokens.terraForte!, cancel)).statusCode,
    ).toBe(404);
    const after = workPageSchema.parse(
      (
        await call('POST', '/enterpriseWorkScheduleApi/filter?pageNumber=1', tokens.mariana!, { _id: planned._id })
      ).json(),
    );
    expect(after.items[0]?.status).toBe('PLANNED');
  });
});
