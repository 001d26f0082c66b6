import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_PLANS,
  currentPlan,
  daysSinceCreation,
  FREE_TRIAL_DAYS,
  PLAN_MARKERS,
  planBadge,
  trialBannerText,
  trialDaysLeft,
} from './plans';

// Created at noon in São Paulo (15:00 UTC) on January 10, 2026.
const CREATED = '2026-01-10T15:00:00Z';
/** `days` calendar days after CREATED, at the given UTC time of that day. */
const after = (days: number, utcTime = '15:00:00') => {
  const day = new Date(Date.UTC(2026, 0, 10 + days));
  return new Date(`${day.toISOString().slice(0, 10)}T${utcTime}Z`);
};

describe('currentPlan', () => {
  it('is the last permission', () => {
    expect(currentPlan(['__freetrial', '__std'])).toBe('__std');
    expect(currentPlan(['__std'])).toBe('__std');
    expect(currentPlan([])).toBeNull();
    expect(currentPlan(null)).toBeNull();
    expect(currentPlan(undefined)).toBeNull();
  });
});

describe('daysSinceCreation', () => {
  it('counts calendar days in America/Sao_Paulo, not in UTC', () => {
    // 02:00 UTC on January 1 is still December 31 (23:00) in São Paulo.
    const created = '2026-01-01T02:00:00Z';
    expect(daysSinceCreation(created, new Date('2026-01-01T02:30:00Z'))).toBe(0);
    expect(daysSinceCreation(created, new Date('2026-01-01T03:00:00Z'))).toBe(1);
    expect(daysSinceCreation(created, new Date('2026-01-01T12:00:00Z'))).toBe(1);
    expect(daysSinceCreation(created, new Date('2026-02-14T12:00:00Z'))).toBe(45);
  });

  it('takes Date objects too', () => {
    expect(daysSinceCreation(new Date(CREATED), after(10))).toBe(10);
  });

  it('counts across a year end and a leap day', () => {
    expect(daysSinceCreation('2023-12-31T12:00:00Z', new Date('2024-03-01T12:00:00Z'))).toBe(61);
  });

  it('counts no days for an unreadable date, so no trial runs on it', () => {
    expect(daysSinceCreation('not a date', after(1))).toBeNaN();
    expect(trialDaysLeft(['__freetrial'], 'not a date', after(1))).toBeNull();
  });
});

describe('trialDaysLeft', () => {
  it('counts down from 45 days on a free trial', () => {
    expect(FREE_TRIAL_DAYS).toBe(45);
    expect(trialDaysLeft(['__freetrial'], CREATED, after(0))).toBe(45);
    expect(trialDaysLeft(['__freetrial'], CREATED, after(1))).toBe(44);
    expect(trialDaysLeft(['__freetrial'], CREATED, after(44))).toBe(1);
  });

  it('ends on day 45', () => {
    expect(trialDaysLeft(['__freetrial'], CREATED, after(45))).toBeNull();
    expect(trialDaysLeft(['__freetrial'], CREATED, after(46))).toBeNull();
  });

  it('switches at midnight in São Paulo (03:00 UTC)', () => {
    // Day 45 starts at 03:00 UTC; at 02:59 UTC it is still 23:59 of day 44 in São Paulo.
    expect(trialDaysLeft(['__freetrial'], CREATED, after(45, '02:59:00'))).toBe(1);
    expect(trialDaysLeft(['__freetrial'], CREATED, after(45, '03:00:00'))).toBeNull();
  });

  it('is null when the account created late on Dec 31 (São Paulo) reaches day 45', () => {
    const created = '2026-01-01T02:00:00Z';
    expect(trialDaysLeft(['__freetrial'], created, new Date('2026-02-13T12:00:00Z'))).toBe(1);
    expect(trialDaysLeft(['__freetrial'], created, new Date('2026-02-14T12:00:00Z'))).toBeNull();
  });

  it('is null unless the last permission is the free trial', () => {
    expect(trialDaysLeft(['__std'], CREATED, after(1))).toBeNull();
    expect(trialDaysLeft(['__freetrial', '__premium'], CREATED, after(1))).toBeNull();
    expect(trialDaysLeft(['__specialtrial'], CREATED, after(1))).toBeNull();
    expect(trialDaysLeft(['__premium', '__freetrial'], CREATED, after(1))).toBe(44);
  });

  it('is null without a creation date', () => {
    expect(trialDaysLeft(['__freetrial'], null, after(1))).toBeNull();
    expect(trialDaysLeft(['__freetrial'], undefined, after(1))).toBeNull();
  });
});

describe('planBadge', () => {
  it('names the paid plans', () => {
    expect(planBadge(['__premium'], CREATED, after(400))).toBe('Premium');
    expect(planBadge(['__std'], CREATED, after(400))).toBe('Padrão');
  });

  it("shows 'Teste Gratuito' through day 44 and 'Expirado' from day 45", () => {
    expect(planBadge(['__freetrial'], CREATED, after(0))).toBe('Teste Gratuito');
    expect(planBadge(['__freetrial'], CREATED, after(44))).toBe('Teste Gratuito');
    expect(planBadge(['__freetrial'], CREATED, after(45))).toBe('Expirado');
    expect(planBadge(['__freetrial'], CREATED, after(46))).toBe('Expirado');
    expect(planBadge(['__freetrial'], CREATED, after(365))).toBe('Expirado');
  });

  it('follows the last permission', () => {
    expect(planBadge(['__freetrial', '__std'], CREATED, after(100))).toBe('Padrão');
    expect(planBadge(['__std', '__premium'], CREATED, after(100))).toBe('Premium');
    expect(planBadge(['__premium', '__freetrial'], CREATED, after(10))).toBe('Teste Gratuito');
    expect(planBadge(['__premium', '__freetrial'], CREATED, after(45))).toBe('Expirado');
    expect(planBadge(['__premium', '__master'], CREATED, after(1))).toBe('Expirado');
  });

  it("gives 'Expirado' to __specialtrial, __master, unknown values and no plan", () => {
    for (const permissions of [['__specialtrial'], ['__master'], ['__gold'], ['premium'], [], null, undefined]) {
      expect(planBadge(permissions, CREATED, after(1)), String(permissions)).toBe('Expirado');
    }
  });

  it('knows the five markers', () => {
    expect(PLAN_MARKERS).toEqual(['__freetrial', '__specialtrial', '__std', '__premium', '__master']);
  });
});

describe('trial texts and assignable plans', () => {
  it('words the banner', () => {
    expect(trialBannerText(12)).toBe('Restam 12 dias de teste');
  });

  it('lets the master assign standard and free trial', () => {
    expect(ASSIGNABLE_PLANS).toEqual([
      { value: '__std', label: 'Padrão' },
      { value: '__freetrial', label: 'Teste Gratuito' },
    ]);
  });
});

describe('a creation date in the future (clock skew)', () => {
  it('never gives more than the 45 days of the trial', () => {
    expect(trialDaysLeft(['__freetrial'], CREATED, after(-3))).toBe(FREE_TRIAL_DAYS);
  });
});
