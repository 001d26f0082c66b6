import { FINANCE_MESSAGES, todayInSaoPaulo } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, signedInClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { addDays, daysBetween, monthStart } from '../base/dates';
import { NO_FINANCES_AREA } from './messages';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]}/${day.slice(0, 4)}`;

const FINANCE = /* GraphQL */ `
  query($period: FinancePeriod!, $startDate: Date, $endDate: Date, $viewAs: ID) {
    finance(period: $period, startDate: $startDate, endDate: $endDate, viewAs: $viewAs) {
      period bucket startDate endDate
      consultancy { label start end average maximum minimum count }
      training { label start end total confirmed canceled }
      totals {
        consultancy { total count average maximum minimum }
        training { total confirmed canceled }
      }
    }
  }
`;

interface Point {
  label: string;
  start: string;
  end: string;
}
interface Finance {
  period: string;
  bucket: string;
  startDate: string;
  endDate: string;
  consultancy: Array<Point & { average: number; maximum: number; minimum: number; count: number }>;
  training: Array<Point & { total: number; confirmed: number; canceled: number }>;
  totals: {
    consultancy: {
      total: number;
      count: number;
      average: number | null;
      maximum: number | null;
      minimum: number | null;
    };
    training: { total: number; confirmed: number; canceled: number };
  };
}
interface RestFinance {
  consultancyProvided: Array<{
    _id: { startDay: number; startMonth: number; startYear: number; status: string };
    count: number;
    average: number;
    maximum: number;
    minimum: number;
  }>;
  training: Array<{
    _id: { day: number; month: number; year: number };
    totalProfit: number;
    totalConfirmed: number;
    totalCanceled: number;
  }>;
}

let consultantId: string;

const stack = useStack({ signIn: ['CONSULTANT'] });
beforeAll(async () => {
  consultantId = dataOf<{ profile: { id: string } }>(
    await stack.consultant.gql('{ viewer { profile { id } } }'),
    'viewer',
  ).profile.id;
});

const PROFIT = ['PLANNED', 'IN-PROGRESS', 'COMPLETED'];
const pad = (value: number) => String(value).padStart(2, '0');
const cents = (value: number) => Math.round(value * 100);
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The provider's own daily rows of a range, asked directly: what every bucket must add up to. */
async function dailyRows(range: { startDate: string; endDate: string }) {
  const rest = await restAs(stack.url, 'CONSULTANT');
  const answer = (await rest.post(`/consultantFinanceApi/${consultantId}?__v=custom`, range)).body as RestFinance;
  const dayOfRow = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  return {
    consultancy: answer.consultancyProvided
      .filter((row) => PROFIT.includes(row._id.status))
      .map((row) => ({ ...row, day: dayOfRow(row._id.startYear, row._id.startMonth, row._id.startDay) })),
    training: answer.training.map((row) => ({ ...row, day: dayOfRow(row._id.year, row._id.month, row._id.day) })),
  };
}

/** Reads one range through the BFF (counting upstream calls) and checks it against the daily rows. */
async function financeMatchingDailyRows(variables: Record<string, string>) {
  stack.fixture.resetCalls();
  const finance = dataOf<Finance>(await stack.consultant.gql(FINANCE, variables), 'finance');
  expect(stack.fixture.calls()).toEqual({ 'POST /consultantFinanceApi/:consultantId': 1 });
  const raw = await dailyRows({ startDate: finance.startDate, endDate: finance.endDate });
  const within = <T extends { day: string }>(rows: T[], point: Point) =>
    rows.filter((row) => row.day >= point.start && row.day <= point.end);

  // Buckets tile the range: contiguous, oldest first, nothing left out.
  expect(finance.consultancy[0]?.start).toBe(finance.startDate);
  expect(finance.consultancy.at(-1)?.end).toBe(finance.endDate);
  for (const [index, point] of finance.consultancy.entries()) {
    const next = finance.consultancy[index + 1];
    if (next) expect(addDays(point.end, 1)).toBe(next.start);
    const rows = within(raw.consultancy, point);
    expect(point.count, point.label).toBe(rows.reduce((sum, row) => sum + row.count, 0));
    expect(point.maximum, point.label).toBe(rows.length ? Math.max(...rows.map((row) => row.maximum)) : 0);
    expect(point.minimum, point.label).toBe(rows.length ? Math.min(...rows.map((row) => row.minimum)) : 0);
  }
  for (const point of finance.training) {
    const rows = within(raw.training, point);
    expect(cents(point.total), point.label).toBe(rows.reduce((sum, row) => sum + cents(row.totalProfit), 0));
    expect(cents(point.confirmed), point.label).toBe(rows.reduce((sum, row) => sum + cents(row.totalConfirmed), 0));
    expect(cents(point.canceled), point.label).toBe(rows.reduce((sum, row) => sum + cents(row.totalCanceled), 0));
  }

  // The totals: the same rows, summed over the whole range.
  const count = raw.consultancy.reduce((sum, row) => sum + row.count, 0);
  const prices = raw.consultancy.reduce((sum, row) => sum + row.average * row.count, 0);
  expect(finance.totals.consultancy).toEqual({
    total: cents(prices) / 100,
    count,
    average: count ? cents(prices / count) / 100 : null,
    maximum: count ? Math.max(...raw.consultancy.map((row) => row.maximum)) : null,
    minimum: count ? Math.min(...raw.consultancy.map((row) => row.minimum)) : null,
  });
  expect(finance.totals.consultancy.count).toBe(finance.consultancy.reduce((sum, p) => sum + p.count, 0));
  expect(cents(finance.totals.training.total)).toBe(raw.training.reduce((sum, row) => sum + cents(row.totalProfit), 0));
  expect(cents(finance.totals.training.total)).toBe(finance.training.reduce((sum, p) => sum + cents(p.total), 0));
  expect(cents(finance.totals.training.confirmed)).toBe(
    finance.training.reduce((sum, p) => sum + cents(p.confirmed), 0),
  );
  return finance;
}

describe('finance', () => {
  const today = todayInSaoPaulo();

  it('7 days: a point per day, labelled dd/MM', async () => {
    const finance = await financeMatchingDailyRows({ period: 'CUSTOM', startDate: addDays(today, -6), endDate: today });
    expect(finance.bucket).toBe('DAY');
    expect(finance.consultancy.map((p) => p.label)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((back) => dayMonth(addDays(today, -back))),
    );
    expect(finance.training).toHaveLength(7);
  });

  it('3 months: a point per Monday-to-Sunday week, labelled sem. de dd/MM', async () => {
    const startDate = addDays(today, -91);
    const finance = await financeMatchingDailyRows({ period: 'CUSTOM', startDate, endDate: today });
    expect(finance.bucket).toBe('WEEK');
    const monday = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    const weeks = daysBetween(monday(startDate), monday(today)) / 7 + 1;
    expect(finance.consultancy).toHaveLength(weeks);
    expect(finance.consultancy[0]?.label).toBe(`sem. de ${dayMonth(startDate)}`);
    expect(finance.consultancy[1]?.label).toBe(`sem. de ${dayMonth(addDays(monday(startDate), 7))}`);
    expect(finance.consultancy.every((p) => p.label.startsWith('sem. de '))).toBe(true);
  });

  it('11 months: a point per month, labelled mmm/yyyy', async () => {
    const startDate = monthStart(today, 10);
    const finance = await financeMatchingDailyRows({ period: 'CUSTOM', startDate, endDate: today });
    expect(finance.bucket).toBe('MONTH');
    expect(finance.consultancy).toHaveLength(11);
    expect(finance.training.map((p) => p.label)).toEqual(
      Array.from({ length: 11 }, (_, index) => monthLabel(monthStart(today, 10 - index))),
    );
    // The example: eleven months used to be about 330 daily points with no totals.
    expect(finance.totals.consultancy.count).toBeGreaterThan(0);
  });

  it('5 years: a point per calendar year, the first and last partial', async () => {
    const year = Number(today.slice(0, 4));
    const startDate = `${year - 5}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
    const finance = await financeMatchingDailyRows({ period: 'CUSTOM', startDate, endDate: today });
    expect(finance.bucket).toBe('YEAR');
    expect(finance.consultancy.map((p) => [p.label, p.start, p.end])).toEqual(
      [5, 4, 3, 2, 1, 0].map((back) => [
        String(year - back),
        back === 5 ? startDate : `${year - back}-01-01`,
        back === 0 ? today : `${year - back}-12-31`,
      ]),
    );
  });

  it('defaults CUSTOM to the last 60 days, in weeks, in one call', async () => {
    const finance = await financeMatchingDailyRows({ period: 'CUSTOM' });
    expect(finance).toMatchObject({ period: 'CUSTOM', bucket: 'WEEK', startDate: addDays(today, -60), endDate: today });
    expect(finance.training.length).toBeGreaterThanOrEqual(9);
    expect(finance.training.length).toBeLessThanOrEqual(10);
  });

  it('has 6 monthly points for MONTH and 5 yearly points for YEAR, each starting its bucket', async () => {
    const months = await financeMatchingDailyRows({ period: 'MONTH' });
    expect(months.bucket).toBe('MONTH');
    expect(months.consultancy).toHaveLength(6);
    expect(months.consultancy[5]).toMatchObject({
      label: monthLabel(today),
      start: `${today.slice(0, 7)}-01`,
      end: today,
    });
    expect(months.startDate).toBe(months.consultancy[0]?.start);

    const years = await financeMatchingDailyRows({ period: 'YEAR' });
    const year = Number(today.slice(0, 4));
    expect(years.bucket).toBe('YEAR');
    expect(years.consultancy.map((p) => [p.label, p.start])).toEqual(
      [4, 3, 2, 1, 0].map((back) => [String(year - back), `${year - back}-01-01`]),
    );
    expect(years.startDate).toBe(`${year - 4}-01-01`);
  });

  it('refuses an incomplete or reversed custom period with the dialog’s text, before calling the provider', async () => {
    stack.fixture.resetCalls();
    const onlyStart = await stack.consultant.gql(FINANCE, { period: 'CUSTOM', startDate: '2026-01-01' });
    expect(firstError(onlyStart)).toMatchObject({
      message: 'Insira a data de início e de fim para salvar',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    const reversed = await stack.consultant.gql(FINANCE, {
      period: 'CUSTOM',
      startDate: '2026-02-01',
      endDate: '2026-01-01',
    });
    expect(firstError(reversed)).toMatchObject({ message: FINANCE_MESSAGES.endBeforeStart });
    const tooLong = await stack.consultant.gql(FINANCE, {
      period: 'CUSTOM',
      startDate: '2021-01-01',
      endDate: '2026-01-02',
    });
    expect(firstError(tooLong)).toMatchObject({ message: 'O período pode ter no máximo 5 anos' });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('is refused to a master without viewAs', async () => {
    const master = await signedInClient(stack.bff, 'MASTER');
    expect(firstError(await master.gql(FINANCE, { period: 'YEAR' }))).toMatchObject({
      message: NO_FINANCES_AREA,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
