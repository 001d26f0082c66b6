import type { RecommendationRecurrenceKey } from '@talhao/schema';
import rrule, { type Options } from 'rrule';

// rrule ships CommonJS: its named exports are read from the default one under Node's ESM.
const { RRule } = rrule;

/**
 * What each recurrence repeats as, in RFC 5545 terms (docs/architecture-notes.md "Recurrence"). The provider stores
 * milliseconds (spec 001 §9: monthly = 30 days, semiannual = 180 days), but a recommendation made "monthly" on the
 * 10th is meant for the 10th of each month, not for a day that drifts back by one or two each month: MONTHLY and
 * SEMIANNUAL are calendar months (every month, every 6 months), on the start's day or the month's last day when the
 * month is shorter (the 31st → 30 April, 28 February).
 */
export const RECURRENCE_RULES: Record<
  Exclude<RecommendationRecurrenceKey, 'ONCE'>,
  Pick<Options, 'freq' | 'interval'>
> = {
  DAILY: { freq: RRule.DAILY, interval: 1 },
  WEEKLY: { freq: RRule.WEEKLY, interval: 1 },
  MONTHLY: { freq: RRule.MONTHLY, interval: 1 },
  SEMIANNUAL: { freq: RRule.MONTHLY, interval: 6 },
};

const utcDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The rule of a recommendation from `startDate` to `endDate` (calendar days, UTC midnight); null when once. */
export function recurrenceRuleOf(
  recurrence: RecommendationRecurrenceKey,
  startDate: string,
  endDate: string,
): InstanceType<typeof RRule> | null {
  if (recurrence === 'ONCE') return null;
  const dtstart = utcDay(startDate);
  const options: Partial<Options> = { ...RECURRENCE_RULES[recurrence], dtstart, until: utcDay(endDate) };
  const day = dtstart.getUTCDate();
  if (options.freq === RRule.MONTHLY && day > 28) {
    // The start's day when the month has it, else the month's last day.
    options.bymonthday = Array.from({ length: day - 27 }, (_, i) => 28 + i);
    options.bysetpos = -1;
  }
  return new RRule(options);
}

/** The RFC 5545 text of the rule (DTSTART and RRULE lines), null when once. */
export const recurrenceRuleText = (recurrence: RecommendationRecurrenceKey, startDate: string, endDate: string) =>
  recurrenceRuleOf(recurrence, startDate, endDate)?.toString() ?? null;

/** The days (yyyy-MM-dd) it happens within [from, to], inclusive, at most `limit` of them. */
export function occurrencesBetween(
  recurrence: RecommendationRecurrenceKey,
  startDate: string,
  endDate: string,
  from: string,
  to: string,
  limit = Number.POSITIVE_INFINITY,
): string[] {
  const start = startDate.slice(0, 10);
  const end = endDate.slice(0, 10);
  const first = start > from ? start : from;
  const last = end < to ? end : to;
  if (first > last || limit <= 0) return [];
  const rule = recurrenceRuleOf(recurrence, start, end);
  if (!rule) return start >= from && start <= to ? [start] : [];
  const days: string[] = [];
  rule.between(utcDay(first), utcDay(last), true, (date) => {
    days.push(dayOf(date));
    return days.length < limit;
  });
  return days.slice(0, limit);
}
