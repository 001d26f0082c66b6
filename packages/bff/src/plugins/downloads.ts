import { COMMON, ON_BEHALF_OF_HEADER } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { FILES_PREFIX } from '../files';
import type { Services } from '../services';
import { SessionAccess } from '../session';
import { sendError } from './http-errors';

/** Types a browser may render inline from our origin; anything else is served as an attachment. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control'] as const;

/** Splits and checks `a/b/c.png`; null for traversal or empty segments. */
export function safeFilePath(raw: string): string | null {
  const segments = raw.split('/');
  if (segments.length === 0) return null;
  for (const segment of segments) {
    if (!segment || segment === '.' || segment === '..' || /[\\\0]/.test(segment)) return null;
  }
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * GET /files/*[?viewAs=<userId>] streams `/<path>` from the provider (profile pictures, analyses, report item photos),
 * so payloads can keep their relative URLs. Signed-in users only (404 otherwise, as for a file that does not exist):
 * the session's token is forwarded, because the files of a farmer's records are private — the provider serves them
 * only to a bearer who may see that farmer (docs/rest-contract.md "Issue 15 — report PDF"); a MASTER's `viewAs` is
 * forwarded as X-On-Behalf-Of. Public files (profile pictures, offer images) answer whatever the token. Only the
 * provider's file paths are served (config.filePrefixes, an allow-list of what the app links to):
 * anything else — the REST API, a fixture server's developer routes, the provider's root — is a
 * 404 answered here, without a request upstream.
 */
export async function downloadsPlugin(app: FastifyInstance, { services }: { services: Services }) {
  const familyPrefixes = Object.values(services.upstream.families);
  const isApiPath = (path: string) => familyPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const { filePrefixes } = services.config;
  const isFilePath = (path: string) =>
    filePrefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);

  app.get(`${FILES_PREFIX}/*`, async (request, reply) => {
    const path = safeFilePath((request.params as { '*': string })['*'] ?? '');
    if (!path || !isFilePath(path) || isApiPath(path)) return sendError(reply, 404, 'NOT_FOUND', COMMON.loadNotFound);
    const session = new SessionAccess(request, services.config.sessionTtlHours, services.now).get();
    if (!session) return sendError(reply, 404, 'NOT_FOUND', COMMON.loadNotFound);
    const viewAs = (request.query as { viewAs?: unknown } | undefined)?.viewAs;
    const onBehalfOf = session.role === 'MASTER' && typeof viewAs === 'string' && viewAs !== '' ? viewAs : null;
    let response: Awaited<ReturnType<typeof services.upstream.send>>;
    try {
      response = await services.upstream.send({
        path: services.upstream.filePath(path),
        method: 'GET',
        jwt: session.jwt,
        headers: onBehalfOf ? { [ON_BEHALF_OF_HEADER]: onBehalfOf } : undefined,
        metrics: request.upstreamMetrics,
        log: request.log,
        requestId: request.id,
      });
    } catch {
      return sendError(reply, 503, 'UPSTREAM_UNAVAILABLE', COMMON.upstreamUnavailable);
    }
    if (response.statusCode === 404 || response.statusCode === 410) {
      await response.body.dump();
      return sendError(reply, 404, 'NOT_FOUND', COMMON.loadNotFound);
    }
    if (response.statusCode >= 400) {
      await response.body.dump();
      request.log.warn({ path, status: response.statusCode }, 'upstream file download failed');
      return sendError(reply, 502, 'UPSTREAM_ERROR', COMMON.loadError);
    }
    for (const name of PASSED_HEADERS) {
      const value = response.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    const type =
      String(response.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '';
    if (!INLINE_TYPES.has(type)) reply.header('content-disposition', 'attachment');
    if (!response.headers['cache-control']) reply.header('cache-control', 'private, max-age=300');
    // A file opened directly runs nothing from our origin, and no other site may frame it.
    if (type !== 'application/pdf')
      reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox; frame-ancestors 'none'");
    return reply.code(response.statusCode).send(response.body);
  });
}
