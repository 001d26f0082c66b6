import { plantCount } from '@talhao/schema';
import type {
  UpstreamSector as SectorPayload,
  UpstreamArea,
  UpstreamFarmer,
  UpstreamProperty,
} from '@talhao/schema/upstream/farmers';
import type { UpstreamCulture } from '@talhao/schema/upstream/land';
import { publicFileUrl } from '../../files';
import { toAddress } from '../account/profile';
import type { AreaModel, CultureModel, FarmerModel, PropertyModel, SectorModel } from './models';

/** GraphQL Date is yyyy-MM-dd; the provider may send a full ISO date-time. */
const calendarDay = (value: string | null | undefined): string | null => (value ? value.slice(0, 10) : null);

/** `createdByMe`: the viewing consultant registered the farmer (edit rights, spec 001 §6). */
export function toFarmer(farmer: UpstreamFarmer, consultantId: string): FarmerModel {
  return {
    __typename: 'Farmer',
    id: farmer._id,
    name: farmer.name,
    email: farmer.email ?? null,
    phoneNumber: farmer.phoneNumber ?? null,
    birthDate: calendarDay(farmer.birthDate),
    address: toAddress(farmer.address),
    pictureUrl: publicFileUrl(farmer.profilePicture?.url),
    createdByMe: Boolean(farmer.createdBy) && farmer.createdBy === consultantId,
    propertyCount: farmer.properties?.length ?? 0,
  };
}

/** The provider's `user` is the property's farmer. */
export function toProperty(property: UpstreamProperty): PropertyModel {
  return {
    __typename: 'Property',
    id: property._id,
    name: property.name,
    totalArea: property.totalArea,
    address: toAddress(property.address),
    pictureUrl: publicFileUrl(property.propertyPicture?.url),
    farmerId: property.user,
    boundary: property.boundary ?? null,
    // The provider's `areas` ids (spec 001 §3); null when it does not send them.
    areaCount: property.areas?.length ?? 0,
  };
}

/** The provider's `sectors` ids give the count; the sectors themselves load through their own batch. */
export function toArea(area: UpstreamArea): AreaModel {
  return {
    __typename: 'Area',
    id: area._id,
    name: area.name,
    propertyId: area.property,
    plotArea: area.plotArea ?? null,
    sectorCount: area.sectors?.length ?? 0,
  };
}

export function toCulture(culture: UpstreamCulture): CultureModel {
  return { __typename: 'Culture', id: culture._id, name: culture.name };
}

export function toSector(sector: SectorPayload, areaName: string): SectorModel {
  return {
    __typename: 'Sector',
    id: sector._id,
    name: sector.name,
    areaId: sector.area,
    areaName,
    cultureName: sector.culture?.name ?? null,
    cultureId: sector.culture?._id ?? null,
    plotArea: sector.plotArea ?? null,
    plantingDate: calendarDay(sector.plantingDate),
    spacingBetweenStreets: sector.spacingBetweenStreets ?? null,
    spacingBetweenPlants: sector.spacingBetweenPlants ?? null,
    // Computed here, not the provider's numberOfPlants (spec 001 §5's formula is flawed; forms/land.ts).
    plants: plantCount(sector.plotArea, sector.spacingBetweenPlants, sector.spacingBetweenStreets),
  };
}
