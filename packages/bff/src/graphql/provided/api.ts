import { type UpstreamProvided, upstreamProvidedSchema, WORK_STATUSES } from '@talhao/schema/upstream/provided';
import type DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { createByIdLoader, keyed } from '../base/by-id-loader';
import { consultantLookupFamily, consultantSubject } from '../base/consultant-subject';
import { toProvided } from './mapping';
import { LOAD, NO_CONSULTANT_AREA } from './messages';
import type { ProvidedConsultancyModel } from './models';

/** The family a consultant reads and writes provided consultancies through (packages/schema LOOKUPS). */
const PROVIDED_FAMILY = consultantLookupFamily('provided');

/** The subject's provided-consultancy family (consultantConsultancyProvidedApi for a consultant). */
export const providedApi = (ctx: RequestContext) => {
  consultantSubject(ctx, NO_CONSULTANT_AREA);
  return ctx.upstream.family(PROVIDED_FAMILY);
};

export const idPath = (id: string) => `/${encodeURIComponent(id)}`;

const EVERY_STATUS = { status: WORK_STATUSES };

/** Provided consultancies by id: consultantConsultancyProvidedApi/{id} (or its `/filter` batch, every status). */
export const providedLoader = (ctx: RequestContext): DataLoader<string, ProvidedConsultancyModel | null> => {
  consultantSubject(ctx, NO_CONSULTANT_AREA);
  return createByIdLoader(
    ctx,
    // Every status: a row may name a request (REQUESTED) or a refused one, which the filter omits by default.
    { kind: 'provided', family: PROVIDED_FAMILY, item: upstreamProvidedSchema, filters: EVERY_STATUS, ...LOAD },
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
