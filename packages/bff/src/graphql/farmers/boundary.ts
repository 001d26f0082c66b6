import { CATALOGUE, COMMON } from '@talhao/schema';
import { type BoundaryGeometry, boundaryAreaHectares, boundarySchema } from '@talhao/schema/forms/boundary';
import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import { upstreamFarmerSchema, upstreamPropertySchema } from '@talhao/schema/upstream/farmers';
import { upstreamBoundarySchema } from '@talhao/schema/upstream/geojson';
import type { RequestContext } from '../../context';
import { appError, validate } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { toProperty } from './mapping';

/**
 * A property's boundary (issue 14, "Field boundaries"): `Property.boundary` is the provider's GeoJSON as it
 * is, `Property.boundaryAreaHa` its area from the shared @turf/area function (packages/schema
 * forms/boundary.ts), and `setPropertyBoundary` sets or clears it through PUT {properties}/boundary/{id}
 * (docs/rest-contract.md "Issue 14 — farmers: property boundaries").
 */

const SAVE = { operation: 'saveBoundary' } as const;
export const BOUNDARY_TEXTS = {
  notCreator: CATALOGUE.saveBoundary.byStatus[403],
  notWriter: COMMON.forbidden,
} as const;

const WRITERS = ['CONSULTANT', 'ENTERPRISE_CONSULTANT'] as const;
type Writer = (typeof WRITERS)[number];

/** The signed-in consultant (or enterprise consultant) and their families of properties and farmers. */
function boundaryWriter(ctx: RequestContext) {
  const subject = ctx.subject();
  const role = subject?.role;
  if (!subject || !WRITERS.includes(role as Writer)) {
    throw appError('FORBIDDEN', BOUNDARY_TEXTS.notWriter, { status: 403 });
  }
  const properties = familyFor('properties', role as Writer);
  const farmers = familyFor('farmers', role as Writer);
  if (!properties || !farmers) throw appError('FORBIDDEN', BOUNDARY_TEXTS.notWriter, { status: 403 });
  return { userId: subject.userId, properties: ctx.upstream.family(properties), farmers: ctx.upstream.family(farmers) };
}

const idPath = (id: string) => `/${encodeURIComponent(id)}`;

/** The area of a boundary read from the provider; a shape turf cannot measure reads as no area. */
function areaOf(boundary: unknown): number | null {
  const parsed = upstreamBoundarySchema.safeParse(boundary);
  return parsed.success ? boundaryAreaHectares(parsed.data as BoundaryGeometry) : null;
}

export const boundaryResolvers: Resolvers = {
  Property: {
    boundary: (property) => property.boundary ?? null,
    boundaryAreaHa: (property) => (property.boundary ? areaOf(property.boundary) : null),
  },
  Mutation: {
    setPropertyBoundary: async (_parent, { propertyId, boundary }, ctx) => {
      const writer = boundaryWriter(ctx);
      // The shared rules first: a refused geometry costs no upstream call.
      const geometry = boundary === null || boundary === undefined ? null : validate(boundarySchema, boundary);
      // Visibility (404 'Propriedade não encontrada.') and the farmer's creator (spec 001 §6) before the write.
      const property = await writer.properties.get(`/property${idPath(propertyId)}`, {
        schema: upstreamPropertySchema,
        ...SAVE,
      });
      const farmer = await writer.farmers.get(idPath(property.user), { schema: upstreamFarmerSchema, ...SAVE });
      if (!farmer.createdBy || farmer.createdBy !== writer.userId) {
        throw appError('FORBIDDEN', BOUNDARY_TEXTS.notCreator, { status: 403 });
      }
      const saved = await writer.properties.put(
        `/boundary${idPath(propertyId)}`,
        { boundary: geometry },
        { schema: upstreamPropertySchema, ...SAVE },
      );
      return toProperty(saved);
    },
  },
};
