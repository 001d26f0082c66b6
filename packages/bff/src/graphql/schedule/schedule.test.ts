import { ACTIVITY_MESSAGES, SCHEDULE_MESSAGES, todayInSaoPaulo } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { validCpf } from '../../security/sample-inputs';
import { dataOf, firstError, signedInClient, TestClient, useStack } from '../../test/helpers';
import { ADDRESS_INPUT, restAs } from '../../test/master';
import { addDays, maxDay } from '../base/dates';
import { NO_SCHEDULE_AREA, WORKS_RANGE_MESSAGES } from './messages';

const WORK_FIELDS = 'id title day startWork endWork status format price priceCalculated cancellable';
const WORK_SCHEDULE = 'query($viewAs: ID) { workSchedule(viewAs: $viewAs) { days startTime endTime } }';
const CREATE_SCHEDULE = /* GraphQL */ `
  mutation($input: WorkScheduleInput!) {
    createWorkSchedule(input: $input) { workSchedule { days startTime endTime } message }
  }
`;
const UPDATE_SCHEDULE = /* GraphQL */ `
  mutation($input: WorkScheduleInput!) {
    updateWorkSchedule(input: $input) { workSchedule { days startTime endTime } message }
  }
`;
const WORKS = `query($from: Date!, $to: Date!, $viewAs: ID) { works(from: $from, to: $to, viewAs: $viewAs) { ${WORK_FIELDS} } }`;
const ACTIVITIES = /* GraphQL */ `
  query($providedConsultancyId: ID, $search: String, $page: Int, $viewAs: ID) {
    activities(providedConsultancyId: $providedConsultancyId, search: $search, page: $page, viewAs: $viewAs) {
      page hasNextPage total items { ${WORK_FIELDS} }
    }
  }
`;
const SCHEDULE_ACTIVITY = `mutation($input: ActivityInput!) { scheduleActivity(input: $input) { work { ${WORK_FIELDS} } message } }`;
const CANCEL_ACTIVITY = `mutation($id: ID!) { cancelActivity(id: $id) { work { ${WORK_FIELDS} } message } }`;

type Rest = Awaited<ReturnType<typeof restAs>>;
interface RestWork {
  _id: string;
  title: string;
  day: string;
  startWork: string;
  endWork: string;
  status: string;
  priceCalculated?: number | null;
  consultancyProvided: string;
}
interface RestProvided {
  _id: string;
  user: string;
  property: string | null;
  status: string;
  startDate: string;
}
interface Setup {
  dayOfWeek: string[];
  startTime: string;
  endTime: string;
}

let rest: Rest;

const stack = useStack({ signIn: ['CONSULTANT'] });
beforeAll(async () => {
  rest = await restAs(stack.url, 'CONSULTANT');
});

/** A consultant the master registers now: no schedule, no consultancies. */
async function freshConsultant(seed: number): Promise<TestClient> {
  const master = await restAs(stack.url, 'MASTER');
  const email = `agenda.${seed}@talhao.dev`;
  const created = await master.post('/consultantProfileApi', {
    name: 'Renata Agenda',
    cpf: validCpf(seed),
    address: ADDRESS_INPUT,
    email,
    password: 'segredo123',
  });
  expect(created.status).toBe(201);
  const client = new TestClient(stack.bff);
  const signIn = await client.signIn(email, 'CONSULTANT', 'segredo123');
  expect(signIn.body.errors).toBeUndefined();
  return client;
}

const clockMinus = (clock: string, minutes: number) => {
  const total = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** The demo consultant's setup (created when the seed has none) and a consultancy with sectors to schedule on. */
async function schedulingContext() {
  let setup = await rest.get('/consultantScheduleApi/setup');
  if (setup.status === 404) {
    setup = await rest.post('/consultantScheduleApi', {
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      startTime: '08:00',
      endTime: '18:00',
    });
  }
  expect([200, 201]).toContain(setup.status);
  for (let page = 1; page <= 10; page++) {
    const list = await rest.post(`/consultantConsultancyProvidedApi/filter?pageNumber=${page}`, {
      status: ['PLANNED', 'IN-PROGRESS'],
    });
    const items = (list.body as { items: RestProvided[] }).items;
    if (items.length === 0) break;
    for (const provided of items) {
      if (!provided.property) continue;
      const sectors = await rest.post('/farmerSectorApi/filter', { property: provided.property });
      const sectorItems = (sectors.body as { items: Array<{ _id: string }> }).items;
      if (sectors.status === 200 && sectorItems.length > 0) {
        return { setup: setup.body as Setup, provided, sectorIds: [sectorItems[0]?._id ?? ''] };
      }
    }
  }
  throw new Error('the seed has no provided consultancy with sectors for the demo consultant');
}

/** Each scheduled activity gets a day of its own, past the seeded agenda, so none overlaps another. */
let nextFreeDay = 200;

function activityInput(
  context: Awaited<ReturnType<typeof schedulingContext>>,
  overrides: Record<string, unknown> = {},
) {
  const day = maxDay(addDays(todayInSaoPaulo(), nextFreeDay++), context.provided.startDate);
  return {
    farmerId: context.provided.user,
    providedConsultancyId: context.provided._id,
    title: 'Visita de acompanhamento',
    format: 'IN_PERSON',
    sectorIds: context.sectorIds,
    day,
    startWork: context.setup.startTime,
    endWork: context.setup.endTime,
    price: 350,
    ...overrides,
  };
}

describe('work schedule', () => {
  it('is null until created; create and update answer the spec’s messages and list days Sunday..Saturday', async () => {
    const fresh = await freshConsultant(4401);
    stack.fixture.resetCalls();
    expect((await fresh.gql(WORK_SCHEDULE)).body).toEqual({ data: { workSchedule: null } });
    expect(stack.fixture.calls()).toEqual({ 'GET /consultantScheduleApi/setup': 1 });

    const created = await fresh.gql(CREATE_SCHEDULE, {
      input: { days: ['FRIDAY', 'MONDAY'], startTime: '08:00', endTime: '17:00' },
    });
    expect(dataOf(created, 'createWorkSchedule')).toEqual({
      workSchedule: { days: ['MONDAY', 'FRIDAY'], startTime: '08:00', endTime: '17:00' },
      message: SCHEDULE_MESSAGES.createdSuccess,
    });
    const again = await fresh.gql(CREATE_SCHEDULE, {
      input: { days: ['MONDAY'], startTime: '08:00', endTime: '17:00' },
    });
    expect(firstError(again)).toMatchObject({
      message: 'Você já possui um horário de trabalho',
      extensions: { code: 'CONFLICT', status: 409 },
    });

    const updated = await fresh.gql(UPDATE_SCHEDULE, {
      input: { days: ['SATURDAY', 'SUNDAY', 'WEDNESDAY'], startTime: '07:30', endTime: '12:00' },
    });
    expect(dataOf(updated, 'updateWorkSchedule')).toEqual({
      workSchedule: { days: ['SUNDAY', 'WEDNESDAY', 'SATURDAY'], startTime: '07:30', endTime: '12:00' },
      message: SCHEDULE_MESSAGES.updatedSuccess,
    });
    expect(dataOf(await fresh.gql(WORK_SCHEDULE), 'workSchedule')).toEqual({
      days: ['SUNDAY', 'WEDNESDAY', 'SATURDAY'],
      startTime: '07:30',
      endTime: '12:00',
    });
  });

  it('refuses the form’s errors without calling the provider', async () => {
    stack.fixture.resetCalls();
    const noDays = await stack.consultant.gql(CREATE_SCHEDULE, {
      input: { days: [], startTime: '08:00', endTime: '17:00' },
    });
    expect(firstError(noDays)).toMatchObject({
      message: SCHEDULE_MESSAGES.days,
      extensions: { code: 'BAD_USER_INPUT', field: 'days' },
    });
    const reversed = await stack.consultant.gql(UPDATE_SCHEDULE, {
      input: { days: ['MONDAY'], startTime: '17:00', endTime: '08:00' },
    });
    expect(firstError(reversed)).toMatchObject({
      message: SCHEDULE_MESSAGES.endAfterStart,
      extensions: { field: 'endTime' },
    });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('asks for a work schedule before scheduling when none exists', async () => {
    const fresh = await freshConsultant(4402);
    stack.fixture.resetCalls();
    const result = await fresh.gql(SCHEDULE_ACTIVITY, {
      input: {
        farmerId: 'f',
        providedConsultancyId: 'ffffffffffffffffffffffff',
        title: 'Visita',
        format: 'ONLINE',
        sectorIds: ['s'],
        day: todayInSaoPaulo(),
        startWork: '09:00',
        endWork: '10:00',
      },
    });
    expect(firstError(result)).toMatchObject({
      message: ACTIVITY_MESSAGES.noSchedule,
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    expect(stack.fixture.calls()['POST /consultantWorkScheduleApi']).toBeUndefined();
  });

  it('is the viewed consultant’s under a master’s viewAs, and a master has none of its own', async () => {
    const master = await signedInClient(stack.bff, 'MASTER');
    const own = await master.gql(WORK_SCHEDULE);
    expect(firstError(own)).toMatchObject({ message: NO_SCHEDULE_AREA, extensions: { code: 'FORBIDDEN' } });
    const consultantId = dataOf<{ profile: { id: string } }>(
      await stack.consultant.gql('{ viewer { profile { id } } }'),
      'viewer',
    ).profile.id;
    const viewed = await master.gql(WORK_SCHEDULE, { viewAs: consultantId });
    const mine = await stack.consultant.gql(WORK_SCHEDULE);
    expect(viewed.body).toEqual(mine.body);
  });
});

describe('activities', () => {
  it('schedules inside the work schedule: one consultancy read, one setup read, the day’s works, one create', async () => {
    const context = await schedulingContext();
    stack.fixture.resetCalls();
    const result = await stack.consultant.gql(SCHEDULE_ACTIVITY, { input: activityInput(context) });
    const { work, message } = dataOf<{ work: Record<string, unknown>; message: string }>(result, 'scheduleActivity');
    expect(message).toBe('Atividade de consultoria criada com sucesso! 🎉');
    expect(work).toMatchObject({
      title: 'Visita de acompanhamento',
      status: 'PLANNED',
      format: 'IN_PERSON',
      price: 350,
      startWork: context.setup.startTime,
      endWork: context.setup.endTime,
      cancellable: true,
    });
    expect(stack.fixture.calls()).toEqual({
      'GET /consultantConsultancyProvidedApi/:id': 1,
      'GET /consultantScheduleApi/setup': 1,
      'POST /consultantScheduleApi/schedule-work': 1,
      'POST /consultantWorkScheduleApi': 1,
    });

    const day = String(work.day);
    const listed = await stack.consultant.gql(WORKS, { from: day, to: day });
    expect(dataOf<Array<{ id: string }>>(listed, 'works').map((w) => w.id)).toContain(work.id);
  });

  it('refuses a time that overlaps another work of the same day, naming it, without creating anything', async () => {
    const context = await schedulingContext();
    const first = activityInput(context, { startWork: '09:00', endWork: '11:00', title: 'Visita técnica' });
    dataOf(await stack.consultant.gql(SCHEDULE_ACTIVITY, { input: first }), 'scheduleActivity');
    stack.fixture.resetCalls();
    const clash = await stack.consultant.gql(SCHEDULE_ACTIVITY, {
      input: { ...first, title: 'Aplicação', startWork: '09:00', endWork: '11:30' },
    });
    expect(firstError(clash)).toMatchObject({
      message: 'Conflito de horário: "Visita técnica" já está agendada das 09:00 às 11:00 neste dia.',
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'startWork' },
    });
    expect(stack.fixture.calls()['POST /consultantWorkScheduleApi']).toBeUndefined();
    // Touching ends are free: 11:00–12:00 right after 09:00–11:00.
    const after = await stack.consultant.gql(SCHEDULE_ACTIVITY, {
      input: { ...first, title: 'Aplicação', startWork: '11:00', endWork: '12:00' },
    });
    expect(after.body.errors).toBeUndefined();
  });

  it('refuses a time outside the work schedule without creating anything', async () => {
    const context = await schedulingContext();
    stack.fixture.resetCalls();
    const result = await stack.consultant.gql(SCHEDULE_ACTIVITY, {
      input: activityInput(context, {
        startWork: clockMinus(context.setup.startTime, 60),
        endWork: context.setup.startTime,
      }),
    });
    expect(firstError(result)).toMatchObject({
      message: 'Horário inserido fora do período de trabalho',
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'startWork' },
    });
    expect(stack.fixture.calls()['POST /consultantWorkScheduleApi']).toBeUndefined();
  });

  it('refuses a day before the consultancy’s start without creating anything', async () => {
    const context = await schedulingContext();
    stack.fixture.resetCalls();
    const result = await stack.consultant.gql(SCHEDULE_ACTIVITY, {
      input: activityInput(context, { day: addDays(context.provided.startDate, -1) }),
    });
    expect(firstError(result)).toMatchObject({
      message: 'A data deve estar dentro do período de consultoria prestada',
      extensions: { code: 'BAD_USER_INPUT', field: 'day' },
    });
    expect(stack.fixture.calls()['POST /consultantWorkScheduleApi']).toBeUndefined();
  });

  it('refuses an incomplete form before reading anything', async () => {
    const context = await schedulingContext();
    stack.fixture.resetCalls();
    const result = await stack.consultant.gql(SCHEDULE_ACTIVITY, { input: activityInput(context, { sectorIds: [] }) });
    expect(firstError(result)).toMatchObject({ message: ACTIVITY_MESSAGES.atLeastOneSector });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('cancels a planned work once; a second cancel is refused with the rule’s text', async () => {
    const context = await schedulingContext();
    const created = dataOf<{ work: { id: string } }>(
      await stack.consultant.gql(SCHEDULE_ACTIVITY, { input: activityInput(context, { title: 'Visita a cancelar' }) }),
      'scheduleActivity',
    ).work;
    const canceled = await stack.consultant.gql(CANCEL_ACTIVITY, { id: created.id });
    expect(dataOf(canceled, 'cancelActivity')).toMatchObject({
      work: { id: created.id, status: 'CANCELED', cancellable: false },
      message: 'Atividade cancelada!',
    });
    const again = await stack.consultant.gql(CANCEL_ACTIVITY, { id: created.id });
    expect(firstError(again)).toMatchObject({
      message: ACTIVITY_MESSAGES.notCancellable,
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  });

  it('refuses to cancel a COMPLETED work, which stays COMPLETED', async () => {
    const completed = await rest.post('/consultantWorkScheduleApi/filter?pageNumber=1', { status: ['COMPLETED'] });
    const work = (completed.body as { items: RestWork[] }).items[0];
    if (!work) throw new Error('the seed has no COMPLETED work for the demo consultant');
    stack.fixture.resetCalls();
    const result = await stack.consultant.gql(CANCEL_ACTIVITY, { id: work._id });
    expect(firstError(result)).toMatchObject({
      message: 'Apenas atividades planejadas ou solicitadas podem ser canceladas',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Refused by the BFF itself: it read the work and sent no write.
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantWorkScheduleApi/filter': 1 });
    const listed = dataOf<Array<{ id: string; status: string; cancellable: boolean }>>(
      await stack.consultant.gql(WORKS, { from: work.day, to: work.day }),
      'works',
    );
    expect(listed.find((w) => w.id === work._id)).toMatchObject({ status: 'COMPLETED', cancellable: false });
  });

  it('lists a page as the provider does, with the search sent as `product`', async () => {
    const expected = await rest.post('/consultantWorkScheduleApi/filter?pageNumber=1', {});
    const body = expected.body as { items: RestWork[]; total: number; pageSize: number };
    stack.fixture.resetCalls();
    const page = dataOf<{
      page: number;
      total: number;
      hasNextPage: boolean;
      items: Array<{ id: string; status: string; cancellable: boolean }>;
    }>(await stack.consultant.gql(ACTIVITIES, {}), 'activities');
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantWorkScheduleApi/filter': 1 });
    expect(page.page).toBe(1);
    expect(page.total).toBe(body.total);
    expect(page.hasNextPage).toBe(body.total > body.pageSize);
    expect(page.items.map((w) => w.id)).toEqual(body.items.map((w) => w._id));
    for (const item of page.items) {
      expect(item.cancellable).toBe(item.status === 'PLANNED' || item.status === 'REQUESTED');
    }

    const searched = dataOf<{ items: Array<{ title: string }> }>(
      await stack.consultant.gql(ACTIVITIES, { search: 'visita de acompanhamento' }),
      'activities',
    );
    expect(searched.items.length).toBeGreaterThan(0);
    expect(searched.items.every((w) => w.title === 'Visita de acompanhamento')).toBe(true);
  });

  it('never offers cancel to a master reading the area', async () => {
    const master = await signedInClient(stack.bff, 'MASTER');
    const consultantId = dataOf<{ profile: { id: string } }>(
      await stack.consultant.gql('{ viewer { profile { id } } }'),
      'viewer',
    ).profile.id;
    const viewed = dataOf<{ items: Array<{ status: string; cancellable: boolean }> }>(
      await master.gql(ACTIVITIES, { viewAs: consultantId }),
      'activities',
    );
    expect(viewed.items.some((w) => w.status === 'PLANNED')).toBe(true);
    expect(viewed.items.every((w) => !w.cancellable)).toBe(true);
  });
});

describe('works', () => {
  it('equals the provider’s schedule-work answer for the range, in one call', async () => {
    const from = addDays(todayInSaoPaulo(), -30);
    const to = addDays(todayInSaoPaulo(), 30);
    const expected = await rest.post('/consultantScheduleApi/schedule-work', { startDate: from, endDate: to });
    stack.fixture.resetCalls();
    const works = dataOf<Array<{ id: string; day: string; status: string }>>(
      await stack.consultant.gql(WORKS, { from, to }),
      'works',
    );
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantScheduleApi/schedule-work': 1 });
    const items = (expected.body as { items: RestWork[] }).items;
    expect(works.map((w) => [w.id, w.day, w.status])).toEqual(
      items.map((w) => [w._id, w.day, w.status.replace('-', '_')]),
    );
  });

  it('names farmers, consultancies and sectors with one batched call per kind', async () => {
    const from = addDays(todayInSaoPaulo(), -30);
    const to = addDays(todayInSaoPaulo(), 30);
    const expected = (await rest.post('/consultantScheduleApi/schedule-work', { startDate: from, endDate: to }))
      .body as { items: Array<RestWork & { user: string; sectors: string[] }> };
    expect(expected.items.length).toBeGreaterThan(1);
    stack.fixture.resetCalls();
    const result = await stack.consultant.gql(
      `query($from: Date!, $to: Date!) { works(from: $from, to: $to) {
        id farmer { id name } providedConsultancy { id } sectors { id name }
      } }`,
      { from, to },
    );
    expect(result.body.errors).toBeUndefined();
    const calls = stack.fixture.calls();
    expect(calls['POST /consultantScheduleApi/schedule-work']).toBe(1);
    expect(calls['POST /consultantFarmerProfileApi/users-registered/filter']).toBe(1);
    expect(calls['POST /consultantConsultancyProvidedApi/filter']).toBe(1);
    expect(calls['POST /farmerSectorApi/filter']).toBe(1);
    const works = dataOf<
      Array<{
        id: string;
        farmer: { id: string } | null;
        providedConsultancy: { id: string } | null;
        sectors: Array<{ id: string }>;
      }>
    >(result, 'works');
    works.forEach((work, index) => {
      const row = expected.items[index];
      expect(work.id).toBe(row?._id);
      expect(work.farmer?.id).toBe(row?.user);
      expect(work.providedConsultancy?.id).toBe(row?.consultancyProvided);
      expect(work.sectors.map((s) => s.id)).toEqual(row?.sectors);
    });
  });

  it('refuses a range over 400 days or ending before it starts, without calling the provider', async () => {
    stack.fixture.resetCalls();
    const long = await stack.consultant.gql(WORKS, { from: '2025-01-01', to: '2026-02-06' });
    expect(firstError(long)).toMatchObject({
      message: WORKS_RANGE_MESSAGES.tooLong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const reversed = await stack.consultant.gql(WORKS, { from: '2026-02-06', to: '2026-02-05' });
    expect(firstError(reversed)).toMatchObject({ message: WORKS_RANGE_MESSAGES.endBeforeStart });
    const invalid = await stack.consultant.gql(WORKS, { from: '2026-02-30', to: '2026-03-05' });
    expect(firstError(invalid)).toMatchObject({ message: WORKS_RANGE_MESSAGES.invalidDate });
    expect(stack.fixture.calls()).toEqual({});
    const longest = await stack.consultant.gql(WORKS, { from: '2025-01-01', to: '2026-02-05' });
    expect(longest.body.errors).toBeUndefined();
  });
});
