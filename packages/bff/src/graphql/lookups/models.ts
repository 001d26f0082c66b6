import type { Farmer, Property, Sector, WorkFormat, WorkStatus } from '../../generated/resolvers';

/**
 * What resolvers pass between each other for types whose rows name other records by id (codegen
 * `mappers`): the ids stay ids until a field asks for the object, which then loads through the
 * request's batched loaders (lookups/loaders.ts) — one upstream call per resource kind.
 */
export interface ProvidedConsultancyModel {
  id: string;
  consultancyId: string;
  farmerId: string;
  propertyId: string | null;
  fixedPrice: number;
  status: WorkStatus;
  startDate: string;
  endDate: string | null;
  createdAt: string;
}

export interface WorkModel {
  id: string;
  title: string;
  day: string;
  startWork: string;
  endWork: string;
  status: WorkStatus;
  format: WorkFormat;
  price: number | null;
  priceCalculated: number | null;
  farmerId: string;
  providedConsultancyId: string;
  sectorIds: string[];
  cancellable: boolean;
}

export type FarmerModel = Farmer;
export type PropertyModel = Property;
export type SectorModel = Sector;
