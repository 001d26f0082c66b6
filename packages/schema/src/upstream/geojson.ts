import { z } from 'zod';

/**
 * GeoJSON geometries as the provider stores them (RFC 7946: [longitude, latitude] positions, WGS84). Read
 * loosely: what the provider answers is shown as it is; what Talhão sends passes the form rules first
 * (forms/boundary.ts boundarySchema: closed rings, inside Brazil, at most 5,000 positions).
 */
const position = z.array(z.number()).min(2).max(3);
const ring = z.array(position);

export const upstreamPolygonSchema = z.object({ type: z.literal('Polygon'), coordinates: z.array(ring) });
export const upstreamMultiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(ring)),
});

/** A property's boundary: a Polygon or a MultiPolygon. */
export const upstreamBoundarySchema = z.discriminatedUnion('type', [upstreamPolygonSchema, upstreamMultiPolygonSchema]);
export type UpstreamBoundary = z.infer<typeof upstreamBoundarySchema>;
