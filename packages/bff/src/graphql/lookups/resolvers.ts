import { COMMON } from '@talhao/schema';
import type { OfferedConsultancy, Resolvers } from '../../generated/resolvers';
import type { OfferModel } from '../consultancies/mapping';
import { farmerLoader, offerLoader, propertyLoader } from './loaders';
import type { FarmerModel } from './models';

/**
 * Talhão's texts for a row whose offer or farmer the provider no longer has (404: the offer was
 * deleted, and the provider keeps its provided consultancies): a known state, shown as a stand-in.
 * A lookup that FAILS (timeout, 5xx, a broken answer) is different: the field is null with its error
 * at its path, and the rest of the row and page still arrive (issue 13, "degrade, don't blank").
 */
export const REMOVED_OFFER_NAME = 'Consultoria excluída';
export const REMOVED_FARMER_NAME = COMMON.farmerUnavailable;

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

const removedFarmer = (id: string): FarmerModel => ({
  __typename: 'Farmer',
  id,
  name: REMOVED_FARMER_NAME,
  email: null,
  phoneNumber: null,
  birthDate: null,
  address: null,
  pictureUrl: null,
  createdByMe: false,
});

/**
 * ProvidedConsultancy names its offer, farmer and property by id; each field loads through the
 * request's batched loaders, so a page of rows costs one upstream call per kind.
 */
export const lookupResolvers: Resolvers = {
  ProvidedConsultancy: {
    // clientCount stays lazy (OfferedConsultancy.clientCount in consultancies/offers.ts).
    consultancy: async (parent, _args, ctx) =>
      ((await offerLoader(ctx).load(parent.consultancyId)) ?? removedOffer(parent.consultancyId)) as OfferedConsultancy,
    farmer: async (parent, _args, ctx) =>
      (await farmerLoader(ctx).load(parent.farmerId)) ?? removedFarmer(parent.farmerId),
    property: (parent, _args, ctx) => (parent.propertyId ? propertyLoader(ctx).load(parent.propertyId) : null),
  },
};
