import { upstreamCompanyFinanceSchema } from '@talhao/schema/upstream/finances';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { TRAININGS } from '../trainings/trainings';
import { providedRows, trainingRows } from './finances';

let server: FixtureServer;
let seeded: Store;
beforeAll(async () => {
  seeded = new Store();
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
});
afterAll(() => server.close());

const range = { startDate: '2021-01-01', endDate: '2026-12-31' };
const call = (token: string, period = 'year', body: object = range) =>
  server.app.inject({
    method: 'POST',
    url: `/enterpriseStatisticApi/profit-general?period=${period}`,
    payload: body,
    headers: bearer(token),
  });

describe('POST enterpriseStatisticApi/profit-general', () => {
  it("answers the company's series: every consultant's provided consultancies and its trainings, with totals", async () => {
    const token = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const response = await call(token);
    expect(response.statusCode, response.body).toBe(200);
    const answer = upstreamCompanyFinanceSchema.parse(response.json());
    const companyId = seeded.collection(USERS).find((u) => u.email === DEMO.agrovale.email)!._id;
    const provided = seeded.collection(PROVIDED_CONSULTANCIES).filter((p) => p.company === companyId);
    const trainings = seeded.collection(TRAININGS).filter((t) => t.company === companyId);
    expect(new Set(provided.map((p) => p.consultant)).size).toBeGreaterThan(1);
    expect(answer.consultancyProvided).toEqual(providedRows(provided, range, 'year'));
    expect(answer.training).toEqual(trainingRows(trainings, range, 'year'));
    const trainingTotal = answer.training.reduce((sum, row) => sum + row.totalProfit, 0);
    expect(answer.profit_training_total).toBeCloseTo(trainingTotal, 2);
    const completed = answer.consultancyProvided
      .filter((row) => row._id.status === 'COMPLETED')
      .reduce((sum, row) => sum + row.average * row.count, 0);
    expect(answer.profit_consultancy_total).toBeCloseTo(completed, 2);
    expect(answer.profit_consultancy_total).toBeGreaterThan(0);
  });

  it('another company sees its own figures only; bad period and other roles are refused', async () => {
    const agrovale = (await call(await signIn(server, DEMO.agrovale.email, 'ENTERPRISE'))).json();
    const terraForte = (await call(await signIn(server, DEMO.terraForte.email, 'ENTERPRISE'))).json();
    expect(terraForte).not.toEqual(agrovale);
    const token = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    expect((await call(token, 'week')).statusCode).toBe(400);
    expect((await call(token, 'month', { startDate: '2026-02-01', endDate: '2026-01-01' })).statusCode).toBe(400);
    const consultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
    expect((await call(consultant)).statusCode).toBe(403);
  });
});
