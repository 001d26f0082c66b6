import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

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
    serveSpaIndex(request: FastifyRequest, reply: FastifyReply): false | FastifyReply;
  }
}

/**
 * Serves the built web app (WEB_DIST) so production is one port: hashed assets cached for a year,
 * index.html never cached, and SPA routes fall back to index.html. Skipped when the folder is missing.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const enabled = existsSync(join(config.webDist, 'index.html'));
    app.decorate('serveSpaIndex', (request: FastifyRequest, reply: FastifyReply) => {
      if (!enabled || !isSpaRoute(request)) return false;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
      index: ['index.html'],
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes(`${join(config.webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  },
  { name: 'talhao-static' },
);
