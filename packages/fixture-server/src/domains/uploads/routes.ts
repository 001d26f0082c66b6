import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FixtureContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { resolveViewAs } from '../../http/viewAs';
import { isRevoked } from '../account/revokedTokens';
import { USERS, type UserRecord } from '../account/users';
import { visibleFarmerIds } from '../farmers/visibility';
import { contentTypeOf, isSafeUploadName, readUploadByName, UPLOADS } from './uploads';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const NOT_FOUND = 'Arquivo não encontrado';

/**
 * The caller of a file request: the bearer's user (or, for a MASTER with X-On-Behalf-Of, the viewed user), null
 * without a valid token. The route is public, so the guard does not run: a bad token is simply no caller.
 */
async function fileCaller(request: FastifyRequest, ctx: FixtureContext): Promise<UserRecord | null> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const verified = await ctx.jwt.verify(token);
  if (!verified.ok || isRevoked(ctx.store, verified.claims.jti)) return null;
  const caller = ctx.store.collection(USERS).get(verified.claims.sub);
  if (!caller || caller.deletedAt !== null || caller.role !== verified.claims.role) return null;
  try {
    const viewed = resolveViewAs(
      request,
      { family: null, template: '/uploads/:name', access: 'public', roles: null },
      verified.claims,
      ctx.store,
    );
    return viewed ?? caller;
  } catch {
    return null;
  }
}

/**
 * `GET /uploads/:name` (docs/rest-contract.md "Conventions", "Issue 15 — report PDF"). Public files (profile
 * pictures, offer images) are served to anyone. A farm record's file (its upload record names a `farmerId`:
 * analyses, monitoring posts, report item photos) is served only to a bearer who may see that farmer
 * (domains/farmers/visibility.ts); anyone else gets 404, as if it did not exist.
 */
export function registerUploadRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  app.get('/uploads/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    // Only names we generate are served; anything with a path separator or dot-dot never reaches the disk.
    if (!isSafeUploadName(name)) throw notFound(NOT_FOUND);
    const record = ctx.store.collection(UPLOADS).get(name);
    const farmerId = record?.farmerId ?? null;
    if (farmerId !== null) {
      const caller = await fileCaller(request, ctx);
      if (!caller || !visibleFarmerIds(ctx.store, caller).has(farmerId)) throw notFound(NOT_FOUND);
    }
    // A seeded file (domains/analyses/seed.ts) lives in its record, not in the storage.
    const bytes = await readUploadByName(ctx.store, ctx.files, name);
    if (!bytes) throw notFound(NOT_FOUND);
    return reply
      .header('content-type', record?.contentType ?? contentTypeOf(name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', farmerId === null ? 'public, max-age=3600' : 'private, no-store')
      .send(bytes);
  });
}
