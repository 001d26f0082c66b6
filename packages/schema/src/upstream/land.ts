import { z } from 'zod';
import { boundedAddressSchema } from '../address';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { batchOf, createdSchema, pageQuerySchema, upstreamPage } from './envelope';
import {
  AREA_FAMILIES,
  PROPERTY_FAMILIES,
  SECTOR_FAMILIES,
  upstreamAreaSchema,
  upstreamPropertySchema,
  upstreamSectorSchema,
} from './farmers';

/**
 * A farmer's land written (issue 14): properties, areas, sectors and the farmer's cultures (spec 001 §3, §7
 * "Farmers, properties, areas, sectors, cultures"; docs/rest-contract.md "Issue 14 — farmers (land)"). The
 * read-only lookups stay in upstream/farmers.ts; this module adds the writes and the cultures.
 */

export const CULTURE_FAMILIES = {
  CONSULTANT: 'farmerCultureApi',
  ENTERPRISE: 'farmerCultureApi',
  ENTERPRISE_CONSULTANT: 'farmerCultureApi',
} as const satisfies RoleFamilies;

export const upstreamCultureSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  /** The farmer (cultures are per farmer, spec 001 §3). */
  user: upstreamId.nullish(),
});
export type UpstreamCulture = z.infer<typeof upstreamCultureSchema>;
export const culturePageSchema = upstreamPage(upstreamCultureSchema);

/** Hectares and metres the provider stores: finite, 0 to 9.999.999 (spec 001 §9). */
const measure = z.number().finite().min(0).max(9_999_999);
const line = z.string().trim().min(1).max(200);

/** POST farmerPropertyApi/{farmerId} and PUT farmerPropertyApi/{id}: name, address, total area (ha). */
export const propertyBodySchema = z.object({
  name: line,
  address: boundedAddressSchema,
  totalArea: measure,
});
export type PropertyBody = z.infer<typeof propertyBodySchema>;

/** POST farmerAreaApi: the property and the name (spec 001 §7). */
export const areaCreateBodySchema = z.object({ property: upstreamId, name: line });
/** PUT farmerAreaApi/{id}: the name. */
export const areaUpdateBodySchema = z.object({ name: line });

/** One sector as written; `name` may be left out to let the provider name it 'Setor N' (see below). */
export const sectorBodySchema = z.object({
  area: upstreamId,
  name: line.optional(),
  culture: upstreamId,
  /** yyyy-MM-dd */
  plantingDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  plotArea: measure,
  spacingBetweenStreets: measure,
  spacingBetweenPlants: measure,
});
export type SectorBody = z.infer<typeof sectorBodySchema>;

/**
 * POST farmerSectorApi `{sectors: [...]}` (1 to 200, all of one area). A sector without `name` is named
 * 'Setor N' by the provider, N continuing from the area's sectors at the moment it stores them, so two tabs
 * creating sectors at once never produce the same name (docs/rest-contract.md).
 */
export const sectorsCreateBodySchema = z.object({ sectors: z.array(sectorBodySchema).min(1).max(200) });
/** PUT farmerSectorApi/{id}: the sector's fields but its area (a sector does not move). */
export const sectorUpdateBodySchema = sectorBodySchema.omit({ area: true }).extend({ name: line });

/** POST farmerCultureApi/{farmerId}: the name. */
export const cultureBodySchema = z.object({ name: z.string().trim().min(1).max(40) });

const bearer = { access: 'bearer' } as const;
const properties = { ...bearer, family: PROPERTY_FAMILIES.CONSULTANT } as const;
const areas = { ...bearer, family: AREA_FAMILIES.CONSULTANT } as const;
const sectors = { ...bearer, family: SECTOR_FAMILIES.CONSULTANT } as const;
const cultures = { ...bearer, family: CULTURE_FAMILIES.CONSULTANT } as const;

export const LAND_ROUTES = defineRoutes([
  {
    ...properties,
    method: 'POST',
    path: '/:farmerId',
    summary: 'Create a property of a farmer the caller registered',
    body: propertyBodySchema,
    status: 201,
    response: createdSchema,
  },
  {
    ...properties,
    method: 'PUT',
    path: '/:id',
    summary: 'Replace a property’s name, address and total area',
    body: propertyBodySchema,
    response: upstreamPropertySchema,
  },
  {
    ...properties,
    method: 'DELETE',
    path: '/:id',
    summary: 'Remove a property with its areas and sectors',
    response: createdSchema,
  },
  {
    ...areas,
    method: 'POST',
    path: '',
    summary: 'Create an area of a property',
    body: areaCreateBodySchema,
    status: 201,
    response: createdSchema,
  },
  { ...areas, method: 'GET', path: '/:id', summary: 'One area', response: upstreamAreaSchema },
  {
    ...areas,
    method: 'PUT',
    path: '/:id',
    summary: 'Rename an area',
    body: areaUpdateBodySchema,
    response: upstreamAreaSchema,
  },
  { ...areas, method: 'DELETE', path: '/:id', summary: 'Remove an area with its sectors', response: createdSchema },
  {
    ...sectors,
    method: 'POST',
    path: '',
    summary: 'Create 1 to 200 sectors of one area (unnamed ones become Setor N)',
    body: sectorsCreateBodySchema,
    status: 201,
    response: batchOf(upstreamSectorSchema),
  },
  {
    ...sectors,
    method: 'PUT',
    path: '/:id',
    summary: 'Replace a sector’s fields',
    body: sectorUpdateBodySchema,
    response: upstreamSectorSchema,
  },
  { ...sectors, method: 'DELETE', path: '/:id', summary: 'Remove a sector', response: createdSchema },
  {
    ...cultures,
    method: 'GET',
    path: '/user/:farmerId',
    summary: 'A farmer’s cultures by name',
    query: pageQuerySchema,
    response: culturePageSchema,
  },
  {
    ...cultures,
    method: 'POST',
    path: '/:farmerId',
    summary: 'Create a culture of a farmer the caller registered',
    body: cultureBodySchema,
    status: 201,
    response: createdSchema,
  },
]);
