import { area as turfArea } from '@turf/area';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { z } from 'zod';

/**
 * A property's boundary (issue 14, "Field boundaries"): a GeoJSON Polygon or MultiPolygon in WGS84
 * (RFC 7946: [longitude, latitude] positions, rings closed). The web (drawing, KML/KMZ/GeoJSON import)
 * and the BFF validate with the same schema and compute the area with the same function, so both show
 * the same number. The specification names none of these bounds: Talhão's wording.
 */

export type BoundaryGeometry = Polygon | MultiPolygon;

export const BOUNDARY_LIMITS = {
  /**
   * Positions in all rings together (closing positions included). A CAR export has hundreds to a few
   * thousand; 4,000 with 7 decimals (≤ 26 characters each) fit the BFF's 128 KiB request limit.
   */
  maxVertices: 4_000,
  /** Characters of the geometry as JSON (4,000 positions take at most about 105,000). */
  maxJsonChars: 120_000,
  /** A ring is at least a triangle: three corners and the closing position. */
  minRingPositions: 4,
  /** A property of more than a million hectares is a drawing mistake (Brazil's largest farms are far smaller). */
  maxAreaHa: 1_000_000,
  /** Decimals kept per coordinate (7 decimals ≈ 1 cm). */
  coordinateDecimals: 7,
} as const;

/**
 * Brazil's extent with a small margin: Monte Caburaí (5°16′N), Chuí (33°45′S), the Serra do Divisor
 * (73°59′W) and the Martim Vaz islands (28°51′W).
 */
export const BRAZIL_BOUNDS = { minLatitude: -34, maxLatitude: 5.5, minLongitude: -74.5, maxLongitude: -28.5 } as const;

export const BOUNDARY_MESSAGES = {
  notPolygon: 'O contorno deve ser um polígono',
  invalidCoordinates: 'O contorno tem coordenadas inválidas',
  ringTooShort: 'Cada anel do contorno deve ter ao menos 4 pontos',
  ringNotClosed: 'O contorno deve ser fechado (o último ponto igual ao primeiro)',
  tooManyPoints: `O contorno tem pontos demais (máximo de ${BOUNDARY_LIMITS.maxVertices.toLocaleString('pt-BR')})`,
  tooLarge: 'O contorno é grande demais',
  outsideBrazil: 'O contorno está fora do Brasil',
  noArea: 'O contorno não tem área',
  areaTooLarge: 'O contorno é grande demais para uma propriedade',
} as const;

type Check = { ok: true; geometry: BoundaryGeometry } | { ok: false; message: string };
const refuse = (message: string): Check => ({ ok: false, message });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

const scale = 10 ** BOUNDARY_LIMITS.coordinateDecimals;
const roundCoordinate = (value: number) => Math.round(value * scale) / scale;

/** [lng, lat] or [lng, lat, altitude] of finite numbers; the altitude (KML writes one) is dropped. */
function toPosition(value: unknown): Position | null {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) return null;
  if (!value.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  return [roundCoordinate(value[0] as number), roundCoordinate(value[1] as number)];
}

const insideBrazil = ([lng, lat]: Position) =>
  lat! >= BRAZIL_BOUNDS.minLatitude &&
  lat! <= BRAZIL_BOUNDS.maxLatitude &&
  lng! >= BRAZIL_BOUNDS.minLongitude &&
  lng! <= BRAZIL_BOUNDS.maxLongitude;

/** The polygons' rings as arrays, or null when the shape is not Polygon / MultiPolygon coordinates. */
function polygonsOf(value: Record<string, unknown>): unknown[][][] | null {
  const { type, coordinates } = value;
  const isRingList = (rings: unknown): rings is unknown[][] =>
    Array.isArray(rings) && rings.length > 0 && rings.every(Array.isArray);
  if (type === 'Polygon') return isRingList(coordinates) ? [coordinates] : null;
  if (type === 'MultiPolygon') {
    if (!Array.isArray(coordinates) || coordinates.length === 0) return null;
    return coordinates.every(isRingList) ? (coordinates as unknown[][][]) : null;
  }
  return null;
}

/** Every rule in order, the first broken one answered; the geometry comes back 2D with rounded coordinates. */
export function checkBoundary(value: unknown): Check {
  if (!isObject(value)) return refuse(BOUNDARY_MESSAGES.notPolygon);
  const polygons = polygonsOf(value);
  if (!polygons) return refuse(BOUNDARY_MESSAGES.notPolygon);

  const total = polygons.reduce((sum, rings) => sum + rings.reduce((n, ring) => n + ring.length, 0), 0);
  if (total > BOUNDARY_LIMITS.maxVertices) return refuse(BOUNDARY_MESSAGES.tooManyPoints);
  // Padding, long numbers or extra members: nothing larger than 4,000 rounded positions is kept.
  if (jsonLength(value) > BOUNDARY_LIMITS.maxJsonChars) return refuse(BOUNDARY_MESSAGES.tooLarge);

  const clean: Position[][][] = [];
  for (const rings of polygons) {
    const polygon: Position[][] = [];
    for (const ring of rings) {
      const positions: Position[] = [];
      for (const raw of ring) {
        const position = toPosition(raw);
        if (!position) return refuse(BOUNDARY_MESSAGES.invalidCoordinates);
        positions.push(position);
      }
      polygon.push(positions);
    }
    clean.push(polygon);
  }
  for (const ring of clean.flat()) {
    if (ring.length < BOUNDARY_LIMITS.minRingPositions) return refuse(BOUNDARY_MESSAGES.ringTooShort);
    const first = ring[0]!;
    const last = ring[ring.length - 1]!;
    if (first[0] !== last[0] || first[1] !== last[1]) return refuse(BOUNDARY_MESSAGES.ringNotClosed);
  }
  if (!clean.flat(2).every(insideBrazil)) return refuse(BOUNDARY_MESSAGES.outsideBrazil);

  const geometry: BoundaryGeometry =
    value.type === 'Polygon'
      ? { type: 'Polygon', coordinates: clean[0]! }
      : { type: 'MultiPolygon', coordinates: clean };
  const hectares = boundaryAreaHectares(geometry);
  if (!(hectares > 0)) return refuse(BOUNDARY_MESSAGES.noArea);
  if (hectares > BOUNDARY_LIMITS.maxAreaHa) return refuse(BOUNDARY_MESSAGES.areaTooLarge);
  return { ok: true, geometry };
}

/**
 * A boundary as the web sends it and the BFF stores it: a valid Polygon / MultiPolygon inside Brazil,
 * normalised (2D, 7 decimals). A `null` boundary (clearing it) is the caller's `.nullable()`.
 */
export const boundarySchema = z.unknown().transform((value, ctx): BoundaryGeometry => {
  const result = checkBoundary(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.geometry;
});

/**
 * The geodesic area of a boundary in hectares, rounded to 2 decimals (@turf/area: square metres on
 * the WGS84 sphere, holes subtracted). Web and BFF use this one function.
 */
export function boundaryAreaHectares(geometry: BoundaryGeometry): number {
  return Math.round(turfArea(geometry) / 100) / 100;
}

/** A ring closed and oriented as drawn, from the corners a user clicked (without the closing position). */
export function polygonFromCorners(corners: readonly Position[]): Polygon {
  const ring = corners.map(([lng, lat]) => [roundCoordinate(lng!), roundCoordinate(lat!)]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}
