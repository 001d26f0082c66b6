import {
  type AudienceRole,
  advertSchema,
  type EntityStatus,
  pushNotificationSchema,
  todayInSaoPaulo,
} from '@talhao/schema';
import { badRequest, parseOr400 } from '../../../http/errors';

/**
 * Request bodies of masterAdvertsApi and masterNotificationApi, validated with the web form's own
 * schemas (packages/schema forms/master.ts) so both sides apply the same rules. The provider names two
 * fields differently from the form; errors name the provider's fields.
 */
const PROVIDER_FIELD_NAMES = { periodicity: 'notificationPeriodicity', audience: 'role' } as const;

export interface DateRuleOptions {
  /** The server clock; "today" is its São Paulo day. */
  now: Date;
  /** On edit: the stored start date, which stays valid even once it is in the past. */
  keepStart?: string | null;
}

export interface BroadcastInput {
  title: string;
  message: string;
  notificationPeriodicity: number;
  startDate: string;
  endDate: string;
  role: AudienceRole[];
}

export interface AdvertInput extends BroadcastInput {
  url: string | null;
  status: EntityStatus;
}

function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Dados inválidos');
  return body as Record<string, unknown>;
}

const toForm = (body: Record<string, unknown>) => ({
  title: body.title,
  message: body.message,
  periodicity: body.notificationPeriodicity,
  startDate: body.startDate,
  endDate: body.endDate,
  audience: body.role,
});

const options = ({ now, keepStart }: DateRuleOptions) => ({
  today: todayInSaoPaulo(now),
  keepStart: keepStart ?? null,
});

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** `defaultStatus` fills a missing status (WAITING on create, the stored one on edit). */
export function parseAdvertInput(body: unknown, rules: DateRuleOptions & { defaultStatus: EntityStatus }): AdvertInput {
  const raw = asObject(body);
  const form = { ...toForm(raw), url: raw.url, status: raw.status ?? rules.defaultStatus };
  const values = parseOr400(advertSchema(options(rules)), form, PROVIDER_FIELD_NAMES);
  return {
    title: values.title,
    message: values.message,
    url: values.url ?? null,
    status: values.status,
    notificationPeriodicity: values.periodicity,
    startDate: values.startDate,
    endDate: values.endDate,
    role: unique(values.audience),
  };
}

export function parseNotificationInput(body: unknown, rules: DateRuleOptions): BroadcastInput {
  const values = parseOr400(pushNotificationSchema(options(rules)), toForm(asObject(body)), PROVIDER_FIELD_NAMES);
  return {
    title: values.title,
    message: values.message,
    notificationPeriodicity: values.periodicity,
    startDate: values.startDate,
    endDate: values.endDate,
    role: unique(values.audience),
  };
}
