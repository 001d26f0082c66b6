import { type BoundaryGeometry, boundaryAreaHectares, checkBoundary } from '@talhao/schema/forms/boundary';
import type { Position } from 'geojson';

export type LatLngTuple = [number, number];
export interface Coords {
  latitude: number;
  longitude: number;
}

/** A boundary as GraphQL's JSON answers it, when it is one (anything else reads as none). */
export function asBoundary(value: unknown): BoundaryGeometry | null {
  if (value === null || value === undefined) return null;
  const checked = checkBoundary(value);
  return checked.ok ? checked.geometry : null;
}

/** The polygons' rings as Leaflet positions ([lat, lng]). */
export function toLatLngs(geometry: BoundaryGeometry): LatLngTuple[][][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((rings) => rings.map((ring) => ring.map(([lng, lat]) => [lat!, lng!] as LatLngTuple)));
}

/** South-west and north-east corners of a boundary, for fitting the map to it. */
export function boundsOf(geometry: BoundaryGeometry): [LatLngTuple, LatLngTuple] {
  const points = toLatLngs(geometry).flat(2);
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

export function centerOf(geometry: BoundaryGeometry): Coords {
  const [[south, west], [north, east]] = boundsOf(geometry);
  return { latitude: (south + north) / 2, longitude: (west + east) / 2 };
}

/**
 * The corners a user can move one by one: those of a single polygon without holes (the closing position
 * left out). A MultiPolygon or a polygon with holes (an imported CAR outline, say) is replaced, not edited.
 */
export function editableCorners(geometry: BoundaryGeometry): Position[] | null {
  if (geometry.type !== 'Polygon' || geometry.coordinates.length !== 1) return null;
  return geometry.coordinates[0]!.slice(0, -1);
}

/** The area of a boundary, or null when it is not a valid one. */
export function areaOf(geometry: BoundaryGeometry | null): number | null {
  return geometry ? boundaryAreaHectares(geometry) : null;
}
