import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config';
import type { Services } from '../services';
import { type BootRenderer, createBootRenderer, loadHomeRenderer, readBootManifest } from './boot-data';

/** Paths the SPA fallback never answers with index.html. */
const API_PREFIXES = ['/graphql', '/files', '/uploads', '/exports', '/__dev', '/healthz', '/readyz'];

export const isApiPath = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/** A browser route of the SPA: a GET outside the API whose last segment is not a file name. */
export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const last = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
  return !/\.[a-z0-9]{1,8}$/i.test(last);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the SPA's index.html when the web app is being served; false otherwise. */
    serveSpaIndex(request: FastifyRequest, reply: FastifyReply): false | FastifyReply | Promise<FastifyReply>;
  }
}

/**
 * Serves the built web app (WEB_DIST) so production is one port: hashed assets cached for a year,
 * index.html never cached, and SPA routes fall back to index.html. Skipped when the folder is missing.
 * With the build's boot manifest (and the schema and services to answer it) index.html is rendered per
 * request with the session's boot data (boot-data.ts) and not stored; '/' too, so fastify-static's own
 * index is off.
 */
export const staticPlugin = fp(
  async (
    app: FastifyInstance,
    { config, schema, services }: { config: Config; schema?: GraphQLSchema; services?: Services },
  ) => {
    const enabled = existsSync(join(config.webDist, 'index.html'));
    const manifest = enabled ? readBootManifest(config.webDist) : null;
    const boot: BootRenderer | null =
      manifest && schema && services
        ? createBootRenderer({
            html: readFileSync(join(config.webDist, 'index.html'), 'utf8'),
            manifest,
            schema,
            services,
            renderHome: loadHomeRenderer(config.webDist),
          })
        : null;
    app.decorate('serveSpaIndex', (request: FastifyRequest, reply: FastifyReply) => {
      if (!enabled || !isSpaRoute(request)) return false;
      if (!boot) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      // The page now holds this session's data: never stored, so Back after signing out (a history
      // navigation reuses a no-cache copy without asking) cannot bring the signed-in user's data back.
      return boot
        .render(request, reply)
        .then((html) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html));
    });
    if (!enabled) {
      app.log.info({ webDist: config.webDist }, 'web build not found; static files are not served');
      return;
    }
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: true,
      // The web build ships .br/.gz beside each text asset (vite.config.ts); served per Accept-Encoding.
      preCompressed: true,
      // '/' is the SPA's own route below (index.html with the boot data), not a directory index.
      index: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes(`${join(config.webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', (request, reply) => app.serveSpaIndex(request, reply) || reply.callNotFound());
  },
  { name: 'talhao-static' },
);
