import type { upstreamWorkStatus } from '@talhao/schema/upstream/provided';
import type { UpstreamFieldActivityStatus } from '@talhao/schema/upstream/recommendations';
import type { z } from 'zod';
import type { ConsultancyFormat, FieldActivityStatus, WorkFormat, WorkStatus } from '../../generated/resolvers';

/**
 * The provider spells some enum values with a hyphen (IN-PROGRESS, IN-PERSON); GraphQL enums cannot hold
 * one. The only place that converts between the two spellings (issue 13): mapping files import from here.
 */

export type ProviderStatus = z.infer<typeof upstreamWorkStatus>;
type ProviderFormat = 'ONLINE' | 'IN-PERSON';
type ProviderOfferFormat = ProviderFormat | 'BOTH';

const STATUS_FROM_PROVIDER: Record<ProviderStatus, WorkStatus> = {
  PLANNED: 'PLANNED',
  'IN-PROGRESS': 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  REQUESTED: 'REQUESTED',
  REJECTED: 'REJECTED',
  CANCELED: 'CANCELED',
};
const STATUS_TO_PROVIDER = Object.fromEntries(
  Object.entries(STATUS_FROM_PROVIDER).map(([provider, graphql]) => [graphql, provider]),
) as Record<WorkStatus, ProviderStatus>;

export const toWorkStatus = (status: ProviderStatus): WorkStatus => STATUS_FROM_PROVIDER[status];
export const toProviderStatus = (status: WorkStatus): ProviderStatus => STATUS_TO_PROVIDER[status];

export const toWorkFormat = (format: ProviderFormat): WorkFormat => (format === 'IN-PERSON' ? 'IN_PERSON' : 'ONLINE');
export const toProviderFormat = (format: WorkFormat): ProviderFormat =>
  format === 'IN_PERSON' ? 'IN-PERSON' : 'ONLINE';

const OFFER_FORMAT_FROM_PROVIDER: Record<ProviderOfferFormat, ConsultancyFormat> = {
  ONLINE: 'ONLINE',
  'IN-PERSON': 'IN_PERSON',
  BOTH: 'BOTH',
};
const OFFER_FORMAT_TO_PROVIDER: Record<ConsultancyFormat, ProviderOfferFormat> = {
  ONLINE: 'ONLINE',
  IN_PERSON: 'IN-PERSON',
  BOTH: 'BOTH',
};
export const toConsultancyFormat = (format: ProviderOfferFormat): ConsultancyFormat =>
  OFFER_FORMAT_FROM_PROVIDER[format];
export const toProviderOfferFormat = (format: ConsultancyFormat): ProviderOfferFormat =>
  OFFER_FORMAT_TO_PROVIDER[format];

const FIELD_ACTIVITY_STATUS_FROM_PROVIDER: Record<UpstreamFieldActivityStatus, FieldActivityStatus> = {
  PLANNED: 'PLANNED',
  'IN-PROGRESS': 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  LATE: 'LATE',
  CANCELED: 'CANCELED',
};

/** A field activity's status (issue 14): the provider hyphenates IN-PROGRESS as it does for works. */
export const toFieldActivityStatus = (status: UpstreamFieldActivityStatus) =>
  FIELD_ACTIVITY_STATUS_FROM_PROVIDER[status];
export const toUpstreamFieldActivityStatus = (status: FieldActivityStatus): UpstreamFieldActivityStatus =>
  status === 'IN_PROGRESS' ? 'IN-PROGRESS' : status;
