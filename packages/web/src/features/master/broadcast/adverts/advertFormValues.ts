import type { AdvertValues, EntityStatus } from '@talhao/schema';
import type { MasterBroadcastAdvertFieldsFragment } from '@/gql/graphql';
import { type BroadcastFormValues, broadcastDefaults, toBroadcastInput } from '../form/broadcastForm';

/** The shared fields plus the advert's own: link and status (the image travels separately). */
export interface AdvertFormValues extends BroadcastFormValues {
  url: string;
  status: EntityStatus;
}

/** A new advert starts paused (spec 000 §4: default WAITING). */
export function advertDefaults(advert?: MasterBroadcastAdvertFieldsFragment | null): AdvertFormValues {
  return {
    ...broadcastDefaults(advert),
    url: advert?.url ?? '',
    status: advert?.status ?? 'WAITING',
  };
}

export function toAdvertInput(values: AdvertValues) {
  return { ...toBroadcastInput(values), url: values.url ?? null, status: values.status };
}
