/** Shape of places-data.json (written by scripts/build-places.ts, read by the gazetteer). */

/** Credit line the GeoNames licence (CC-BY 4.0) asks for; show it wherever places are offered. */
export const PLACES_ATTRIBUTION = 'Dados de localidades: GeoNames (CC-BY 4.0)';

/** Column order of one row; tuples instead of objects keep the committed file small. */
export const PLACE_FIELDS = ['name', 'uf', 'ibge', 'lat', 'lng'] as const;

/** [IBGE name, UF, IBGE code, latitude, longitude] with coordinates rounded to 4 decimals (~11 m). */
export type PlaceTuple = [name: string, uf: string, ibge: number, lat: number, lng: number];

export interface PlacesData {
  attribution: string;
  fields: string[];
  places: PlaceTuple[];
}
