import type { UpstreamProvided } from '@talhao/schema/upstream/provided';
import type { RequestContext } from '../../context';
import { consultantArea } from '../lookups/area';
import { providedLoader } from '../lookups/loaders';
import { toProvided } from '../lookups/mapping';
import type { ProvidedConsultancyModel } from '../lookups/models';

/** The subject's provided-consultancy family (consultantConsultancyProvidedApi for a consultant). */
export const providedApi = (ctx: RequestContext) => ctx.upstream.family(consultantArea(ctx).families.provided);

export const idPath = (id: string) => `/${encodeURIComponent(id)}`;

/** Maps records already in hand and seeds the by-id loader with them (no second call for the same row). */
export function primeProvided(ctx: RequestContext, records: UpstreamProvided[]): ProvidedConsultancyModel[] {
  const loader = providedLoader(ctx);
  return records.map((record) => {
    const model = toProvided(record);
    loader.clear(model.id).prime(model.id, model);
    return model;
  });
}
