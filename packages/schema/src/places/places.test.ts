import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { placeSchema } from '../address';
import type { PlacesData } from './data';
import {
  DEFAULT_PLACE_LIMIT,
  distanceKm,
  formatPlaceAddress,
  MAX_PLACE_LIMIT,
  NEAREST_PLACE_MAX_KM,
  nearestPlace,
  PLACES_ATTRIBUTION,
  placeByIbgeCode,
  placeCount,
  placeFromEntry,
  STATE_CAPITAL_CODES,
  searchPlaces,
} from './index';
import rawData from './places-data.json';

/** User + system CPU of this process, in milliseconds. */
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;

const data = rawData as PlacesData;
const cityUf = (places: { city: string; stateFrom: string }[]) => places.map((p) => `${p.city}/${p.stateFrom}`);

describe('places-data.json', () => {
  it('is compact (under 400 KB) and credits GeoNames', () => {
    const file = fileURLToPath(new URL('./places-data.json', import.meta.url));
    expect(statSync(file).size).toBeLessThan(400 * 1024);
    expect(data.attribution).toBe(PLACES_ATTRIBUTION);
    expect(PLACES_ATTRIBUTION).toBe('Dados de localidades: GeoNames (CC-BY 4.0)');
    expect(data.fields).toEqual(['name', 'uf', 'ibge', 'lat', 'lng']);
  });

  it('covers at least 5,500 municipalities with coordinates, in all 27 UFs', () => {
    expect(data.places.length).toBeGreaterThanOrEqual(5500);
    expect(placeCount()).toBe(data.places.length);
    const ufs = new Set(data.places.map((p) => p[1]));
    expect([...ufs].sort()).toEqual(
      getStates()
        .map((s) => s.code)
        .sort(),
    );
    expect(ufs.size).toBe(27);
  });

  it('holds IBGE municipalities: known code, same name and UF, each once', () => {
    const ibge = new Map(getMunicipalities().map((m) => [m.code, m]));
    const codes = new Set<number>();
    for (const [name, uf, code] of data.places) {
      const municipality = ibge.get(String(code));
      expect(municipality, `${name}/${uf}`).toEqual({ code: String(code), name, stateCode: uf });
      codes.add(code);
    }
    expect(codes.size).toBe(data.places.length);
  });

  it('places every seat inside Brazil’s bounding box, rounded to 4 decimals', () => {
    for (const [name, uf, , lat, lng] of data.places) {
      expect(lat, `${name}/${uf}`).toBeGreaterThan(-34);
      expect(lat, `${name}/${uf}`).toBeLessThan(5.3);
      expect(lng, `${name}/${uf}`).toBeGreaterThan(-74);
      expect(lng, `${name}/${uf}`).toBeLessThan(-28.8);
      expect(Math.round(lat * 10_000) / 10_000).toBe(lat);
      expect(Math.round(lng * 10_000) / 10_000).toBe(lng);
    }
  });

  it('includes every state capital', () => {
    expect(STATE_CAPITAL_CODES.size).toBe(27);
    const capitals = [...STATE_CAPITAL_CODES].map((code) => placeByIbgeCode(code));
    expect(capitals.every(Boolean)).toBe(true);
    expect(new Set(capitals.map((p) => p?.stateFrom)).size).toBe(27);
  });
});

describe('placeFromEntry', () => {
  it("builds the address shape with 'City - UF, Brasil'", () => {
    const place = placeFromEntry(['Vitória', 'ES', 3205309, -20.3194, -40.3378]);
    expect(place).toEqual({
      formattedAddress: 'Vitória - ES, Brasil',
      city: 'Vitória',
      stateFrom: 'ES',
      country: 'Brasil',
      coords: { latitude: -20.3194, longitude: -40.3378 },
      ibgeCode: '3205309',
    });
    expect(placeSchema.parse(place)).toEqual(place);
    expect(formatPlaceAddress('São Paulo', 'SP')).toBe('São Paulo - SP, Brasil');
  });
});

describe('placeByIbgeCode', () => {
  it('finds a municipality by code, as a string or a number', () => {
    expect(placeByIbgeCode('3550308')?.formattedAddress).toBe('São Paulo - SP, Brasil');
    expect(placeByIbgeCode(5103403)?.city).toBe('Cuiabá');
    expect(placeByIbgeCode('0000000')).toBeNull();
  });
});

describe('searchPlaces', () => {
  it('ignores accents and case', () => {
    const expected = cityUf(searchPlaces('Vitória'));
    expect(expected[0]).toBe('Vitória/ES');
    expect(cityUf(searchPlaces('vitoria'))).toEqual(expected);
    expect(cityUf(searchPlaces('VITÓRIA'))).toEqual(expected);
    expect(cityUf(searchPlaces('  vItOrIa  '))).toEqual(expected);
    expect(cityUf(searchPlaces('cuiaba'))[0]).toBe('Cuiabá/MT');
    expect(cityUf(searchPlaces('FLORIANOPOLIS'))).toEqual(['Florianópolis/SC']);
  });

  it('reads a trailing UF or state name as a filter', () => {
    expect(cityUf(searchPlaces('Vitoria es'))).toEqual(['Vitória/ES']);
    expect(cityUf(searchPlaces('São Paulo - SP'))).toEqual(['São Paulo/SP']);
    expect(cityUf(searchPlaces('sao paulo/sp'))).toEqual(['São Paulo/SP']);
    expect(cityUf(searchPlaces('Vitória (ES)'))).toEqual(['Vitória/ES']);
    expect(cityUf(searchPlaces('Vitória, Espírito Santo'))).toEqual(['Vitória/ES']);
    expect(cityUf(searchPlaces('campo grande ms'))).toEqual(['Campo Grande/MS']);
    const inSantaCatarina = searchPlaces('sao jose sc', 50);
    expect(inSantaCatarina.length).toBeGreaterThan(1);
    expect(inSantaCatarina.every((p) => p.stateFrom === 'SC')).toBe(true);
    expect(inSantaCatarina[0]?.city).toBe('São José');
  });

  it('finds a place again from its own formattedAddress', () => {
    expect(searchPlaces('Vitória - ES, Brasil')[0]?.ibgeCode).toBe('3205309');
    for (let i = 0; i < data.places.length; i += 7) {
      const place = placeFromEntry(data.places[i] as PlacesData['places'][number]);
      expect(searchPlaces(place.formattedAddress, 1), place.formattedAddress).toEqual([place]);
    }
  });

  it('keeps a name that merely ends like a state name as a name', () => {
    // "Piauí" is a state, but São João do Piauí is the exact name.
    expect(cityUf(searchPlaces('sao joao do piaui'))[0]).toBe('São João do Piauí/PI');
    expect(cityUf(searchPlaces('mato grosso'))[0]).toBe('Mato Grosso/PB');
  });

  it('ranks exact name > prefix > word prefix > contains', () => {
    expect(cityUf(searchPlaces('natal'))).toEqual(['Natal/RN', 'Natalândia/MG', 'Feliz Natal/MT']);
    expect(cityUf(searchPlaces('goiania'))).toEqual(['Goiânia/GO', 'Aparecida de Goiânia/GO', 'Aragoiânia/GO']);
  });

  it('puts state capitals first among equals, then alphabetical order', () => {
    expect(cityUf(searchPlaces('campo grande'))).toEqual([
      'Campo Grande/MS',
      'Campo Grande/AL',
      'Campo Grande/RN',
      'Campo Grande do Piauí/PI',
    ]);
    expect(cityUf(searchPlaces('porto', 4))).toEqual([
      'Porto/PI',
      'Porto Alegre/RS',
      'Porto Velho/RO',
      'Porto Acre/AC',
    ]);
    expect(cityUf(searchPlaces('rio', 3))).toEqual(['Rio Branco/AC', 'Rio de Janeiro/RJ', 'Rio Acima/MG']);
  });

  it("returns many 'São José' ordered: the exact one, then the prefixes alphabetically", () => {
    const results = searchPlaces('Sao Jose');
    expect(results).toHaveLength(DEFAULT_PLACE_LIMIT);
    expect(cityUf(results).slice(0, 3)).toEqual(['São José/SC', 'São José da Barra/MG', 'São José da Bela Vista/SP']);
    expect(results.slice(1).every((p) => p.city.startsWith('São José '))).toBe(true);
    const names = results.slice(1).map((p) => p.city);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('tolerates words out of order, missing spaces and apostrophes', () => {
    expect(cityUf(searchPlaces('jose campos'))).toEqual(['São José dos Campos/SP']);
    expect(cityUf(searchPlaces('xangrila'))).toEqual(['Xangri-lá/RS']);
    expect(cityUf(searchPlaces("alta floresta d'oeste"))).toEqual(["Alta Floresta D'Oeste/RO"]);
    expect(cityUf(searchPlaces('alta floresta doeste'))).toEqual(["Alta Floresta D'Oeste/RO"]);
  });

  it('honours the limit', () => {
    expect(searchPlaces('sao', 3)).toHaveLength(3);
    expect(searchPlaces('sao', 1)).toHaveLength(1);
    expect(searchPlaces('sao', 0)).toEqual([]);
    expect(searchPlaces('sao', -5)).toEqual([]);
    expect(searchPlaces('sao', 1000)).toHaveLength(MAX_PLACE_LIMIT);
    expect(searchPlaces('sao', 2.9)).toHaveLength(2);
  });

  it('returns [] for queries under 2 characters and for unknown names', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('a')).toEqual([]);
    expect(searchPlaces(' é ')).toEqual([]);
    expect(searchPlaces('--')).toEqual([]);
    expect(searchPlaces('xyzzy')).toEqual([]);
    expect(searchPlaces('Vitória - ZZ')).toEqual([]);
    expect(searchPlaces('es')).toHaveLength(DEFAULT_PLACE_LIMIT);
  });

  it('answers a typing user quickly (200 searches well under a second)', () => {
    const started = process.cpuUsage();
    for (let i = 0; i < 25; i++) {
      for (const q of [
        'vitoria',
        'sao jose',
        'são paulo - sp',
        'rio',
        'porto alegre',
        'xangrila',
        'campo grande ms',
        'ba',
      ]) {
        searchPlaces(q);
      }
    }
    // CPU time, not wall time: the same on a busy machine.
    expect(cpuMs(process.cpuUsage(started))).toBeLessThan(1000);
  });
});

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(0, 0, 0, 0)).toBe(0);
    expect(distanceKm(0, 0, 1, 0)).toBeCloseTo(111.19, 1);
    // São Paulo -> Rio de Janeiro seats, about 360 km.
    const sp = placeByIbgeCode('3550308')!.coords;
    const rj = placeByIbgeCode('3304557')!.coords;
    const km = distanceKm(sp.latitude, sp.longitude, rj.latitude, rj.longitude);
    expect(km).toBeGreaterThan(350);
    expect(km).toBeLessThan(370);
  });
});

describe('nearestPlace', () => {
  it('finds the municipality around a point', () => {
    expect(nearestPlace(-20.32, -40.34)).toEqual(placeByIbgeCode('3205309')); // Vitória-ES
    expect(nearestPlace(-15.6, -56.1)?.formattedAddress).toBe('Cuiabá - MT, Brasil');
    expect(nearestPlace(-30.03, -51.23)?.formattedAddress).toBe('Porto Alegre - RS, Brasil');
    expect(nearestPlace(-15.79, -47.88)?.formattedAddress).toBe('Brasília - DF, Brasil');
    expect(nearestPlace(-3.1, -60.02)?.formattedAddress).toBe('Manaus - AM, Brasil');
    expect(nearestPlace(-3.85, -32.42)?.city).toBe('Fernando de Noronha');
  });

  it('returns the seat itself for every seat', () => {
    for (let i = 0; i < data.places.length; i += 11) {
      const [name, uf, code, lat, lng] = data.places[i] as PlacesData['places'][number];
      expect(nearestPlace(lat, lng)?.ibgeCode, `${name}/${uf}`).toBe(String(code));
    }
  });

  it('agrees with a scan of every seat', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 300; i++) {
      const latitude = -34 + random() * 40;
      const longitude = -75 + random() * 47;
      let best: PlacesData['places'][number] | undefined;
      let bestKm = NEAREST_PLACE_MAX_KM;
      for (const tuple of data.places) {
        const km = distanceKm(latitude, longitude, tuple[3], tuple[4]);
        if (km < bestKm) [best, bestKm] = [tuple, km];
      }
      expect(nearestPlace(latitude, longitude)?.ibgeCode ?? null, `${latitude},${longitude}`).toBe(
        best ? String(best[2]) : null,
      );
    }
  });

  it(`is null farther than ${NEAREST_PLACE_MAX_KM} km from every municipality`, () => {
    expect(nearestPlace(-25, -30)).toBeNull(); // South Atlantic
    expect(nearestPlace(-20.5, -29.3)).toBeNull(); // Trindade island, no municipality seat near
    expect(nearestPlace(0, 0)).toBeNull();
    expect(nearestPlace(38.72, -9.14)).toBeNull(); // Lisbon
    expect(nearestPlace(-89.9, 0)).toBeNull();
  });

  it('is null for impossible input', () => {
    expect(nearestPlace(Number.NaN, -40)).toBeNull();
    expect(nearestPlace(-20, Number.POSITIVE_INFINITY)).toBeNull();
    expect(nearestPlace(-95, -40)).toBeNull();
  });

  it('is fast enough for a call per map click (1,000 calls well under half a second)', () => {
    const started = process.cpuUsage();
    for (let i = 0; i < 1000; i++) nearestPlace(-34 + (i % 40), -74 + ((i * 7) % 45));
    expect(cpuMs(process.cpuUsage(started))).toBeLessThan(500);
  });
});
