import { describe, expect, it } from 'vitest';
import { boundarySchema } from '../forms/boundary';
import { BOUNDARY_ROUTES, boundaryBodySchema } from './boundary';
import { upstreamPropertySchema } from './farmers';
import { findRouteContract } from './routes';
import * as samples from './testing';

const ID = '65a1f0c2e4b0a1b2c3d4e5f6';
const boundary = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-40.3128, -20.3155],
      [-40.3028, -20.3155],
      [-40.3028, -20.3055],
      [-40.3128, -20.3155],
    ],
  ],
};

describe('BOUNDARY_ROUTES', () => {
  it('is one PUT of farmerPropertyApi, found by its path', () => {
    expect(BOUNDARY_ROUTES.map((r) => `${r.method} ${r.family}${r.path}`)).toEqual([
      'PUT farmerPropertyApi/boundary/:id',
    ]);
    expect(findRouteContract('PUT', 'farmerPropertyApi', `/boundary/${ID}`)?.body).toBe(boundaryBodySchema);
  });

  it('takes a geometry or null, as the BFF sends them after boundarySchema', () => {
    expect(boundaryBodySchema.parse({ boundary: boundarySchema.parse(boundary) })).toEqual({ boundary });
    expect(boundaryBodySchema.parse({ boundary: null })).toEqual({ boundary: null });
    expect(boundaryBodySchema.safeParse({ boundary: { type: 'Point', coordinates: [-40, -20] } }).success).toBe(false);
    expect(boundaryBodySchema.safeParse({}).success).toBe(false);
  });

  it('answers the property with its boundary, null or absent', () => {
    for (const answer of [
      { ...samples.property, boundary },
      { ...samples.property, boundary: null },
      samples.property,
    ]) {
      expect(upstreamPropertySchema.parse(answer)).toEqual(answer);
    }
    const multi = { type: 'MultiPolygon', coordinates: [boundary.coordinates] };
    expect(upstreamPropertySchema.parse({ ...samples.property, boundary: multi }).boundary).toEqual(multi);
  });
});
