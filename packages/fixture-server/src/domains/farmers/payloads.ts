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

/** `areaIds`: the property's areas (spec 001 §3 Property `areas`). */
export function toPropertyPayload(record: PropertyRecord, areaIds: string[] = []): UpstreamProperty {
  return {
    _id: record._id,
    name: record.name,
    totalArea: record.totalArea,
    address: record.address,
    user: record.user,
    propertyPicture: record.propertyPicture,
    boundary: record.boundary ?? null,
    areas: areaIds,
  };
}

export function toAreaPayload(record: AreaRecord): UpstreamArea {
  return { _id: record._id, name: record.name, property: record.property, plotArea: record.plotArea };
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
