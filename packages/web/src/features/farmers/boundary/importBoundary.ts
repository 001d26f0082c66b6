import { type BoundaryGeometry, checkBoundary } from '@talhao/schema/forms/boundary';
import { kml } from '@tmcw/togeojson';
import { strFromU8, unzipSync } from 'fflate';
import type { Geometry, Position } from 'geojson';

/** The largest boundary file accepted (a CAR export of a large farm is well under 1 MB). */
export const BOUNDARY_FILE_MAX_BYTES = 3 * 1024 * 1024;
/** The most a KMZ's KML may unpack to (a zip bomb stops here). */
const KML_UNPACKED_MAX_BYTES = 20 * 1024 * 1024;

export const BOUNDARY_IMPORT_MESSAGES = {
  tooLarge: 'O arquivo deve ter no máximo 3 MB',
  empty: 'O arquivo está vazio',
  unreadable: 'Não foi possível ler o arquivo. Envie um KML, KMZ ou GeoJSON válido.',
  kmzWithoutKml: 'O arquivo KMZ não contém um KML',
  noPolygon: 'O arquivo não contém nenhum polígono',
  projected:
    'As coordenadas do arquivo não estão em latitude e longitude (WGS84 ou SIRGAS 2000). Exporte o arquivo em coordenadas geográficas.',
} as const;

/** A refusal worded for the user (pt-BR), shown as the import's error. */
export class BoundaryImportError extends Error {
  override name = 'BoundaryImportError';
}

const fail = (message: string): never => {
  throw new BoundaryImportError(message);
};

type Kind = 'kml' | 'kmz' | 'geojson';

/** By extension, else by content: a zip (PK), XML (<) or JSON ({). */
function kindOf(name: string, bytes: Uint8Array): Kind | null {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'kml') return 'kml';
  if (extension === 'kmz') return 'kmz';
  if (extension === 'geojson' || extension === 'json') return 'geojson';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'kmz';
  const head = new TextDecoder()
    .decode(bytes.slice(0, 200))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<')) return 'kml';
  if (head.startsWith('{')) return 'geojson';
  return null;
}

function kmlGeometries(text: string): Geometry[] {
  const document = new DOMParser().parseFromString(text, 'text/xml');
  if (document.getElementsByTagName('parsererror').length > 0) fail(BOUNDARY_IMPORT_MESSAGES.unreadable);
  return kml(document).features.flatMap((feature) => (feature.geometry ? [feature.geometry] : []));
}

function kmzGeometries(bytes: Uint8Array): Geometry[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (entry) => /\.kml$/i.test(entry.name) && entry.originalSize <= KML_UNPACKED_MAX_BYTES,
    });
  } catch {
    return fail(BOUNDARY_IMPORT_MESSAGES.unreadable);
  }
  // The main document is doc.kml by convention; otherwise the first KML at the top level.
  const names = Object.keys(files).sort((a, b) => a.split('/').length - b.split('/').length);
  const main = names.find((name) => /(^|\/)doc\.kml$/i.test(name)) ?? names[0];
  if (!main) return fail(BOUNDARY_IMPORT_MESSAGES.kmzWithoutKml);
  return kmlGeometries(strFromU8(files[main]!));
}

/** The geometries of a GeoJSON FeatureCollection, Feature or bare Geometry. */
function geojsonGeometries(text: string): Geometry[] {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return fail(BOUNDARY_IMPORT_MESSAGES.unreadable);
  }
  if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string') {
    return fail(BOUNDARY_IMPORT_MESSAGES.unreadable);
  }
  const collect = (node: unknown): Geometry[] => {
    if (typeof node !== 'object' || node === null) return [];
    const { type } = node as { type?: unknown };
    if (type === 'FeatureCollection') {
      const features = (node as { features?: unknown }).features;
      return Array.isArray(features) ? features.flatMap(collect) : [];
    }
    if (type === 'Feature') return collect((node as { geometry?: unknown }).geometry);
    return typeof type === 'string' ? [node as Geometry] : [];
  };
  return collect(value);
}

/** The polygons (outer ring + holes) among geometries, GeometryCollections opened. */
function polygonsOf(geometries: Geometry[]): Position[][][] {
  return geometries.flatMap((geometry): Position[][][] => {
    switch (geometry.type) {
      case 'Polygon':
        return Array.isArray(geometry.coordinates) ? [geometry.coordinates] : [];
      case 'MultiPolygon':
        return Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
      case 'GeometryCollection':
        return Array.isArray(geometry.geometries) ? polygonsOf(geometry.geometries) : [];
      default:
        return [];
    }
  });
}

/** Coordinates in metres (a UTM projection) instead of degrees: the usual mistake of a shapefile export. */
const looksProjected = (polygons: Position[][][]) =>
  polygons.some((rings) =>
    rings.some((ring) =>
      ring.some((position) => Math.abs(Number(position[0])) > 180 || Math.abs(Number(position[1])) > 90),
    ),
  );

/** The file's bytes (Blob.arrayBuffer where the browser has it, FileReader elsewhere). */
function readBytes(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new BoundaryImportError(BOUNDARY_IMPORT_MESSAGES.unreadable));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * A boundary from a KML, KMZ or GeoJSON file (a FeatureCollection, a Feature or a bare geometry; the CAR's
 * shapefile converted to GeoJSON counts): every polygon in it, one Polygon or a MultiPolygon of all of them,
 * checked with the shared rules (packages/schema forms/boundary.ts). Refusals are BoundaryImportError with
 * the pt-BR text to show.
 */
export async function importBoundaryFile(file: File): Promise<BoundaryGeometry> {
  if (file.size > BOUNDARY_FILE_MAX_BYTES) fail(BOUNDARY_IMPORT_MESSAGES.tooLarge);
  if (file.size === 0) fail(BOUNDARY_IMPORT_MESSAGES.empty);
  const bytes = await readBytes(file);
  const kind = kindOf(file.name, bytes) ?? fail(BOUNDARY_IMPORT_MESSAGES.unreadable);
  let geometries: Geometry[];
  try {
    geometries =
      kind === 'kmz'
        ? kmzGeometries(bytes)
        : kind === 'kml'
          ? kmlGeometries(new TextDecoder().decode(bytes))
          : geojsonGeometries(new TextDecoder().decode(bytes));
  } catch (error) {
    if (error instanceof BoundaryImportError) throw error;
    return fail(BOUNDARY_IMPORT_MESSAGES.unreadable);
  }
  const polygons = polygonsOf(geometries);
  if (polygons.length === 0) fail(BOUNDARY_IMPORT_MESSAGES.noPolygon);
  if (looksProjected(polygons)) fail(BOUNDARY_IMPORT_MESSAGES.projected);
  const candidate =
    polygons.length === 1
      ? { type: 'Polygon', coordinates: polygons[0] }
      : { type: 'MultiPolygon', coordinates: polygons };
  const checked = checkBoundary(candidate);
  if (!checked.ok) fail(checked.message);
  return (checked as { ok: true; geometry: BoundaryGeometry }).geometry;
}
