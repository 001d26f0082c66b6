import { describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, financeCustomLastDay, financePeriodSchema } from './finance';

const messagesOf = (startDate: unknown, endDate: unknown) => {
  const parsed = financePeriodSchema.safeParse({ startDate, endDate });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('financePeriodSchema', () => {
  it('asks for both dates with the specification’s text', () => {
    expect(messagesOf('', '')).toEqual([
      ['startDate', 'Insira a data de início e de fim para salvar'],
      ['endDate', 'Insira a data de início e de fim para salvar'],
    ]);
    expect(messagesOf('2026-01-01', null)).toEqual([['endDate', FINANCE_MESSAGES.required]]);
  });

  it('refuses an end before the start', () => {
    expect(messagesOf('2026-02-01', '2026-01-31')).toEqual([
      ['endDate', 'A data de fim deve ser posterior à data de início'],
    ]);
    expect(messagesOf('2026-02-01', '2026-02-01')).toEqual([]);
  });

  it('accepts up to five years, to the same day, and refuses a day more', () => {
    expect(messagesOf('2021-03-15', '2026-03-15')).toEqual([]);
    expect(messagesOf('2021-03-15', '2026-03-16')).toEqual([['endDate', 'O período pode ter no máximo 5 anos']]);
    // Eleven months, the range the issue found unreadable, is well inside.
    expect(messagesOf('2025-03-01', '2026-01-31')).toEqual([]);
  });

  it('ends a range started on 29/02 by 28/02 five years later', () => {
    expect(financeCustomLastDay('2024-02-29')).toBe('2029-02-28');
    expect(financeCustomLastDay('2024-03-01')).toBe('2029-03-01');
    expect(messagesOf('2024-02-29', '2029-03-01')).toEqual([['endDate', FINANCE_MESSAGES.tooLong]]);
  });
});
