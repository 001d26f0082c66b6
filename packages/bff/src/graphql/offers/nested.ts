import { upstreamOfferSchema } from '@talhao/schema/upstream/offers';
import type DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import type { OfferedConsultancy, Resolvers } from '../../generated/resolvers';
import { createByIdLoader, keyed } from '../base/by-id-loader';
import { roleLookupFamily } from '../base/role-subject';
import { type OfferModel, toOfferedConsultancy } from './mapping';
import { LOAD, NO_CONSULTANT_AREA, REMOVED_OFFER_NAME } from './messages';

/**
 * Offers by id through the family of the subject's role (packages/schema LOOKUPS): consultantConsultancyApi/{id}
 * for a consultant, enterpriseConsultancyApi/{id} for a company and its consultants (issue 16), or the `/filter` batch.
 */
export const offerLoader = (ctx: RequestContext): DataLoader<string, OfferModel | null> => {
  const family = roleLookupFamily(ctx, 'offer', NO_CONSULTANT_AREA);
  return createByIdLoader(ctx, { kind: 'offer', family, item: upstreamOfferSchema, ...LOAD }, (offers) =>
    keyed(offers, toOfferedConsultancy),
  );
};

const removedOffer = (id: string): OfferModel => ({
  __typename: 'OfferedConsultancy',
  id,
  name: REMOVED_OFFER_NAME,
  format: 'ONLINE',
  cultures: [],
  prices: [],
  agreedPrice: false,
  regions: [],
  summary: null,
  content: '',
  imageUrl: null,
  // Known: no get-clients call for an offer that is gone.
  clientCount: 0,
});

/**
 * A provided consultancy names its offer by id; the field loads through the request's by-id loader, so a
 * page of rows costs one upstream call. An offer the provider no longer has (404) reads as a stand-in;
 * a lookup that FAILS leaves the field null with its error at its path (issue 13, "degrade, don't blank").
 */
export const offerNestedResolvers: Resolvers = {
  ProvidedConsultancy: {
    // clientCount stays lazy (OfferedConsultancy.clientCount in offers.ts).
    offer: async (parent, _args, ctx) =>
      ((await offerLoader(ctx).load(parent.offerId)) ?? removedOffer(parent.offerId)) as OfferedConsultancy,
  },
};
