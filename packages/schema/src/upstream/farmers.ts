import { z } from 'zod';
import { boundedAddressSchema } from '../address';
import { pictureSchema, upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { batchIdsSchema, createdSchema, emptyBodySchema, pageQuerySchema, upstreamPage } from './envelope';
import { upstreamBoundarySchema } from './geojson';
import { looseAddressSchema } from './scalars';

/**
 * Farmers and their land: farmers, properties, areas and sectors (docs/rest-contract.md "farm lookups").
 * The provider's payloads, which family each role reads each kind through, and every call of those families.
 */

export const FARMER_FAMILIES = {
  CONSULTANT: 'consultantFarmerProfileApi',
  ENTERPRISE: 'enterpriseFarmerProfileApi',
  ENTERPRISE_CONSULTANT: 'enterpriseFarmerProfileApi',
} as const satisfies RoleFamilies;

export const PROPERTY_FAMILIES = {
  CONSULTANT: 'farmerPropertyApi',
  ENTERPRISE: 'farmerPropertyApi',
  ENTERPRISE_CONSULTANT: 'farmerPropertyApi',
} as const satisfies RoleFamilies;

export const AREA_FAMILIES = {
  CONSULTANT: 'farmerAreaApi',
  ENTERPRISE: 'farmerAreaApi',
  ENTERPRISE_CONSULTANT: 'farmerAreaApi',
} as const satisfies RoleFamilies;

export const SECTOR_FAMILIES = {
  CONSULTANT: 'farmerSectorApi',
  ENTERPRISE: 'farmerSectorApi',
  ENTERPRISE_CONSULTANT: 'farmerSectorApi',
} as const satisfies RoleFamilies;

export const upstreamFarmerSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  birthDate: z.string().nullish(),
  address: looseAddressSchema.nullish(),
  profilePicture: pictureSchema,
  /** The consultant (or master) who registered the farmer. */
  createdBy: z.string().nullish(),
  /** The farmer's property ids (spec 001 §3 Farmer): the list's 'Propriedades' count without a call per row. */
  properties: z.array(upstreamId).nullish(),
});
export type UpstreamFarmer = z.infer<typeof upstreamFarmerSchema>;

export const upstreamPropertySchema = z.object({
  _id: upstreamId,
  name: z.string(),
  /** Hectares. */
  totalArea: z.number().nonnegative(),
  address: looseAddressSchema.nullish(),
  /** The farmer's id. */
  user: upstreamId,
  propertyPicture: pictureSchema,
  /** GeoJSON Polygon / MultiPolygon (WGS84), or null / absent without one (upstream/boundary.ts). */
  boundary: upstreamBoundarySchema.nullish(),
  /** The property's area ids (spec 001 §3 Property): the 'Áreas' count without a call per row. */
  areas: z.array(upstreamId).nullish(),
});
export type UpstreamProperty = z.infer<typeof upstreamPropertySchema>;

export const upstreamAreaSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  property: upstreamId,
  plotArea: z.number().nonnegative().nullish(),
  /** The area's sector ids (spec 001 §3). */
  sectors: z.array(upstreamId).nullish(),
});
export type UpstreamArea = z.infer<typeof upstreamAreaSchema>;

export const upstreamSectorSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  area: upstreamId,
  /** Embedded by the provider so a sector list names its areas without another call. */
  areaName: z.string().nullish(),
  property: upstreamId.nullish(),
  culture: z.object({ _id: upstreamId, name: z.string() }).nullish(),
  plotArea: z.number().nonnegative().nullish(),
  plantingDate: z.string().nullish(),
  /** Metres. */
  spacingBetweenStreets: z.number().nullish(),
  spacingBetweenPlants: z.number().nullish(),
  numberOfPlants: z.number().nullish(),
});
export type UpstreamSector = z.infer<typeof upstreamSectorSchema>;

export const farmerPageSchema = upstreamPage(upstreamFarmerSchema);
export const propertyPageSchema = upstreamPage(upstreamPropertySchema);
export const areaPageSchema = upstreamPage(upstreamAreaSchema);
export const sectorPageSchema = upstreamPage(upstreamSectorSchema);

/** `{}`, `{name}` (accent-insensitive contains) or `{_id: ids}` (one unpaged page of those records). */
export const nameFilterSchema = z.object({ name: z.string().nullish(), _id: batchIdsSchema.optional() });

/** `{_id: ids}`: a batch of properties. */
export const propertyBatchSchema = z.object({ _id: batchIdsSchema });

/** `{}` or `{name}`: a farmer's properties. */
export const propertyFilterSchema = nameFilterSchema.pick({ name: true });

/**
 * `{_id: ids}` (a batch), `{property: id}` (every sector of the property's areas) or `{area: ids}` (every
 * sector of those areas, at most 100, issue 14: a page of areas with their sectors in one call); unpaged.
 */
export const sectorFilterSchema = z.object({
  _id: batchIdsSchema.optional(),
  property: z.string().min(1).optional(),
  area: batchIdsSchema.optional(),
});

/**
 * POST {farmer family}: the 'Novo Agricultor' body (spec 001 §7). Shapes only; the rules and their messages
 * are the form's (forms/farmers.ts), which the BFF applies before sending.
 */
export const farmerCreateBodySchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  phoneNumber: z.string().min(1),
  address: boundedAddressSchema,
  password: z.string().min(1).optional(),
});

/** PUT {farmer family}/{id}: the 'Editar Agricultor' body; birthDate yyyy-MM-dd or null (cleared). */
export const farmerUpdateBodySchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  phoneNumber: z.string().min(1),
  address: boundedAddressSchema,
  birthDate: z.string().nullish(),
});

const bearer = { access: 'bearer' } as const;
const farmers = { ...bearer, family: FARMER_FAMILIES.CONSULTANT } as const;
const enterpriseFarmers = { ...bearer, family: FARMER_FAMILIES.ENTERPRISE } as const;
const properties = { ...bearer, family: PROPERTY_FAMILIES.CONSULTANT } as const;
const areas = { ...bearer, family: AREA_FAMILIES.CONSULTANT } as const;
const sectors = { ...bearer, family: SECTOR_FAMILIES.CONSULTANT } as const;

const propertiesOfFarmer = {
  ...properties,
  path: '/filter/:farmerId',
  summary: "A farmer's properties by name",
  query: pageQuerySchema,
  response: propertyPageSchema,
} as const;

const areasOfProperty = {
  ...areas,
  path: '/property/:propertyId',
  summary: "A property's areas by name",
  query: pageQuerySchema,
  response: areaPageSchema,
} as const;

/** The farmer calls both farmer families answer (consultants; the company and its consultants). */
const farmerCalls = (family: typeof farmers | typeof enterpriseFarmers) =>
  [
    {
      ...family,
      method: 'POST',
      path: '',
      summary: 'Registers a farmer created by the caller (201 {_id}; 409 on a taken e-mail or mobile)',
      body: farmerCreateBodySchema,
      status: 201,
      response: createdSchema,
    },
    {
      ...family,
      method: 'PUT',
      path: '/:id',
      summary: "Edits a farmer the caller registered (403 someone else's, 404 not visible, 409 taken)",
      body: farmerUpdateBodySchema,
      response: upstreamFarmerSchema,
    },
  ] as const;

export const FARMERS_ROUTES = defineRoutes([
  ...farmerCalls(farmers),
  ...farmerCalls(enterpriseFarmers),
  {
    ...enterpriseFarmers,
    method: 'POST',
    path: '/users-registered/filter',
    summary: 'Farmers visible to the company or its consultant, by name (or the records of `_id`, unpaged)',
    query: pageQuerySchema,
    body: nameFilterSchema,
    response: farmerPageSchema,
  },
  {
    ...enterpriseFarmers,
    method: 'GET',
    path: '/:id',
    summary: 'One farmer visible to the caller',
    response: upstreamFarmerSchema,
  },
  {
    ...farmers,
    method: 'POST',
    path: '/users-registered/filter',
    summary: 'Farmers visible to the caller, by name (or the records of `_id`, unpaged)',
    query: pageQuerySchema,
    body: nameFilterSchema,
    response: farmerPageSchema,
  },
  {
    ...farmers,
    method: 'GET',
    path: '/:id',
    summary: 'One farmer visible to the caller',
    response: upstreamFarmerSchema,
  },
  { ...propertiesOfFarmer, method: 'POST', body: propertyFilterSchema },
  { ...propertiesOfFarmer, method: 'GET' },
  {
    ...properties,
    method: 'POST',
    path: '/filter',
    summary: 'The visible properties among `_id`, in one unpaged page (a `pageNumber` is accepted and ignored)',
    query: pageQuerySchema,
    body: propertyBatchSchema,
    response: propertyPageSchema,
  },
  { ...properties, method: 'GET', path: '/property/:id', summary: 'One property', response: upstreamPropertySchema },
  { ...areasOfProperty, method: 'GET' },
  { ...areasOfProperty, method: 'POST', body: emptyBodySchema },
  {
    ...sectors,
    method: 'GET',
    path: '/area/:areaId',
    summary: "An area's sectors by name",
    query: pageQuerySchema,
    response: sectorPageSchema,
  },
  { ...sectors, method: 'GET', path: '/:id', summary: 'One sector', response: upstreamSectorSchema },
  {
    ...sectors,
    method: 'POST',
    path: '/filter',
    summary: "The visible sectors among `_id`, every sector of a property's areas or of `area` ids; one unpaged page",
    body: sectorFilterSchema,
    response: sectorPageSchema,
  },
]);
