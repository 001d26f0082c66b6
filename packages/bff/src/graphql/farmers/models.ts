import type { Farmer, Property, Sector } from '../../generated/resolvers';

/** Farmers, properties and sectors pass between resolvers as their GraphQL types (no ids left to load). */
export type FarmerModel = Farmer;
export type PropertyModel = Property;
export type SectorModel = Sector;
