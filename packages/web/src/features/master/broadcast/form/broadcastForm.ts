import type { AudienceRole, PushNotificationValues } from '@talhao/schema';

/**
 * The fields adverts and push notifications share, as the form holds them: the periodicity is null
 * until one is chosen (the date fields stay disabled until then).
 */
export interface BroadcastFormValues {
  title: string;
  message: string;
  periodicity: number | null;
  startDate: string;
  endDate: string;
  audience: AudienceRole[];
}

/** A stored advert or notification, as far as the shared fields go. */
export interface BroadcastItem {
  title: string;
  message: string;
  periodicity: number;
  startDate: string;
  endDate: string;
  audience: readonly AudienceRole[];
}

/** Spec 000 §5: the default category is USER (farmers). */
export const DEFAULT_AUDIENCE: AudienceRole[] = ['USER'];

export function broadcastDefaults(item?: BroadcastItem | null): BroadcastFormValues {
  if (!item)
    return { title: '', message: '', periodicity: null, startDate: '', endDate: '', audience: DEFAULT_AUDIENCE };
  return {
    title: item.title,
    message: item.message,
    periodicity: item.periodicity,
    startDate: item.startDate,
    endDate: item.endDate,
    audience: [...item.audience],
  };
}

/** The GraphQL input of the shared fields, from values the schema has already checked. */
export function toBroadcastInput(values: PushNotificationValues) {
  return {
    title: values.title,
    message: values.message,
    periodicity: values.periodicity,
    startDate: values.startDate,
    endDate: values.endDate,
    audience: values.audience,
  };
}

/** yyyy-MM-dd plus some days (calendar arithmetic at noon UTC, clear of any DST edge). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
