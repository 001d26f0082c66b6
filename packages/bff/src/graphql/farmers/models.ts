import type { Farmer, Property, Sector } from '../../generated/resolvers';

/**
 * Farmers, properties and sectors pass between resolvers as their GraphQL types (no ids left to load); a
 * farmer's completedVisitCount is read only when a page asks for it (farmer-fields.ts).
 */
export type FarmerModel = Omit<Farmer, 'completedVisitCount'>;
export type PropertyModel = Property;
export type SectorModel = Sector;
