import type { UpstreamWork } from '@talhao/schema/upstream/schedule';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context';
import { isCalendarDay } from '../base/dates';
import { agendaOf, consultantMonths, dashboardWindow } from './dashboard';
import { toSetupDay, toWorkSchedule } from './mapping';

const work = (day: string, startWork: string, status: UpstreamWork['status'] = 'PLANNED'): UpstreamWork => ({
  _id: `${day}-${startWork}`,
  title: 'Visita técnica',
  day,
  startWork,
  endWork: '23:59',
  status,
  format: 'ONLINE',
  user: 'f1',
  consultancyProvided: 'p1',
  sectors: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('dashboardWindow', () => {
  it('uses the São Paulo day and month (UTC is already in the next month)', () => {
    expect(dashboardWindow(new Date('2026-04-01T02:00:00Z'))).toEqual({
      month: '2026-03',
      today: '2026-03-31',
      monthStart: '2026-03-01',
      monthEnd: '2026-03-31',
      agendaEnd: '2026-05-30',
      worksFrom: '2026-03-01',
      worksTo: '2026-05-30',
    });
  });
});

describe('agendaOf', () => {
  const window = dashboardWindow(new Date('2026-03-10T15:00:00Z'));

  it('keeps four works from today to today+60 by day and start, without REJECTED and CANCELED ones', () => {
    const works = [
      work('2026-03-09', '09:00'),
      work('2026-03-12', '10:00'),
      work('2026-03-10', '14:00', 'CANCELED'),
      work('2026-03-12', '08:00', 'REJECTED'),
      work('2026-03-10', '07:00', 'COMPLETED'),
      work('2026-05-09', '08:00'),
      work('2026-05-10', '08:00'),
      work('2026-03-11', '16:00', 'REQUESTED'),
      work('2026-03-11', '08:30'),
    ];
    expect(agendaOf(works, window).map((w) => w._id)).toEqual([
      '2026-03-10-07:00',
      '2026-03-11-08:30',
      '2026-03-11-16:00',
      '2026-03-12-10:00',
    ]);
  });

  it('ends at today+60', () => {
    expect(agendaOf([work('2026-05-09', '08:00'), work('2026-05-10', '08:00')], window).map((w) => w.day)).toEqual([
      '2026-05-09',
    ]);
  });
});

describe('work schedule mapping', () => {
  it('lists the days Sunday..Saturday once, whatever the provider’s order', () => {
    expect(
      toWorkSchedule({ dayOfWeek: ['Friday', 'Monday', 'Sunday', 'Monday'], startTime: '08:00', endTime: '17:00' }),
    ).toEqual({ days: ['SUNDAY', 'MONDAY', 'FRIDAY'], startTime: '08:00', endTime: '17:00' });
    expect(toSetupDay('SATURDAY')).toBe('Saturday');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
  });
});

describe("consultantMonths (the company home's consultants)", () => {
  const window = dashboardWindow(new Date('2026-11-26T15:00:00Z'));
  const companyWork = (
    consultant: { _id: string; name: string },
    day: string,
    status: UpstreamWork['status'],
    price = 100,
  ) => ({
    ...work(day, '08:00', status),
    _id: `${consultant._id}-${day}-${status}`,
    consultant,
    priceCalculated: price,
  });
  const ana = { _id: 'c1', name: 'Ana Souza' };
  const bruno = { _id: 'c2', name: 'Bruno Lima' };
  const gone = { _id: 'c3', name: 'Carla Dias' };

  it('lists every active consultant (zeros when they have no work) and a deleted one who worked, by name', () => {
    // Only the logger is read (an insane amount is logged and counts 0).
    const ctx = { log: { warn: () => undefined, error: () => undefined } } as unknown as RequestContext;
    const rows = consultantMonths(
      ctx,
      [
        companyWork(ana, '2026-11-03', 'COMPLETED', 1350.5),
        companyWork(ana, '2026-11-28', 'PLANNED'),
        companyWork(ana, '2026-10-30', 'COMPLETED'),
        companyWork(gone, '2026-11-10', 'CANCELED'),
      ],
      window,
      [bruno, ana],
    );
    expect(rows).toEqual([
      { consultant: { id: 'c1', name: 'Ana Souza' }, done: 1, planned: 1, revenue: 1350.5 },
      { consultant: { id: 'c2', name: 'Bruno Lima' }, done: 0, planned: 0, revenue: 0 },
      { consultant: { id: 'c3', name: 'Carla Dias' }, done: 0, planned: 0, revenue: 0 },
    ]);
  });
});
