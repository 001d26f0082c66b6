import { todayInSaoPaulo } from '@talhao/schema';
import { describe, expect, it } from 'vitest';
import { dataOf, firstError, signedInClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { addDays, monthEnd, monthStart } from '../base/dates';
import { NO_SCHEDULE_AREA } from './messages';

const DASHBOARD = /* GraphQL */ `
  query($viewAs: ID) {
    consultantDashboard(viewAs: $viewAs) {
      month revenue jobs providedConsultancies trainings
      agenda { id day startWork status cancellable }
    }
  }
`;

interface RestWork {
  _id: string;
  day: string;
  startWork: string;
  status: string;
  priceCalculated?: number | null;
}
interface RestTraining {
  _id: string;
  date: string;
  profit?: number | null;
}
interface Dashboard {
  month: string;
  revenue: number;
  jobs: number;
  providedConsultancies: number;
  trainings: number;
  agenda: Array<{ id: string; day: string; startWork: string; status: string; cancellable: boolean }>;
}

const stack = useStack({ signIn: ['CONSULTANT'] });

/** The figures of spec 001 §2.2 and §9 computed here from the provider's own answers. */
async function expectedFigures() {
  const rest = await restAs(stack.url, 'CONSULTANT');
  const now = new Date();
  const today = todayInSaoPaulo(now);
  const first = monthStart(today);
  const last = monthEnd(today);
  const horizon = addDays(today, 60);
  const [works, trainings, provided] = await Promise.all([
    rest.post('/consultantScheduleApi/schedule-work', { startDate: first, endDate: horizon }),
    rest.post('/consultantTrainingApi/filter?pageNumber=1&trainingState=completed&pageSize=100', {}),
    rest.post('/consultantConsultancyProvidedApi/filter?pageNumber=1', {
      startFrom: first,
      startTo: last,
      status: ['PLANNED', 'IN-PROGRESS', 'COMPLETED'],
    }),
  ]);
  const workItems = (works.body as { items: RestWork[] }).items;
  const jobs = workItems.filter((w) => w.status === 'COMPLETED' && w.day >= first && w.day <= last);
  const held = (trainings.body as { items: RestTraining[] }).items.filter((t) => {
    const day = todayInSaoPaulo(new Date(t.date));
    return day >= first && day <= last && Date.parse(t.date) <= now.getTime();
  });
  const revenue = [...jobs.map((w) => w.priceCalculated ?? 0), ...held.map((t) => t.profit ?? 0)].reduce(
    (sum, value) => sum + Math.round(value * 100),
    0,
  );
  const agenda = workItems
    .filter((w) => w.day >= today && w.day <= horizon && w.status !== 'REJECTED' && w.status !== 'CANCELED')
    .sort((a, b) => (a.day === b.day ? a.startWork.localeCompare(b.startWork) : a.day.localeCompare(b.day)))
    .slice(0, 4)
    .map((w) => w._id);
  return {
    month: first.slice(0, 7),
    revenueCents: revenue,
    jobs: jobs.length,
    providedConsultancies: (provided.body as { total: number }).total,
    trainings: held.length,
    agenda,
  };
}

describe('consultantDashboard', () => {
  it('equals the rules applied to the provider’s data, with three upstream calls made together', async () => {
    stack.fixture.resetCalls();
    const result = await stack.consultant.gql(DASHBOARD);
    expect(result.body.errors).toBeUndefined();
    expect(stack.fixture.calls()).toEqual({
      'POST /consultantScheduleApi/schedule-work': 1,
      'POST /consultantTrainingApi/filter': 1,
      'POST /consultantConsultancyProvidedApi/filter': 1,
    });
    expect(result.headers['server-timing']).toMatch(/desc="3 calls"/);

    const dashboard = dataOf<Dashboard>(result, 'consultantDashboard');
    const expected = await expectedFigures();
    expect(dashboard.month).toBe(expected.month);
    expect(Math.round(dashboard.revenue * 100)).toBe(expected.revenueCents);
    expect(dashboard.jobs).toBe(expected.jobs);
    expect(dashboard.providedConsultancies).toBe(expected.providedConsultancies);
    expect(dashboard.trainings).toBe(expected.trainings);
    expect(dashboard.agenda.map((w) => w.id)).toEqual(expected.agenda);
    // The seed keeps the demo consultant busy: the cards are not all empty.
    expect(dashboard.agenda.length).toBeGreaterThan(0);
    for (const work of dashboard.agenda) {
      expect(['REJECTED', 'CANCELED']).not.toContain(work.status);
      expect(work.cancellable).toBe(work.status === 'PLANNED' || work.status === 'REQUESTED');
    }
  });

  it('is refused to a master without viewAs', async () => {
    const master = await signedInClient(stack.bff, 'MASTER');
    expect(firstError(await master.gql(DASHBOARD))).toMatchObject({
      message: NO_SCHEDULE_AREA,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
