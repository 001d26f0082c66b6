import type { DomainFamily } from '@talhao/schema/upstream/domainFamilies';
import { clientCountSchema, OFFER_CLIENTS_METHOD } from '@talhao/schema/upstream/offers';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { scopedLoader } from '../base/by-id-loader';
import { LOAD } from './messages';

/** The offers family of a role (DOMAIN_FAMILIES.offers). */
export type OfferFamily = DomainFamily<'offers'>;

/**
 * Current client count of offers (`get-clients/{id}`: POST for a consultant, GET for a company),
 * at most one call per distinct offer per request and data scope. The provider has no batch call,
 * so the loader only deduplicates; scoped by the request's upstream binding, so a master's viewAs
 * gets its own loader.
 */
export function clientCountLoader(ctx: RequestContext, family: OfferFamily): DataLoader<string, number> {
  return scopedLoader(ctx, `clientCount:${family}`, () => {
    const api = ctx.upstream.family(family);
    const path = (id: string) => `/get-clients/${encodeURIComponent(id)}`;
    const options = { schema: clientCountSchema, ...LOAD };
    return new DataLoader<string, number>(
      (ids) =>
        Promise.all(
          ids.map((id) =>
            (OFFER_CLIENTS_METHOD[family] === 'POST'
              ? api.post(path(id), {}, options)
              : api.get(path(id), options)
            ).then(
              (answer) => answer.count,
              (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
            ),
          ),
        ),
      { cache: true },
    );
  });
}
