import type { Address } from '@talhao/schema';
import type { UpstreamBoundary } from '@talhao/schema/upstream/geojson';
import { defineCollection } from '../../store/collection';

/**
 * A farmer's land (spec 001 §3 "Property, Area, Sector, Culture"). Every record names its farmer
 * (`user`) so visibility checks need one lookup: a consultant sees the farms of the farmers they
 * registered or serve (docs/rest-contract.md issue 4).
 */
export interface PropertyRecord {
  _id: string;
  /** The farmer (a USER). */
  user: string;
  name: string;
  address: Address | null;
  /** Hectares. */
  totalArea: number;
  propertyPicture: { url: string } | null;
  /** GeoJSON Polygon / MultiPolygon (WGS84); absent or null without one (domains/farmers/boundaryRoutes.ts). */
  boundary?: UpstreamBoundary | null;
  createdAt: string;
  updatedAt: string;
}

export interface AreaRecord {
  _id: string;
  user: string;
  property: string;
  name: string;
  /** Hectares. */
  plotArea: number | null;
  createdAt: string;
}

export interface CultureRecord {
  _id: string;
  /** Cultures are per farmer (spec 001 §3). */
  user: string;
  name: string;
}

export interface SectorRecord {
  _id: string;
  user: string;
  property: string;
  area: string;
  name: string;
  culture: string | null;
  /** Hectares. */
  plotArea: number | null;
  /** yyyy-MM-dd */
  plantingDate: string | null;
  /** Metres. */
  spacingBetweenStreets: number | null;
  spacingBetweenPlants: number | null;
  numberOfPlants: number | null;
  createdAt: string;
}

export const PROPERTIES = defineCollection<PropertyRecord>('properties');
export const AREAS = defineCollection<AreaRecord>('areas');
export const CULTURES = defineCollection<CultureRecord>('cultures');
export const SECTORS = defineCollection<SectorRecord>('sectors');
