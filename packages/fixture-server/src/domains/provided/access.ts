import type { ProvidedStatus } from '@talhao/schema';
import type { UpstreamProvided, UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import type { UserRecord } from '../account/users';
import type { ProvidedConsultancyRecord } from './provided';

/**
 * The provided consultancy as the provider answers it (docs/rest-contract.md issue 4), its `consultant`
 * populated as `{_id, name, profilePicture}` (issue 16; spec 002 §3) — a deleted consultant still names
 * their past work.
 */
export function toProvidedPayload(
  record: ProvidedConsultancyRecord,
  userOf: (id: string) => UserRecord | undefined,
): UpstreamProvided {
  const consultant = userOf(record.consultant);
  return {
    _id: record._id,
    ...(consultant
      ? {
          consultant: {
            _id: consultant._id,
            name: consultant.name,
            profilePicture: consultant.profilePicture ? { url: consultant.profilePicture.url } : null,
          },
        }
      : {}),
    consultancy: record.consultancy,
    user: record.user,
    property: record.property,
    fixedPrice: record.fixedPrice,
    status: record.status,
    startDate: record.startDate,
    endDate: record.endDate,
    createdAt: record.createdAt,
  };
}

/** The list's statuses when the filter names none: requests live under `/requests`, refusals only on demand. */
export const DEFAULT_LISTED_STATUSES: readonly WorkStatus[] = ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'CANCELED'];

/** Newest start first; ids break ties so pages never overlap. */
export const newestStartFirst = (a: ProvidedConsultancyRecord, b: ProvidedConsultancyRecord): number =>
  b.startDate.localeCompare(a.startDate) || b._id.localeCompare(a._id);

/** Newest request first (by when it was made). */
export const newestCreatedFirst = (a: ProvidedConsultancyRecord, b: ProvidedConsultancyRecord): number =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/** Provider body field → form field of providedConsultancySchema (packages/schema/src/forms/provided.ts). */
export const PROVIDED_FORM_FIELDS = {
  consultancy: 'offerId',
  user: 'farmerId',
  property: 'propertyId',
  fixedPrice: 'fixedPrice',
  status: 'status',
  startDate: 'startDate',
  endDate: 'endDate',
} as const;

/** Form field → provider body field, for the 400's `fields`. */
export const PROVIDER_FIELD_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PROVIDED_FORM_FIELDS).map(([provider, form]) => [form, provider]),
);

/** The provider body renamed to the form's field names, its status in the form's (GraphQL) spelling. */
export function toFormValues(body: unknown): Record<string, unknown> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values = Object.fromEntries(
    Object.entries(PROVIDED_FORM_FIELDS).map(([provider, form]) => [form, source[provider]]),
  );
  return values.status === 'IN-PROGRESS' ? { ...values, status: 'IN_PROGRESS' } : values;
}

/** A status the form schema validated (GraphQL spelling) as the provider stores it. */
export const providerStatus = (status: ProvidedStatus): WorkStatus =>
  status === 'IN_PROGRESS' ? 'IN-PROGRESS' : status;
