/**
 * The offline gazetteer of Brazilian municipalities: name search for the address fields and the
 * nearest municipality for a map click. Node and browser safe (the data is a JSON import, no fs).
 * Data: IBGE municipalities with GeoNames coordinates, built by scripts/build-places.ts; a few
 * municipalities GeoNames does not know are absent (the script lists them).
 */

import type { Place } from '../address';
import { BRAZILIAN_STATES } from '../documents';
import type { PlacesData, PlaceTuple } from './data';
import { normalizePlaceText } from './normalize';
import rawData from './places-data.json';

export { PLACES_ATTRIBUTION, type PlaceTuple } from './data';
export { normalizePlaceText } from './normalize';

const data = rawData as PlacesData;

export const PLACES_COUNTRY = 'Brasil';
/** Default and largest number of results of one search. */
export const DEFAULT_PLACE_LIMIT = 8;
export const MAX_PLACE_LIMIT = 50;
/** A point farther than this from every municipality seat (open sea, abroad) has no nearest place. */
export const NEAREST_PLACE_MAX_KM = 150;

/** IBGE codes of the 27 state capitals: the first tie-breaker of a search. */
export const STATE_CAPITAL_CODES: ReadonlySet<string> = new Set([
  '1200401', // Rio Branco/AC
  '2704302', // Maceió/AL
  '1600303', // Macapá/AP
  '1302603', // Manaus/AM
  '2927408', // Salvador/BA
  '2304400', // Fortaleza/CE
  '5300108', // Brasília/DF
  '3205309', // Vitória/ES
  '5208707', // Goiânia/GO
  '2111300', // São Luís/MA
  '5103403', // Cuiabá/MT
  '5002704', // Campo Grande/MS
  '3106200', // Belo Horizonte/MG
  '1501402', // Belém/PA
  '2507507', // João Pessoa/PB
  '4106902', // Curitiba/PR
  '2611606', // Recife/PE
  '2211001', // Teresina/PI
  '3304557', // Rio de Janeiro/RJ
  '2408102', // Natal/RN
  '4314902', // Porto Alegre/RS
  '1100205', // Porto Velho/RO
  '1400100', // Boa Vista/RR
  '4205407', // Florianópolis/SC
  '3550308', // São Paulo/SP
  '2800308', // Aracaju/SE
  '1721000', // Palmas/TO
]);

/** UF -> state name, for queries like 'Vitória, Espírito Santo'. */
const STATE_NAMES: Record<string, string> = Object.fromEntries(BRAZILIAN_STATES.map((state) => [state.uf, state.name]));

/**
 * formattedAddress of a municipality: '{city} - {UF}, Brasil' (e.g. 'Vitória - ES, Brasil'), the way
 * Brazilian maps write a city; searchPlaces accepts it back ('Vitória - ES, Brasil' finds Vitória/ES).
 */
export const formatPlaceAddress = (city: string, uf: string): string => `${city} - ${uf}, ${PLACES_COUNTRY}`;

export const placeFromEntry = ([name, uf, ibge, lat, lng]: PlaceTuple): Place => ({
  formattedAddress: formatPlaceAddress(name, uf),
  city: name,
  stateFrom: uf,
  country: PLACES_COUNTRY,
  coords: { latitude: lat, longitude: lng },
  ibgeCode: String(ibge),
});

interface IndexedPlace {
  tuple: PlaceTuple;
  uf: string;
  code: string;
  /** Normalized name, apostrophes as spaces ('olho d agua') and dropped ('olho dagua'). */
  keys: string[];
  words: string[];
  compact: string;
  capital: boolean;
  /** Position in pt-BR alphabetical order (name, then UF): the last tie-breaker. */
  order: number;
}

interface Index {
  places: IndexedPlace[];
  byCode: Map<string, IndexedPlace>;
  /** 1°x1° cells of seats, for nearestPlace. */
  grid: Map<number, IndexedPlace[]>;
}

const cellKey = (latCell: number, lngCell: number) => (latCell + 90) * 400 + (lngCell + 180);

let index: Index | undefined;
function getIndex(): Index {
  if (index) return index;
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  const sorted = [...data.places].sort((a, b) => collator.compare(a[0], b[0]) || a[1].localeCompare(b[1]));
  const places = sorted.map((tuple, order): IndexedPlace => {
    const [name, uf, ibge] = tuple;
    const keys = [...new Set([normalizePlaceText(name), normalizePlaceText(name.replace(/['’`´]/g, ''))])];
    const code = String(ibge);
    return {
      tuple,
      uf,
      code,
      keys,
      words: [...new Set(keys.flatMap((k) => k.split(' ')))],
      compact: (keys[0] ?? '').replaceAll(' ', ''),
      capital: STATE_CAPITAL_CODES.has(code),
      order,
    };
  });
  const grid = new Map<number, IndexedPlace[]>();
  for (const place of places) {
    const key = cellKey(Math.floor(place.tuple[3]), Math.floor(place.tuple[4]));
    const cell = grid.get(key);
    if (cell) cell.push(place);
    else grid.set(key, [place]);
  }
  index = { places, byCode: new Map(places.map((p) => [p.code, p])), grid };
  return index;
}

const UF_BY_KEY = new Map<string, string>(
  Object.entries(STATE_NAMES).flatMap(([uf, name]) => [
    [uf.toLowerCase(), uf],
    [normalizePlaceText(name), uf],
  ]),
);
const COUNTRY_WORDS = new Set(['brasil', 'brazil', 'br']);

interface Interpretation {
  name: string;
  uf?: string;
}

/**
 * Ways to read a query: always the whole text as a name; and, when it ends with a UF or a state name
 * after at least one other word ('vitoria es', 'São Paulo - SP', 'sao paulo/sp', 'Vitória, Espírito
 * Santo'), that name inside that state. A trailing 'Brasil' is ignored.
 */
function interpret(query: string): Interpretation[] {
  const words = normalizePlaceText(query).split(' ').filter(Boolean);
  while (words.length > 1 && COUNTRY_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  const readings: Interpretation[] = [{ name: words.join(' ') }];
  for (let size = Math.min(4, words.length - 1); size >= 1; size--) {
    const uf = UF_BY_KEY.get(words.slice(-size).join(' '));
    if (uf) {
      readings.push({ name: words.slice(0, -size).join(' '), uf });
      break;
    }
  }
  return readings;
}

interface PreparedName {
  name: string;
  words: string[];
  compact: string;
}
const prepare = (name: string): PreparedName => ({ name, words: name.split(' '), compact: name.replaceAll(' ', '') });

/** 0 exact, 1 prefix, 2 word prefix, 3 contains, 4 every word a word prefix, 5 contains without spaces. */
function matchTier(place: IndexedPlace, { name, words, compact }: PreparedName): number {
  let best = Number.POSITIVE_INFINITY;
  for (const key of place.keys) {
    if (key === name) return 0;
    if (key.startsWith(name)) best = Math.min(best, 1);
    else if (key.includes(` ${name}`)) best = Math.min(best, 2);
    else if (key.includes(name)) best = Math.min(best, 3);
  }
  if (best < 4) return best;
  if (words.length > 1 && words.every((q) => place.words.some((w) => w.startsWith(q)))) return 4;
  if (place.compact.includes(compact)) return 5;
  return best;
}

/**
 * Municipalities matching a free-text query, best first: exact name > name prefix > a word's prefix >
 * anywhere in the name (then looser forms), ties broken by state capital first, then alphabetically.
 * Accent and case insensitive; queries under 2 characters give [].
 */
export function searchPlaces(query: string, limit: number = DEFAULT_PLACE_LIMIT): Place[] {
  const max = Math.min(MAX_PLACE_LIMIT, Math.floor(Number.isFinite(limit) ? limit : DEFAULT_PLACE_LIMIT));
  if (typeof query !== 'string' || max <= 0) return [];
  const readings = interpret(query)
    .map((r) => ({ uf: r.uf, prepared: prepare(r.name) }))
    .filter((r) => r.prepared.compact.length >= 2);
  if (readings.length === 0) return [];
  const hits: { place: IndexedPlace; tier: number }[] = [];
  for (const place of getIndex().places) {
    let tier = Number.POSITIVE_INFINITY;
    for (const { uf, prepared } of readings) {
      if (!uf || uf === place.uf) tier = Math.min(tier, matchTier(place, prepared));
    }
    if (tier !== Number.POSITIVE_INFINITY) hits.push({ place, tier });
  }
  hits.sort(
    (a, b) => a.tier - b.tier || Number(b.place.capital) - Number(a.place.capital) || a.place.order - b.place.order,
  );
  return hits.slice(0, max).map((hit) => placeFromEntry(hit.place.tuple));
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(latA: number, lngA: number, latB: number, lngB: number): number {
  const dLat = toRadians(latB - latA);
  const dLng = toRadians(lngB - lngA);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(latA)) * Math.cos(toRadians(latB)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The municipality whose seat is nearest to a point (great-circle distance), or null when none is
 * within NEAREST_PLACE_MAX_KM. Only the 1° grid cells of a box of that radius are scanned.
 */
export function nearestPlace(latitude: number, longitude: number): Place | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90) return null;
  const { grid } = getIndex();
  const latSpan = NEAREST_PLACE_MAX_KM / 111;
  const cosLat = Math.cos(toRadians(Math.min(89, Math.abs(latitude) + latSpan)));
  const lngSpan = Math.min(180, NEAREST_PLACE_MAX_KM / (111 * cosLat));
  let best: IndexedPlace | undefined;
  let bestKm = NEAREST_PLACE_MAX_KM;
  for (let latCell = Math.floor(latitude - latSpan); latCell <= Math.floor(latitude + latSpan); latCell++) {
    for (let lngCell = Math.floor(longitude - lngSpan); lngCell <= Math.floor(longitude + lngSpan); lngCell++) {
      for (const place of grid.get(cellKey(latCell, lngCell)) ?? []) {
        const km = distanceKm(latitude, longitude, place.tuple[3], place.tuple[4]);
        if (km < bestKm) {
          bestKm = km;
          best = place;
        }
      }
    }
  }
  return best ? placeFromEntry(best.tuple) : null;
}

/** A municipality by its 7-digit IBGE code, or null when the gazetteer lacks it. */
export function placeByIbgeCode(code: string | number): Place | null {
  const place = getIndex().byCode.get(String(code).trim());
  return place ? placeFromEntry(place.tuple) : null;
}

/** How many municipalities the gazetteer holds. */
export const placeCount = (): number => data.places.length;
