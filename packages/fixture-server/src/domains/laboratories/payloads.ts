import type { Coords } from '@talhao/schema';
import type { UpstreamLabAnalysis, UpstreamLaboratory } from '@talhao/schema/upstream/laboratories';
import type { LabAnalysisRecord, LaboratoryRecord } from './laboratories';

/** Lab payloads as docs/rest-contract.md "Issue 14 — laboratories" gives them (upstream/laboratories.ts). */

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine), one decimal. */
export function distanceKm(from: Coords, to: Coords): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a))) * 10) / 10;
}

/** `associated` and `distanceKm` are the caller's: their association and their address. */
export function toLaboratoryPayload(record: LaboratoryRecord, caller: { _id: string; coords: Coords | null }) {
  return {
    _id: record._id,
    name: record.name,
    address: record.address,
    phone: record.phone,
    email: record.email,
    site: record.site,
    analyses: record.analyses.map((offer) => ({ ...offer })),
    associated: record.associatedWith.includes(caller._id),
    distanceKm: caller.coords ? distanceKm(caller.coords, record.address.coords) : null,
  } satisfies UpstreamLaboratory;
}

/** Names embedded (farmer, property, lab) so the list needs no lookups. */
export function toLabAnalysisPayload(
  record: LabAnalysisRecord,
  names: { farmer: string; property: string | null; laboratory: string },
): UpstreamLabAnalysis {
  return {
    _id: record._id,
    date: record.date,
    farmer: { _id: record.farmer, name: names.farmer },
    property: record.property && names.property !== null ? { _id: record.property, name: names.property } : null,
    type: record.type,
    laboratory: { _id: record.laboratory, name: names.laboratory },
    status: record.status,
    price: record.price,
    createdAt: record.createdAt,
  };
}
