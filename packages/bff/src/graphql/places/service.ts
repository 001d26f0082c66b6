import type { Place as SchemaPlace } from '@talhao/schema';
import { MAX_PLACE_LIMIT, nearestPlace, PLACES_COUNTRY, searchPlaces } from '@talhao/schema/places';
import { request } from 'undici';
import { z } from 'zod';
import type { Place } from '../../generated/resolvers';

/** Address search for the forms and the map picker. */
export interface PlaceService {
  search(query: string, limit: number): Promise<Place[]>;
  reverse(latitude: number, longitude: number): Promise<Place | null>;
}

export const clampLimit = (limit: number | null | undefined): number =>
  Math.min(Math.max(Math.trunc(limit ?? 8), 1), MAX_PLACE_LIMIT);

const fromGazetteer = (place: SchemaPlace): Place => ({
  formattedAddress: place.formattedAddress,
  city: place.city,
  stateFrom: place.stateFrom,
  country: place.country ?? PLACES_COUNTRY,
  coords: place.coords,
  ibgeCode: place.ibgeCode ?? null,
});

/** The offline gazetteer of Brazilian municipalities (packages/schema): the default, no network. */
export function gazetteerPlaces(): PlaceService {
  return {
    search: async (query, limit) => searchPlaces(query, clampLimit(limit)).map(fromGazetteer),
    reverse: async (latitude, longitude) => {
      const place = nearestPlace(latitude, longitude);
      return place ? fromGazetteer(place) : null;
    },
  };
}

const nominatimResultSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  address: z
    .object({
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
      state: z.string().optional(),
      'ISO3166-2-lvl4': z.string().optional(),
      country: z.string().optional(),
    })
    .loose()
    .default({}),
});
type NominatimResult = z.infer<typeof nominatimResultSchema>;

/** A Nominatim result as a Place; null when it names no municipality (a state, the sea…). */
export function fromNominatim(result: NominatimResult): Place | null {
  const a = result.address;
  const city = a.city ?? a.town ?? a.village ?? a.municipality;
  const uf = a['ISO3166-2-lvl4']?.replace(/^BR-/, '') ?? a.state;
  if (!city || !uf) return null;
  return {
    formattedAddress: result.display_name,
    city,
    stateFrom: uf,
    country: PLACES_COUNTRY,
    coords: { latitude: result.lat, longitude: result.lon },
    ibgeCode: null,
  };
}

export interface NominatimOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
  fallback: PlaceService;
  log: { warn(obj: object, msg?: string): void };
}

/**
 * A Nominatim-compatible geocoder restricted to Brazil (countrycodes=br). Any failure (network,
 * status, unexpected body) falls back to the offline gazetteer, so the address field keeps working.
 */
export function nominatimPlaces(options: NominatimOptions): PlaceService {
  const fetchJson = async (path: string, params: Record<string, string>): Promise<unknown> => {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', 'accept-language': 'pt-BR', ...params });
    const response = await request(`${options.baseUrl}${path}?${query}`, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new Error(`geocoder status ${response.statusCode}`);
    }
    return response.body.json();
  };
  return {
    async search(query, limit) {
      const text = query.trim();
      if (!text) return [];
      try {
        const body = await fetchJson('/search', { q: text, countrycodes: 'br', limit: String(clampLimit(limit)) });
        const results = z.array(nominatimResultSchema).parse(body);
        return results.map(fromNominatim).filter((p): p is Place => p !== null);
      } catch (error) {
        options.log.warn({ err: String(error) }, 'geocoder search failed; using the offline gazetteer');
        return options.fallback.search(query, limit);
      }
    },
    async reverse(latitude, longitude) {
      try {
        const body = await fetchJson('/reverse', { lat: String(latitude), lon: String(longitude), zoom: '10' });
        if (body && typeof body === 'object' && 'error' in body) return options.fallback.reverse(latitude, longitude);
        const place = fromNominatim(nominatimResultSchema.parse(body));
        // Nominatim answers points abroad too; the countrycodes filter does not apply to /reverse.
        const country = (body as { address?: { country_code?: string } }).address?.country_code;
        if (country && country !== 'br') return null;
        return place ?? options.fallback.reverse(latitude, longitude);
      } catch (error) {
        options.log.warn({ err: String(error) }, 'geocoder reverse failed; using the offline gazetteer');
        return options.fallback.reverse(latitude, longitude);
      }
    },
  };
}
