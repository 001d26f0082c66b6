import type { FastifyInstance } from 'fastify';
import type { FixtureContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { contentTypeOf, isSafeUploadName, UPLOADS } from './uploads';

/** Stored files are public (docs/rest-contract.md): `GET /uploads/:name`. */
export function registerUploadRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  app.get('/uploads/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    // Only names we generate are served; anything with a path separator or dot-dot never reaches the disk.
    const safe = isSafeUploadName(name);
    const record = safe ? ctx.store.collection(UPLOADS).get(name) : undefined;
    // A seeded file (domains/analyses/seed.ts) lives in its record, not in the storage.
    const bytes =
      (safe ? await ctx.files.get(name) : null) ??
      (record?.inlineBase64 ? Buffer.from(record.inlineBase64, 'base64') : null);
    if (!bytes) throw notFound('Arquivo não encontrado');
    return reply
      .header('content-type', record?.contentType ?? contentTypeOf(name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600')
      .send(bytes);
  });
}
