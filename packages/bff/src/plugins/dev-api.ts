import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { COMMON } from '@talhao/schema';
import { OPENAPI_PATH } from '@talhao/schema/upstream/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDeveloperRequest } from './dev-access';
import { sendError } from './http-errors';

/** The browsable page; it reads the document at OPENAPI_PATH, the same path as on the fixture server. */
export const DEV_API_PATH = '/__dev/api';

/** Swagger UI's files, straight from node_modules (no CDN): the bundle and its stylesheet. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

/**
 * Starts Swagger UI on the document named by the page's JSON data block. "Try it out" is off: the page
 * only reads (the paths are the fixture server's, not this origin's), and the validator badge, which
 * would post the document to an outside service, is off too.
 */
const INIT_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  var config = JSON.parse(document.getElementById('talhao-api-config').textContent);
  window.ui = SwaggerUIBundle({
    url: config.url,
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    supportedSubmitMethods: [],
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/** Only this origin's files and the document; no inline script; Swagger UI sets inline styles. */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

/** `?key=` travels on to the assets and the document, so the page also opens from another machine. */
const withKey = (url: string, key: string | undefined) => (key ? `${url}?key=${encodeURIComponent(key)}` : url);

export function renderApiPage(key?: string): string {
  // `<` escaped so no value can close the data block.
  const config = JSON.stringify({ url: withKey(OPENAPI_PATH, key) }).replace(/</g, '\\u003c');
  const attr = (url: string) => withKey(url, key).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>API REST do provedor (desenvolvimento) — Talhão</title>
<link rel="stylesheet" href="${attr(`${DEV_API_PATH}/swagger-ui.css`)}">
</head>
<body>
<div id="swagger-ui"></div>
<script type="application/json" id="talhao-api-config">${config}</script>
<script src="${attr(`${DEV_API_PATH}/swagger-ui-bundle.js`)}"></script>
<script src="${attr(`${DEV_API_PATH}/init.js`)}"></script>
</body>
</html>`;
}

const keyOf = (request: FastifyRequest) => (request.query as { key?: string } | undefined)?.key;

/**
 * The offline REST API browser beside GraphiQL, mounted with the embedded fixture server only:
 * GET /__dev/api (Swagger UI, its assets from node_modules) reading GET /__dev/openapi.json, the
 * fixture server's own OpenAPI 3.1 document passed through. Like the dev outbox, every route answers
 * this machine or the per-start key (anyone else gets the plain 404) and is never cached.
 */
export async function devApiPlugin(
  app: FastifyInstance,
  { fixtureUrl, devKey }: { fixtureUrl: string; devKey: string | undefined },
) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isDeveloperRequest(request, devKey)) return sendError(reply, 404, 'NOT_FOUND', COMMON.notFoundTitle);
    reply.header('cache-control', 'no-store');
  });

  app.get(DEV_API_PATH, async (request, reply) =>
    reply
      .header('content-security-policy', PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(renderApiPage(keyOf(request))),
  );
  app.get(`${DEV_API_PATH}/init.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT),
  );
  app.get<{ Params: { file: string } }>(`${DEV_API_PATH}/:file`, async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return sendError(reply, 404, 'NOT_FOUND', COMMON.notFoundTitle);
    return reply.type(type).send(createReadStream(path.join(SWAGGER_UI_DIR, request.params.file)));
  });

  // The embedded fixture server listens on loopback, so its own dev guard lets this process in.
  app.get(OPENAPI_PATH, async (_request, reply: FastifyReply) => {
    try {
      const response = await fetch(`${fixtureUrl}${OPENAPI_PATH}`, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`fixture answered ${response.status}`);
      return reply.type('application/json; charset=utf-8').send(await response.text());
    } catch (error) {
      reply.log.warn({ err: String(error) }, 'openapi document unavailable');
      return sendError(reply, 502, 'UPSTREAM_UNAVAILABLE', COMMON.upstreamUnavailable);
    }
  });
}
