import type { FamilyTable } from '@talhao/schema';
import { buildOpenApiDocument, OPENAPI_PATH, type OpenApiDocument } from '@talhao/schema/upstream/openapi';
import { ROUTE_CONTRACTS } from '@talhao/schema/upstream/routes';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteMeta } from '../http/routing';

/**
 * GET /__dev/openapi.json: the OpenAPI 3.1 description of every call this server answers, generated
 * from the schema package's route contracts with this server's own family table (so an overridden
 * FAMILY_TABLE moves the paths too). It lives under /__dev/, so the dev routes' guard (http/dev.ts:
 * this machine, or the dev key) covers it like the outbox and the call counters.
 */
export function registerOpenApiRoute(app: FastifyInstance, families: FamilyTable): void {
  let document: OpenApiDocument | undefined;
  app.get(OPENAPI_PATH, async () => {
    document ??= buildOpenApiDocument(ROUTE_CONTRACTS, families);
    return document;
  });
}

/** One method of one registered route, with the family meta FamilyRouter attaches (null elsewhere). */
export interface ServedRoute {
  method: string;
  url: string;
  meta: RouteMeta | null;
}

/**
 * Records every route registered after this call (fastify's onRoute hook), so a test can hold the
 * OpenAPI document against what the server really serves. HEAD twins of GET routes are left out.
 */
export function recordServedRoutes(app: FastifyInstance): readonly ServedRoute[] {
  const served: ServedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      served.push({ method, url: route.url, meta: route.config?.meta ?? null });
    }
  });
  return served;
}
