import { todayInSaoPaulo } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataOf,
  firstError,
  type GqlResponse,
  signedInClient,
  startBff,
  startFixture,
  startStub,
  TestClient,
} from '../../test/helpers';
import { restAs } from '../../test/master';
import { addDays, minDay, monthEnd, monthStart } from '../base/dates';
import { NO_COMPANY_CANCEL, NO_SCHEDULE_AREA } from './messages';

/**
 * Issue 16: the schedule's fields for the three roles, each through its own family (the upstream call's family
 * is asserted), tenancy between companies and between colleagues, the refused cancel, and the call counts of
 * both homes. The BFF talks to a recording proxy in front of a fresh fixture server: every call is forwarded and
 * recorded, and the homes' figures are checked against what the fixture answers over REST.
 */

type Fixture = Awaited<ReturnType<typeof startFixture>>;
let fixture: Fixture;
let proxy: Awaited<ReturnType<typeof startStub>>;
let bff: FastifyInstance;
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  fixture = await startFixture();
  proxy = await startStub((app) => {
    app.all('/*', async (request, reply) => {
      const hasBody = request.body !== undefined && request.method !== 'GET';
      const answer = await fetch(`${fixture.url}${request.url}`, {
        method: request.method,
        headers: {
          ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
          ...(request.headers['x-on-behalf-of'] ? { 'x-on-behalf-of': String(request.headers['x-on-behalf-of']) } : {}),
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        },
        body: hasBody ? JSON.stringify(request.body) : undefined,
      });
      const text = await answer.text();
      return reply
        .code(answer.status)
        .header('content-type', answer.headers.get('content-type') ?? 'application/json')
        .send(text);
    });
  });
  bff = await startBff(proxy.url, { config: { upstreamRetries: 0 } });
  clients.consultant = await signedInClient(bff, 'CONSULTANT');
  clients.company = await signedInClient(bff, 'ENTERPRISE');
  clients.companyConsultant = await signedInClient(bff, 'ENTERPRISE_CONSULTANT');
  const terraForte = new TestClient(bff);
  await terraForte.signIn('terraforte@talhao.dev', 'ENTERPRISE');
  clients.otherCompany = terraForte;
  const lucas = new TestClient(bff);
  await lucas.signIn('consultor.terraforte@talhao.dev', 'ENTERPRISE');
  clients.otherCompanyConsultant = lucas;
});
afterAll(async () => {
  await bff?.close();
  await proxy?.close();
  await fixture?.fixture.close();
});

/** Runs `run` and answers it with the upstream calls it made, as `METHOD /family/path` without the query. */
async function recorded(run: () => Promise<GqlResponse>) {
  proxy.calls.length = 0;
  const result = await run();
  const calls = proxy.calls.map((c) => `${c.method} ${c.url.split('?')[0]}`);
  const bodies = proxy.calls.map((c) => c.body);
  return { result, calls, bodies };
}

const WORK_SCHEDULE = `query { workSchedule { days startTime endTime } }`;
const WORKS = `query($from: Date!, $to: Date!) { works(from: $from, to: $to) { id day status cancellable } }`;
const COMPANY_WORKS = `query($from: Date!, $to: Date!, $viewAs: ID) { companyWorks(from: $from, to: $to, viewAs: $viewAs) {
  id day startWork status cancellable title consultant { id name } } }`;
const ACTIVITIES = `query($providedConsultancyId: ID) { activities(providedConsultancyId: $providedConsultancyId) {
  total items { id status cancellable } } }`;
const UPDATE_SCHEDULE = `mutation($input: WorkScheduleInput!) { updateWorkSchedule(input: $input) { message workSchedule { days } } }`;
const CANCEL = `mutation($id: ID!) { cancelActivity(id: $id) { message } }`;
const SCHEDULE = `mutation($input: ActivityInput!) { scheduleActivity(input: $input) { message } }`;
const CONSULTANT_HOME = `query { consultantDashboard { month revenue jobs providedConsultancies trainings agenda { id day status } } }`;
const COMPANY_HOME = `query($viewAs: ID) { companyDashboard(viewAs: $viewAs) { month revenue jobs activeConsultancies trainings
  pendingRequests agenda { id day startWork status consultant { id name } }
  consultants { consultant { id name } done planned revenue } } }`;

const today = () => todayInSaoPaulo(new Date());
const month = () => ({ from: monthStart(today()), to: monthEnd(today()) });

interface RestWork {
  _id: string;
  day: string;
  startWork: string;
  status: string;
  priceCalculated?: number | null;
  consultancyProvided: string;
  consultant: { _id: string; name: string };
}

/** The `total` of an enterprise provided-consultancy list as `email` reads it over REST. */
const providedTotal = async (
  role: 'ENTERPRISE' | 'ENTERPRISE_CONSULTANT',
  email: string,
  path: string,
  body: unknown,
) => {
  const rest = await restAs(fixture.url, role, email);
  const answer = await rest.post(`/enterpriseConsultancyProvidedApi${path}`, body);
  return (answer.body as { total: number }).total;
};
const ACTIVE_FILTER = { status: ['PLANNED', 'IN-PROGRESS'] };

const companyCalendar = async (email: string, from: string, to: string) => {
  const rest = await restAs(fixture.url, 'ENTERPRISE', email);
  const answer = await rest.post('/enterpriseScheduleApi/company-schedule-work', { startDate: from, endDate: to });
  return (answer.body as { items: RestWork[] }).items;
};

describe('work schedule and own works: each role through its family', () => {
  it('workSchedule and works: consultantScheduleApi for a consultant, enterpriseScheduleApi for a company consultant', async () => {
    for (const [client, family] of [
      [clients.consultant!, 'consultantScheduleApi'],
      [clients.companyConsultant!, 'enterpriseScheduleApi'],
    ] as const) {
      const setup = await recorded(() => client.gql(WORK_SCHEDULE));
      expect(setup.result.body.errors).toBeUndefined();
      expect(setup.calls).toEqual([`GET /${family}/setup`]);
      const works = await recorded(() => client.gql(WORKS, month()));
      expect(works.result.body.errors).toBeUndefined();
      expect(works.calls).toEqual([`POST /${family}/schedule-work`]);
      expect(dataOf<unknown[]>(works.result, 'works').length).toBeGreaterThan(0);
    }
  });

  it('the company has no work schedule nor works of its own: FORBIDDEN, nothing sent', async () => {
    for (const query of [WORK_SCHEDULE, WORKS]) {
      const { result, calls } = await recorded(() => clients.company!.gql(query, month()));
      expect(firstError(result).extensions?.code).toBe('FORBIDDEN');
      expect(calls).toEqual([]);
    }
  });

  it('updateWorkSchedule: the company consultant writes through enterpriseScheduleApi', async () => {
    const input = {
      days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      startTime: '07:00',
      endTime: '18:00',
    };
    const { result, calls, bodies } = await recorded(() => clients.companyConsultant!.gql(UPDATE_SCHEDULE, { input }));
    expect(result.body.errors).toBeUndefined();
    expect(calls).toEqual(['PUT /enterpriseScheduleApi']);
    expect(bodies[0]).toEqual({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      startTime: '07:00',
      endTime: '18:00',
    });
  });

  it('scheduleActivity: a company consultant’s invalid form is refused before any call; the company may not', async () => {
    const input = {
      farmerId: 'f',
      providedConsultancyId: 'p',
      title: 'Visita',
      format: 'ONLINE',
      sectorIds: [],
      day: addDays(today(), 3),
      startWork: '10:00',
      endWork: '09:00',
    };
    const invalid = await recorded(() => clients.companyConsultant!.gql(SCHEDULE, { input }));
    expect(firstError(invalid.result).extensions?.code).toBe('BAD_USER_INPUT');
    expect(invalid.calls).toEqual([]);
    const company = await recorded(() => clients.company!.gql(SCHEDULE, { input }));
    expect(firstError(company.result).extensions?.code).toBe('FORBIDDEN');
    expect(company.calls).toEqual([]);
  });
});

describe('activities of a provided consultancy', () => {
  it('consultantWorkScheduleApi for a consultant; enterpriseWorkScheduleApi for the company and its consultant', async () => {
    for (const [client, family] of [
      [clients.consultant!, 'consultantWorkScheduleApi'],
      [clients.company!, 'enterpriseWorkScheduleApi'],
      [clients.companyConsultant!, 'enterpriseWorkScheduleApi'],
    ] as const) {
      const { result, calls } = await recorded(() => client.gql(ACTIVITIES));
      expect(result.body.errors).toBeUndefined();
      expect(calls).toEqual([`POST /${family}/filter`]);
      const list = dataOf<{ total: number; items: Array<{ cancellable: boolean }> }>(result, 'activities');
      expect(list.total).toBeGreaterThan(0);
      // Only the independent consultant may cancel (spec 001 §4, §6).
      if (family !== 'consultantWorkScheduleApi') expect(list.items.every((w) => !w.cancellable)).toBe(true);
    }
  });

  it("tenancy: another company and a colleague read none of a consultancy's works", async () => {
    const works = await companyCalendar('agrovale@talhao.dev', month().from, month().to);
    const ownerOf = new Map(works.map((w) => [w.consultancyProvided, w.consultant.name]));
    const colleagues = works.find((w) => w.consultant.name !== 'Mariana Figueiredo')!;
    const owned = dataOf<{ total: number }>(
      await clients.company!.gql(ACTIVITIES, { providedConsultancyId: colleagues.consultancyProvided }),
      'activities',
    );
    expect(owned.total).toBeGreaterThan(0);
    expect(ownerOf.get(colleagues.consultancyProvided)).not.toBe('Mariana Figueiredo');
    for (const client of [clients.otherCompany!, clients.otherCompanyConsultant!, clients.companyConsultant!]) {
      const seen = dataOf<{ total: number }>(
        await client.gql(ACTIVITIES, { providedConsultancyId: colleagues.consultancyProvided }),
        'activities',
      );
      expect(seen.total).toBe(0);
    }
  });

  it('cancelActivity: FORBIDDEN to the company and its consultants, with no upstream call', async () => {
    const works = await companyCalendar('agrovale@talhao.dev', today(), addDays(today(), 30));
    const planned = works.find((w) => w.status === 'PLANNED')!;
    for (const client of [clients.company!, clients.companyConsultant!]) {
      const { result, calls } = await recorded(() => client.gql(CANCEL, { id: planned._id }));
      expect(firstError(result)).toMatchObject({ message: NO_COMPANY_CANCEL, extensions: { code: 'FORBIDDEN' } });
      expect(calls).toEqual([]);
    }
  });
});

describe('companyWorks (the company calendar)', () => {
  it("one company-schedule-work call: every consultant's works of the company, named, never cancellable", async () => {
    const { result, calls } = await recorded(() => clients.company!.gql(COMPANY_WORKS, month()));
    expect(result.body.errors).toBeUndefined();
    expect(calls).toEqual(['POST /enterpriseScheduleApi/company-schedule-work']);
    const works = dataOf<Array<{ id: string; cancellable: boolean; consultant: { id: string; name: string } }>>(
      result,
      'companyWorks',
    );
    const expected = await companyCalendar('agrovale@talhao.dev', month().from, month().to);
    expect(works.map((w) => w.id)).toEqual(expected.map((w) => w._id));
    expect(new Set(works.map((w) => w.consultant.id)).size).toBe(3);
    expect(works.every((w) => !w.cancellable && w.consultant.name.length > 0)).toBe(true);
  });

  it('tenancy: the other company reads only its own; consultants and the independent consultant are refused', async () => {
    const mine = dataOf<Array<{ id: string }>>(await clients.company!.gql(COMPANY_WORKS, month()), 'companyWorks');
    const theirs = dataOf<Array<{ id: string }>>(
      await clients.otherCompany!.gql(COMPANY_WORKS, month()),
      'companyWorks',
    );
    expect(theirs.length).toBeGreaterThan(0);
    const ids = new Set(mine.map((w) => w.id));
    expect(theirs.some((w) => ids.has(w.id))).toBe(false);
    for (const client of [clients.companyConsultant!, clients.consultant!]) {
      const { result, calls } = await recorded(() => client.gql(COMPANY_WORKS, month()));
      expect(firstError(result).extensions?.code).toBe('FORBIDDEN');
      expect(calls).toEqual([]);
    }
  });

  it('refuses a range over 400 days before any call', async () => {
    const { result, calls } = await recorded(() =>
      clients.company!.gql(COMPANY_WORKS, { from: '2026-01-01', to: '2027-03-01' }),
    );
    expect(firstError(result).extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls).toEqual([]);
  });
});

describe('the homes', () => {
  it("the company consultant's home: three calls, each through an enterprise family", async () => {
    const { result, calls, bodies } = await recorded(() => clients.companyConsultant!.gql(CONSULTANT_HOME));
    expect(result.body.errors).toBeUndefined();
    expect([...calls].sort()).toEqual(
      [
        'POST /enterpriseConsultancyProvidedApi/filter',
        'POST /enterpriseConsultantTrainingApi/filter',
        'POST /enterpriseScheduleApi/schedule-work',
      ].sort(),
    );
    expect(bodies[calls.indexOf('POST /enterpriseConsultancyProvidedApi/filter')]).toEqual({
      status: ['PLANNED', 'IN-PROGRESS'],
    });
    const home = dataOf<{ providedConsultancies: number; agenda: Array<{ status: string }>; jobs: number }>(
      result,
      'consultantDashboard',
    );
    const active = await providedTotal(
      'ENTERPRISE_CONSULTANT',
      'consultor.agrovale@talhao.dev',
      '/filter',
      ACTIVE_FILTER,
    );
    expect(active).toBeGreaterThan(0);
    expect(home.providedConsultancies).toBe(active);
    expect(home.agenda.length).toBeGreaterThan(0);
    expect(home.agenda.length).toBeLessThanOrEqual(4);
    for (const work of home.agenda) expect(['REJECTED', 'CANCELED']).not.toContain(work.status);
  });

  it("the company's home: five calls made together, its figures from its consultants' works", async () => {
    const { result, calls } = await recorded(() => clients.company!.gql(COMPANY_HOME));
    expect(result.body.errors).toBeUndefined();
    expect([...calls].sort()).toEqual(
      [
        'POST /enterpriseCompanyTrainingApi/filter',
        'POST /enterpriseConsultancyProvidedApi/filter',
        'POST /enterpriseConsultancyProvidedApi/requests',
        'POST /enterpriseConsultantProfileApi/filter',
        'POST /enterpriseScheduleApi/company-schedule-work',
      ].sort(),
    );
    const home = dataOf<{
      month: string;
      jobs: number;
      activeConsultancies: number;
      pendingRequests: number;
      agenda: Array<{ id: string; day: string; status: string; consultant: { name: string } }>;
      consultants: Array<{ consultant: { id: string; name: string }; done: number; planned: number; revenue: number }>;
    }>(result, 'companyDashboard');
    const now = today();
    const first = monthStart(now);
    const last = monthEnd(now);
    const works = await companyCalendar('agrovale@talhao.dev', minDay(first, now), addDays(now, 60));
    const inMonth = works.filter((w) => w.day >= first && w.day <= last);
    expect(home.month).toBe(first.slice(0, 7));
    expect(home.jobs).toBe(inMonth.filter((w) => w.status === 'COMPLETED').length);
    expect(home.jobs).toBeGreaterThan(0);
    const company = 'agrovale@talhao.dev';
    expect(home.activeConsultancies).toBe(await providedTotal('ENTERPRISE', company, '/filter', ACTIVE_FILTER));
    expect(home.pendingRequests).toBe(await providedTotal('ENTERPRISE', company, '/requests', {}));
    expect(home.pendingRequests).toBeGreaterThan(0);
    const agenda = works
      .filter((w) => w.day >= now && w.day <= addDays(now, 60) && !['REJECTED', 'CANCELED'].includes(w.status))
      .slice(0, 6)
      .map((w) => w._id);
    expect(home.agenda.map((w) => w.id)).toEqual(agenda);
    expect(home.agenda.every((w) => w.consultant.name.length > 0)).toBe(true);
    expect(home.consultants).toHaveLength(3);
    for (const row of home.consultants) {
      const own = inMonth.filter((w) => w.consultant._id === row.consultant.id);
      const done = own.filter((w) => w.status === 'COMPLETED');
      expect(row.done).toBe(done.length);
      expect(row.planned).toBe(own.filter((w) => ['PLANNED', 'REQUESTED', 'IN-PROGRESS'].includes(w.status)).length);
      expect(Math.round(row.revenue * 100)).toBe(
        done.reduce((sum, w) => sum + Math.round((w.priceCalculated ?? 0) * 100), 0),
      );
    }
  });

  it('is refused to a company consultant and to a master without viewAs; a master reads it with viewAs', async () => {
    for (const client of [clients.companyConsultant!, clients.consultant!]) {
      const { result, calls } = await recorded(() => client.gql(COMPANY_HOME));
      expect(firstError(result).extensions?.code).toBe('FORBIDDEN');
      expect(calls).toEqual([]);
    }
    const master = await signedInClient(bff, 'MASTER');
    expect(firstError(await master.gql(COMPANY_HOME))).toMatchObject({
      message: NO_SCHEDULE_AREA,
      extensions: { code: 'FORBIDDEN' },
    });
    const companyId = dataOf<{ profile: { id: string } }>(
      await clients.company!.gql('query { viewer { profile { id } } }'),
      'viewer',
    ).profile.id;
    const viewed = await master.gql(COMPANY_HOME, { viewAs: companyId });
    expect(viewed.body.errors, viewed.raw).toBeUndefined();
    expect(dataOf<{ consultants: unknown[] }>(viewed, 'companyDashboard').consultants).toHaveLength(3);
  });
});
