import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boundaryAreaHectares } from '@talhao/schema/forms/boundary';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_FILE_MAX_BYTES, BOUNDARY_IMPORT_MESSAGES, importBoundaryFile } from './importBoundary';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
const fileOf = (content: BlobPart, name: string, type = '') => new File([content], name, { type });

const SQUARE = [
  [-40.07, -19.39],
  [-40.06, -19.39],
  [-40.06, -19.38],
  [-40.07, -19.38],
  [-40.07, -19.39],
];

describe('importBoundaryFile', () => {
  it('reads the polygon of a KML (the point beside it ignored, the altitude dropped)', async () => {
    const geometry = await importBoundaryFile(fileOf(fixture('sitio.kml'), 'sitio.kml'));
    expect(geometry).toEqual({ type: 'Polygon', coordinates: [SQUARE] });
    expect(boundaryAreaHectares(geometry)).toBeCloseTo(116.8, 0);
  });

  it('reads the doc.kml inside a KMZ built with the zip library', async () => {
    const kmz = zipSync({ 'doc.kml': new Uint8Array(fixture('sitio.kml')), 'files/foto.png': strToU8('png') });
    const geometry = await importBoundaryFile(fileOf(kmz, 'Sitio Boa Esperanca.kmz'));
    expect(geometry).toEqual({ type: 'Polygon', coordinates: [SQUARE] });
  });

  it('reads a KMZ by its content when the name has no extension, and any KML inside', async () => {
    const kmz = zipSync({ 'contorno/area.kml': new Uint8Array(fixture('sitio.kml')) });
    expect((await importBoundaryFile(fileOf(kmz, 'download'))).type).toBe('Polygon');
  });

  it("reads a CAR export converted to GeoJSON (a FeatureCollection of the property's MultiPolygon)", async () => {
    const geometry = await importBoundaryFile(fileOf(fixture('car-imovel.geojson'), 'AREA_IMOVEL.geojson'));
    // One polygon: kept as a Polygon.
    expect(geometry).toEqual({ type: 'Polygon', coordinates: [SQUARE] });
  });

  it('reads a bare geometry and a Feature, and joins several polygons into a MultiPolygon', async () => {
    const polygon = { type: 'Polygon', coordinates: [SQUARE] };
    expect(await importBoundaryFile(fileOf(JSON.stringify(polygon), 'a.json'))).toEqual(polygon);
    const shifted = SQUARE.map(([lng, lat]) => [lng! + 0.02, lat!]);
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: polygon },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-40, -19] } },
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [shifted] } },
        { type: 'Feature', properties: {}, geometry: null },
      ],
    };
    const geometry = await importBoundaryFile(fileOf(JSON.stringify(collection), 'glebas.geojson'));
    expect(geometry).toEqual({ type: 'MultiPolygon', coordinates: [[SQUARE], [shifted]] });
  });

  it('refuses a file over 3 MB before reading it', async () => {
    const big = fileOf(new Uint8Array(BOUNDARY_FILE_MAX_BYTES + 1), 'grande.kml');
    await expect(importBoundaryFile(big)).rejects.toThrow('O arquivo deve ter no máximo 3 MB');
  });

  it.each([
    ['broken XML', '<kml><Document><Placemark>', 'sitio.kml'],
    ['broken JSON', '{"type": "Feature", ', 'sitio.geojson'],
    ['JSON that is not GeoJSON', '[1, 2, 3]', 'sitio.json'],
    ['a text file', 'Sítio Boa Esperança, 42 ha', 'sitio.txt'],
    ['a broken zip', 'PK\u0003\u0004 not really a zip', 'sitio.kmz'],
  ])('refuses %s as unreadable', async (_label, content, name) => {
    await expect(importBoundaryFile(fileOf(content, name))).rejects.toThrow(BOUNDARY_IMPORT_MESSAGES.unreadable);
  });

  it('says what is wrong with a readable file', async () => {
    await expect(importBoundaryFile(fileOf('', 'vazio.kml'))).rejects.toThrow('O arquivo está vazio');
    await expect(importBoundaryFile(fileOf(fixture('linha.geojson'), 'linha.geojson'))).rejects.toThrow(
      'O arquivo não contém nenhum polígono',
    );
    await expect(importBoundaryFile(fileOf(zipSync({ 'foto.png': strToU8('png') }), 'x.kmz'))).rejects.toThrow(
      'O arquivo KMZ não contém um KML',
    );
    await expect(importBoundaryFile(fileOf(fixture('utm.geojson'), 'utm.geojson'))).rejects.toThrow(
      BOUNDARY_IMPORT_MESSAGES.projected,
    );
    const paris = { type: 'Polygon', coordinates: [SQUARE.map(([lng, lat]) => [lng! + 42.4, lat! + 68.2])] };
    await expect(importBoundaryFile(fileOf(JSON.stringify(paris), 'paris.geojson'))).rejects.toThrow(
      'O contorno está fora do Brasil',
    );
  });
});
