import { type AdvertValues, AUDIENCE_ROLES, type PushNotificationValues } from '@talhao/schema';
import type { UpstreamAdvert, UpstreamNotification } from '@talhao/schema/upstream/master';
import { publicFileUrl } from '../../files';
import type {
  Advert,
  AdvertInput,
  AudienceRole,
  PushNotification,
  PushNotificationInput,
} from '../../generated/resolvers';

const AUDIENCE_VALUES: readonly string[] = AUDIENCE_ROLES.map((a) => a.value);
const toAudience = (roles: readonly string[]): AudienceRole[] =>
  roles.filter((role): role is AudienceRole => AUDIENCE_VALUES.includes(role));

/** A calendar date may arrive as a full ISO date-time; GraphQL Date is yyyy-MM-dd. */
const day = (value: string) => value.slice(0, 10);

/** Provider notification → GraphQL: notificationPeriodicity → periodicity, role → audience. */
export function toPushNotification(item: UpstreamNotification): PushNotification {
  return { __typename: 'PushNotification', ...broadcastFields(item) };
}

function broadcastFields(item: UpstreamNotification): Omit<PushNotification, '__typename'> {
  return {
    id: item._id,
    title: item.title,
    message: item.message,
    periodicity: item.notificationPeriodicity,
    startDate: day(item.startDate),
    endDate: day(item.endDate),
    lastPush: item.lastPush ?? null,
    audience: toAudience(item.role),
  };
}

/** Provider advert → GraphQL: also `_id` → id and `image.url` → imageUrl on the BFF's /files route. */
export function toAdvert(item: UpstreamAdvert): Advert {
  return {
    __typename: 'Advert',
    ...broadcastFields(item),
    url: item.url || null,
    status: item.status,
    imageUrl: publicFileUrl(item.image?.url),
  };
}

/** GraphQL input → the values the shared form schema validates (an empty URL is "no URL"). */
export const advertFormValues = (input: AdvertInput) => ({ ...input, url: input.url ?? undefined });
export const notificationFormValues = (input: PushNotificationInput) => ({ ...input });

/** Validated form values → the provider's body (periodicity and audience under its own names). */
export function notificationBody(values: PushNotificationValues) {
  return {
    title: values.title,
    message: values.message,
    notificationPeriodicity: values.periodicity,
    startDate: values.startDate,
    endDate: values.endDate,
    role: [...new Set(values.audience)],
  };
}

/** Every editable field (a PUT replaces them all); an absent URL is left out, which clears it. */
export function advertBody(values: AdvertValues) {
  return { ...notificationBody(values), ...(values.url ? { url: values.url } : {}), status: values.status };
}
