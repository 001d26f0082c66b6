import { describe, expect, it } from 'vitest';
import {
  BOUNDARY_LIMITS,
  BOUNDARY_MESSAGES,
  boundaryAreaHectares,
  boundarySchema,
  checkBoundary,
  polygonFromCorners,
} from './boundary';

/** A square of `side` metres (approximately) with its south-west corner at (lng, lat) near Linhares/ES. */
function square(lng = -40.07, lat = -19.39, sideDegrees = 0.01) {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [lng, lat],
        [lng + sideDegrees, lat],
        [lng + sideDegrees, lat + sideDegrees],
        [lng, lat + sideDegrees],
        [lng, lat],
      ],
    ],
  };
}

const messageOf = (value: unknown) => boundarySchema.safeParse(value).error?.issues[0]?.message;

describe('boundarySchema', () => {
  it('accepts a closed polygon inside Brazil and keeps it 2D with 7 decimals', () => {
    const withAltitude = {
      type: 'Polygon',
      coordinates: [square().coordinates[0]!.map(([lng, lat]) => [lng! + 0.000000012, lat!, 35])],
    };
    const parsed = boundarySchema.parse(withAltitude);
    expect(parsed.type).toBe('Polygon');
    expect(parsed.coordinates[0]![0]).toEqual([-40.07, -19.39]);
    expect(parsed.coordinates[0]!.every((p) => (p as number[]).length === 2)).toBe(true);
  });

  it('accepts a MultiPolygon, with holes', () => {
    const outer = square(-47.9, -15.8, 0.02).coordinates[0]!;
    const hole = square(-47.895, -15.795, 0.005).coordinates[0]!.slice().reverse();
    const parsed = boundarySchema.parse({
      type: 'MultiPolygon',
      coordinates: [[outer, hole], square(-47.85, -15.8).coordinates],
    });
    expect(parsed.type).toBe('MultiPolygon');
    expect(parsed.coordinates).toHaveLength(2);
  });

  it.each([
    ['a point', { type: 'Point', coordinates: [-40, -19] }],
    [
      'a line',
      {
        type: 'LineString',
        coordinates: [
          [-40, -19],
          [-40.1, -19.1],
        ],
      },
    ],
    ['a Feature (the geometry alone is sent)', { type: 'Feature', geometry: square(), properties: {} }],
    ['a string', 'POLYGON((-40 -19, …))'],
    ['an empty polygon', { type: 'Polygon', coordinates: [] }],
    ['rings that are not lists', { type: 'Polygon', coordinates: [1, 2, 3] }],
    ['an empty MultiPolygon', { type: 'MultiPolygon', coordinates: [] }],
    ['null', null],
  ])("refuses %s with 'O contorno deve ser um polígono'", (_label, value) => {
    expect(messageOf(value)).toBe('O contorno deve ser um polígono');
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a string', '-40.07'],
  ])('refuses a coordinate that is %s', (_label, bad) => {
    const polygon = square();
    (polygon.coordinates[0]![1] as unknown[])[0] = bad;
    expect(messageOf(polygon)).toBe(BOUNDARY_MESSAGES.invalidCoordinates);
    expect(BOUNDARY_MESSAGES.invalidCoordinates).toBe('O contorno tem coordenadas inválidas');
  });

  it('refuses a position with one number or four', () => {
    const polygon = square();
    polygon.coordinates[0]![2] = [-40];
    expect(messageOf(polygon)).toBe('O contorno tem coordenadas inválidas');
    polygon.coordinates[0]![2] = [-40, -19, 1, 2];
    expect(messageOf(polygon)).toBe('O contorno tem coordenadas inválidas');
  });

  it('refuses a ring of fewer than 4 positions', () => {
    const ring = [
      [-40, -19],
      [-40.1, -19],
      [-40, -19],
    ];
    expect(messageOf({ type: 'Polygon', coordinates: [ring] })).toBe(
      'Cada anel do contorno deve ter ao menos 4 pontos',
    );
  });

  it('refuses an open ring', () => {
    const polygon = square();
    polygon.coordinates[0]!.pop();
    polygon.coordinates[0]!.push([-40.071, -19.391]);
    expect(messageOf(polygon)).toBe('O contorno deve ser fechado (o último ponto igual ao primeiro)');
  });

  it("refuses a polygon outside Brazil with 'O contorno está fora do Brasil'", () => {
    expect(messageOf(square(-58.4, -34.6))).toBe('O contorno está fora do Brasil'); // Buenos Aires
    expect(messageOf(square(2.35, 48.85))).toBe('O contorno está fora do Brasil'); // Paris
    // Latitude and longitude swapped (a frequent export mistake) lands in the ocean off Antarctica.
    expect(messageOf(square(-19.39, -40.07))).toBe('O contorno está fora do Brasil');
  });

  it("refuses more than 4.000 positions with 'O contorno tem pontos demais'", () => {
    const circle = (corners: number) => {
      const ring = Array.from({ length: corners }, (_, i) => {
        const angle = (2 * Math.PI * i) / corners;
        return [-47.9 + 0.01 * Math.cos(angle), -15.8 + 0.01 * Math.sin(angle)].map((n) => Math.round(n * 1e7) / 1e7);
      });
      return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
    };
    // corners + the closing position
    expect(messageOf(circle(BOUNDARY_LIMITS.maxVertices))).toBe('O contorno tem pontos demais (máximo de 4.000)');
    expect(messageOf(circle(BOUNDARY_LIMITS.maxVertices - 1))).toBeUndefined();
  });

  it('refuses a geometry whose JSON is too large', () => {
    const polygon = { ...square(), padding: 'x'.repeat(BOUNDARY_LIMITS.maxJsonChars) };
    expect(messageOf(polygon)).toBe('O contorno é grande demais');
  });

  it('refuses a polygon without area and one larger than a million hectares', () => {
    const flat = {
      type: 'Polygon',
      coordinates: [
        [
          [-40, -19],
          [-40.1, -19],
          [-40.2, -19],
          [-40, -19],
        ],
      ],
    };
    expect(messageOf(flat)).toBe('O contorno não tem área');
    expect(messageOf(square(-50, -10, 2))).toBe('O contorno é grande demais para uma propriedade');
  });

  it('checkBoundary answers the first broken rule', () => {
    expect(checkBoundary(square())).toMatchObject({ ok: true });
    expect(checkBoundary({ type: 'Polygon' })).toEqual({ ok: false, message: 'O contorno deve ser um polígono' });
  });
});

describe('boundaryAreaHectares', () => {
  it('computes the geodesic area in hectares with 2 decimals', () => {
    // 0.01° × 0.01° at 19.39°S ≈ 1,113 m × 1,050 m ≈ 116.8 ha.
    const hectares = boundaryAreaHectares(boundarySchema.parse(square()));
    expect(hectares).toBeGreaterThan(115);
    expect(hectares).toBeLessThan(118);
    expect(Math.round(hectares * 100) / 100).toBe(hectares);
  });

  it('subtracts holes', () => {
    const outer = square(-47.9, -15.8, 0.02).coordinates[0]!;
    const hole = square(-47.895, -15.795, 0.01).coordinates[0]!.slice().reverse();
    const whole = boundaryAreaHectares(boundarySchema.parse({ type: 'Polygon', coordinates: [outer] }));
    const holed = boundaryAreaHectares(boundarySchema.parse({ type: 'Polygon', coordinates: [outer, hole] }));
    expect(holed).toBeCloseTo(whole * 0.75, 0);
  });
});

describe('polygonFromCorners', () => {
  it('closes the ring of the clicked corners', () => {
    const polygon = polygonFromCorners([
      [-40, -19],
      [-40.01, -19],
      [-40.01, -19.01],
    ]);
    expect(polygon.coordinates[0]).toEqual([
      [-40, -19],
      [-40.01, -19],
      [-40.01, -19.01],
      [-40, -19],
    ]);
    expect(boundarySchema.safeParse(polygon).success).toBe(true);
  });
});
