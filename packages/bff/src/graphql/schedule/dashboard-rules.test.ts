import type { UpstreamWork } from '@talhao/schema/upstream/schedule';
import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../base/dates';
import { agendaOf, dashboardWindow } from './dashboard';
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
