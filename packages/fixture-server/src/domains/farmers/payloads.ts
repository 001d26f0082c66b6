import type { UpstreamArea, UpstreamFarmer, UpstreamProperty, UpstreamSector } from '@talhao/schema/upstream/farmers';
import type { UserRecord } from '../account/users';
import type { AreaRecord, CultureRecord, PropertyRecord, SectorRecord } from './farmers';

/** Farm payloads as docs/rest-contract.md issue 4 gives them (packages/schema upstream/farmers.ts describes them). */

/** `propertyIds`: the farmer's properties (spec 001 §3 Farmer `properties`). */
export function toFarmerPayload(user: UserRecord, propertyIds: string[] = []): UpstreamFarmer {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    birthDate: user.birthDate,
    address: user.address,
    profilePicture: user.profilePicture,
    createdBy: user.createdBy,
    properties: propertyIds,
  };
}

/** `areas`: the property's area ids (spec 001 §3), when the caller knows them. */
export function toPropertyPayload(record: PropertyRecord, areas?: string[]): UpstreamProperty {
  return {
    ...(areas ? { areas } : {}),
    _id: record._id,
    name: record.name,
    totalArea: record.totalArea,
    address: record.address,
    user: record.user,
    propertyPicture: record.propertyPicture,
    boundary: record.boundary ?? null,
  };
}

/** `sectors`: the area's sector ids (spec 001 §3), when the caller knows them. */
export function toAreaPayload(record: AreaRecord, sectors?: string[]): UpstreamArea {
  return {
    _id: record._id,
    name: record.name,
    property: record.property,
    plotArea: record.plotArea,
    ...(sectors ? { sectors } : {}),
  };
}

/**
 * The culture is embedded as `{_id, name}` (spec 001 §3); spacings and plant count ride along for the
 * detail pages, and `property` / `areaName` spare the BFF its area lookups (it reads them when present).
 */
export function toSectorPayload(
  record: SectorRecord,
  culture: CultureRecord | undefined,
  area?: AreaRecord,
): UpstreamSector {
  return {
    _id: record._id,
    name: record.name,
    area: record.area,
    property: record.property,
    ...(area ? { areaName: area.name } : {}),
    culture: culture ? { _id: culture._id, name: culture.name } : null,
    plotArea: record.plotArea,
    plantingDate: record.plantingDate,
    spacingBetweenStreets: record.spacingBetweenStreets,
    spacingBetweenPlants: record.spacingBetweenPlants,
    numberOfPlants: record.numberOfPlants,
  };
}

/** pt-BR name order, ids breaking ties so pages never overlap. */
export const byName = <T extends { _id: string; name: string }>(a: T, b: T): number =>
  a.name.localeCompare(b.name, 'pt-BR') || a._id.localeCompare(b._id);
