import { z } from 'zod';
import { defineRoutes } from './contract';
import { PROPERTY_FAMILIES, upstreamPropertySchema } from './farmers';
import { upstreamBoundarySchema } from './geojson';

/**
 * A property's boundary (issue 14, "Field boundaries"; docs/rest-contract.md "Issue 14 — farmers: property
 * boundaries"). The property payload carries it (`boundary`, upstream/farmers.ts); one call sets or clears it.
 */

/** `{boundary: geometry}` sets it, `{boundary: null}` clears it. */
export const boundaryBodySchema = z.object({ boundary: upstreamBoundarySchema.nullable() });
export type BoundaryBody = z.infer<typeof boundaryBodySchema>;

export const BOUNDARY_ROUTES = defineRoutes([
  {
    access: 'bearer',
    family: PROPERTY_FAMILIES.CONSULTANT,
    method: 'PUT',
    path: '/boundary/:id',
    summary:
      "Set (a GeoJSON Polygon or MultiPolygon) or clear (null) a property's boundary; only the farmer's creator (403), 404 when not visible",
    body: boundaryBodySchema,
    response: upstreamPropertySchema,
  },
]);
