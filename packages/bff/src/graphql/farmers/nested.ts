import type { Resolvers } from '../../generated/resolvers';
import { farmerLoader, propertyLoader, sectorLoader } from './loaders';
import { REMOVED_FARMER_NAME } from './messages';
import type { FarmerModel, SectorModel } from './models';

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
  propertyCount: 0,
});

/**
 * This domain's types where another domain's rows name them by id: a provided consultancy's farmer and
 * property load through the request's by-id loaders, so a page of rows costs one upstream call per kind.
 * A farmer the provider no longer has (404) reads as a known stand-in; a lookup that FAILS (timeout,
 * 5xx, a broken answer) leaves the field null with its error at its path, and the rest of the row and
 * page still arrive (issue 13, "degrade, don't blank").
 */
export const farmerNestedResolvers: Resolvers = {
  ProvidedConsultancy: {
    farmer: async (parent, _args, ctx) =>
      (await farmerLoader(ctx).load(parent.farmerId)) ?? removedFarmer(parent.farmerId),
    property: (parent, _args, ctx) => (parent.propertyId ? propertyLoader(ctx).load(parent.propertyId) : null),
  },
  Work: {
    farmer: (work, _args, ctx) => farmerLoader(ctx).load(work.farmerId),
    sectors: async (work, _args, ctx) => {
      if (work.sectorIds.length === 0) return [];
      const sectors = await sectorLoader(ctx).loadMany(work.sectorIds);
      // A sector deleted meanwhile (null) or not visible any more (error) is simply left out.
      return sectors.filter((s): s is SectorModel => s !== null && !(s instanceof Error));
    },
  },
};
