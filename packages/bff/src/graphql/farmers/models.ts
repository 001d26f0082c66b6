import type { Area, Culture, Farmer, Property, Sector } from '../../generated/resolvers';

/**
 * Farmers, properties and sectors pass between resolvers as their GraphQL types (no ids left to load); a
 * farmer's completedVisitCount and monitoringCount are read only when a page asks for them (farmer-fields.ts,
 * monitorings/queries.ts).
 */
export type FarmerModel = Omit<Farmer, 'completedVisitCount' | 'monitoringCount'>;
export type PropertyModel = Property;
export type SectorModel = Sector;

/** Land (issue 14): an area without its sectors (they load through the area-sectors batch), a culture. */
export type AreaModel = Omit<Area, 'sectors'>;
export type CultureModel = Culture;
