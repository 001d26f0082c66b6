import { CATALOGUE } from '@talhao/schema';
import { boundarySchema } from '@talhao/schema/forms/boundary';
import { boundaryBodySchema } from '@talhao/schema/upstream/boundary';
import type { FastifyInstance } from 'fastify';
import type { FixtureContext } from '../../http/context';
import { badRequest, forbidden, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { familyRouter } from '../../http/routing';
import { USERS } from '../account/users';
import { PROPERTIES } from './farmers';
import { toPropertyPayload } from './payloads';
import { FARM_HTTP_MESSAGES } from './routes';
import { FARM_WRITERS, visibleFarmerIds } from './visibility';

export const BOUNDARY_HTTP_MESSAGES = {
  /** Only the consultant who registered the farmer edits their land (spec 001 §6). */
  notCreator: CATALOGUE.saveBoundary.byStatus[403],
} as const;

/**
 * PUT farmerPropertyApi/boundary/:id `{boundary: geometry | null}` (docs/rest-contract.md "Issue 14 — farmers:
 * property boundaries"): sets or clears a property's boundary and answers the property. A property the caller
 * cannot see is 404; one whose farmer another user registered is 403; a geometry that breaks the shared rules
 * (packages/schema forms/boundary.ts) is 400 with its pt-BR text. The geometry is stored normalised (2D).
 */
export function registerBoundaryRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const properties = store.collection(PROPERTIES);
  const users = store.collection(USERS);

  familyRouter(app, ctx.families, 'farmerPropertyApi').put(
    '/boundary/:id',
    { access: 'bearer', roles: FARM_WRITERS },
    async (request) => {
      const caller = requireSelf(request);
      const id = (request.params as { id: string }).id;
      const property = properties.get(id);
      if (!property || !visibleFarmerIds(store, caller).has(property.user)) {
        throw notFound(FARM_HTTP_MESSAGES.propertyNotFound);
      }
      if (users.get(property.user)?.createdBy !== caller._id) throw forbidden(BOUNDARY_HTTP_MESSAGES.notCreator);
      const { boundary } = parseOr400(boundaryBodySchema, request.body ?? {});
      let stored = null;
      if (boundary) {
        const checked = boundarySchema.safeParse(boundary);
        if (!checked.success) throw badRequest(checked.error.issues[0]?.message);
        stored = checked.data;
      }
      const updated = properties.update(property._id, { boundary: stored, updatedAt: now().toISOString() })!;
      return toPropertyPayload(updated);
    },
  );
}
