import type { Role } from '@talhao/schema';
import { type UpstreamProvided, upstreamProvidedSchema, WORK_STATUSES } from '@talhao/schema/upstream/provided';
import type DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { createByIdLoader, keyed } from '../base/by-id-loader';
import { roleDomainApi, roleLookupFamily } from '../base/role-subject';
import { toProvided } from './mapping';
import { LOAD, NO_PROVIDED_AREA } from './messages';
import type { ProvidedConsultancyModel } from './models';

/**
 * The subject's provided-consultancy family (PROVIDED_FAMILIES): consultantConsultancyProvidedApi for a
 * consultant, enterpriseConsultancyProvidedApi for a company and a company consultant. `roles` narrows who
 * may use the field (a write, an answer); anyone else is FORBIDDEN with `refusal` before any upstream call.
 */
export const providedApi = (ctx: RequestContext, roles?: readonly Role[], refusal = NO_PROVIDED_AREA) =>
  roleDomainApi(ctx, 'provided', refusal, roles);

/** Who answers requests: the independent consultant, or the company for its own (spec 002 §1, §4). */
export const REQUEST_ANSWERERS: readonly Role[] = ['CONSULTANT', 'ENTERPRISE'];
/** Who writes delivered consultancies: the consultant who delivers them. */
export const PROVIDED_WRITERS: readonly Role[] = ['CONSULTANT', 'ENTERPRISE_CONSULTANT'];

export const idPath = (id: string) => `/${encodeURIComponent(id)}`;

const EVERY_STATUS = { status: WORK_STATUSES };

/** Provided consultancies by id through the role's family: …/{id} (or its `/filter` batch, every status). */
export const providedLoader = (ctx: RequestContext): DataLoader<string, ProvidedConsultancyModel | null> => {
  const family = roleLookupFamily(ctx, 'provided', NO_PROVIDED_AREA);
  return createByIdLoader(
    ctx,
    // Every status: a row may name a request (REQUESTED) or a refused one, which the filter omits by default.
    { kind: 'provided', family, item: upstreamProvidedSchema, filters: EVERY_STATUS, ...LOAD },
    (provided) => keyed(provided, toProvided),
  );
};

/** Maps records already in hand and seeds the by-id loader with them (no second call for the same row). */
export function primeProvided(ctx: RequestContext, records: UpstreamProvided[]): ProvidedConsultancyModel[] {
  const loader = providedLoader(ctx);
  return records.map((record) => {
    const model = toProvided(record);
    loader.clear(model.id).prime(model.id, model);
    return model;
  });
}
