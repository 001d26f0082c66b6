import { STATUS_CODES } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { COMMON, codeForStatus } from '@talhao/schema';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Config } from './config';
import { exportTargets } from './exports';
import type { ExportTarget } from './exports/targets';
import { gazetteerPlaces, nominatimPlaces, type PlaceService } from './graphql/places/service';
import { buildSchema } from './graphql/schema';
import { devApiPlugin } from './plugins/dev-api';
import { devOutboxPlugin } from './plugins/dev-outbox';
import { downloadsPlugin } from './plugins/downloads';
import { exportsPlugin } from './plugins/exports';
import { GRAPHQL_PATH, graphqlPlugin } from './plugins/graphql';
import { healthPlugin } from './plugins/health';
import { sendError } from './plugins/http-errors';
import { useDepthLimitedJson } from './plugins/json-body';
import { playgroundPlugin } from './plugins/playground';
import { rateLimitPlugin } from './plugins/rate-limit';
import { reportPdfPlugin } from './plugins/reportPdf';
import { securityPlugin } from './plugins/security';
import { serverTimingPlugin } from './plugins/server-timing';
import { sessionPlugin } from './plugins/session';
import { staticPlugin } from './plugins/static';
import { uploadsPlugin } from './plugins/uploads';
import type { DevFixture, Services } from './services';
import { uploadTargets } from './uploads';
import { UpstreamClient } from './upstream/client';
import { ExchangeRecorder } from './upstream/recorder';

export type { Config } from './config';
export { loadConfig, testConfig } from './config';

export interface BuildDeps {
  /** The provider's base URL when config.upstreamUrl is absent (the embedded fixture server's). */
  upstreamUrl?: string;
  /** The embedded fixture server: enables the dev pages (outbox, REST API browser). */
  fixture?: DevFixture;
  /** Per-start key that opens the dev outbox from another machine (printed by `npm start`). */
  devKey?: string;
  places?: PlaceService;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** A different schema (tests of the directive); defaults to the full Talhão schema. */
  schema?: GraphQLSchema;
  /** First GET retry delay (tests shorten it). */
  retryBackoffMs?: number;
  /** The CSV exports served (tests of the plugin); defaults to every domain's (exports/index.ts). */
  exportTargets?: readonly ExportTarget[];
}

/** Brotli quality of dynamic answers (see the compress plugin below). */
export const BROTLI_QUALITY = 5;

/** Largest JSON body accepted (GraphQL requests and the other JSON routes). */
export const REQUEST_BODY_LIMIT_BYTES = 128 * 1024;

/**
 * The URL a log line names: a GraphQL GET carries its variables in the URL (a search text, a farmer's id), and
 * logs keep what a POST's body would not have left there, so only the operation's name stays.
 */
export function loggedUrl(url: string): string {
  const [path, search] = url.split('?', 2);
  if (path !== GRAPHQL_PATH || search === undefined) return url;
  const operationName = new URLSearchParams(search).get('operationName');
  return operationName ? `${path}?${new URLSearchParams({ operationName })}` : path;
}

export function defaultLogger(config: Config): FastifyServerOptions['logger'] {
  if (config.nodeEnv === 'test') return false;
  return {
    level: config.logLevel ?? (config.isProduction ? 'info' : 'debug'),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      // Fastify's own request serializer, with the URL above.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * The BFF: session, security headers, rate limits, GraphQL (+ offline GraphiQL outside production),
 * uploads, downloads, health, the dev outbox and API browser (embedded fixture only) and the built web app.
 */
export async function buildServer(config: Config, deps: BuildDeps = {}): Promise<FastifyInstance> {
  const upstreamUrl = config.upstreamUrl ?? deps.upstreamUrl;
  if (!upstreamUrl) throw new Error('buildServer: UPSTREAM_URL ausente e nenhum servidor de fixtures informado');

  const app = Fastify({
    logger: deps.logger ?? defaultLogger(config),
    // JSON bodies (GraphQL): the largest form (a training with two rich texts of 20,000 characters)
    // fits many times over; uploads stream through multipart with their own 3 MB limit.
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // Fastify accepts a hop count at run time; its types omit it.
    trustProxy: config.trustProxy as boolean | string,
    // A request Node's parser refuses before Fastify sees it (a URL or headers over 16 KB, broken HTTP)
    // gets the BFF's own refusal, with a code, instead of Node's bare body (found by the bench fuzz).
    clientErrorHandler: (error, socket) => {
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
      const tooLarge = (error as NodeJS.ErrnoException).code === 'HPE_HEADER_OVERFLOW';
      const status = tooLarge ? 431 : 400;
      const body = JSON.stringify({
        code: 'BAD_USER_INPUT',
        message: tooLarge ? COMMON.requestTooLarge : COMMON.badRequest,
      });
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });

  const recorder = config.recordDir
    ? new ExchangeRecorder(config.recordDir, {
        families: config.families,
        baseUrl: upstreamUrl,
        scenario: config.recordScenario,
        onError: (error) => app.log.warn({ err: String(error) }, 'cassette write failed'),
      })
    : undefined;
  const upstream = new UpstreamClient({
    baseUrl: upstreamUrl,
    families: config.families,
    timeoutMs: config.upstreamTimeoutMs,
    retries: config.upstreamRetries,
    logger: app.log,
    recorder,
    retryBackoffMs: deps.retryBackoffMs,
  });
  const gazetteer = gazetteerPlaces();
  const places =
    deps.places ??
    (config.geocoderUrl
      ? nominatimPlaces({
          baseUrl: config.geocoderUrl,
          timeoutMs: Math.min(config.upstreamTimeoutMs, 5000),
          userAgent: `Talhao/0.1 (+${config.publicUrl})`,
          fallback: gazetteer,
          log: app.log,
        })
      : gazetteer);
  const services: Services = {
    config,
    upstream,
    places,
    now: deps.now ?? (() => new Date()),
    devFixture: deps.fixture,
  };

  app.addHook('onClose', async () => {
    await upstream.close();
    await recorder?.flush();
  });

  // Set before the plugins so every encapsulated route inherits them.
  useDepthLimitedJson(app);
  app.setNotFoundHandler((request, reply) => {
    const spa = app.serveSpaIndex(request, reply);
    if (spa) return spa;
    return sendError(reply, 404, 'NOT_FOUND', COMMON.notFoundTitle);
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 413) {
      const upload = request.url.startsWith('/uploads/');
      return sendError(reply, 413, 'BAD_USER_INPUT', upload ? COMMON.fileTooLarge : COMMON.requestTooLarge);
    }
    if (status === 429) return sendError(reply, 429, 'RATE_LIMITED', COMMON.rateLimited);
    if (status >= 500) return sendError(reply, 500, 'INTERNAL_SERVER_ERROR', COMMON.internal);
    // Framework refusals (unsupported media type, malformed body, …): a client error, said as one.
    return sendError(reply, status, codeForStatus(status), COMMON.badRequest);
  });

  await app.register(serverTimingPlugin, { config });
  // GraphQL answers, the server-rendered homes and other dynamic text over 1 KB travel compressed (brotli, or
  // gzip); the web bundle is pre-compressed at build time and served as is (static.ts). Brotli at quality 5, not
  // the plugin's 4: 5–7% fewer bytes on these answers (a home 7.2 → 6.7 KB) for ~0.1–0.4 ms more CPU each.
  // Request bodies are never inflated: no client sends them compressed, and that would be a zip-bomb door.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
    globalDecompression: false,
  });
  await app.register(securityPlugin, { config });
  await app.register(sessionPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(playgroundPlugin, { config });
  const schema = deps.schema ?? buildSchema();
  await app.register(graphqlPlugin, { services, schema });
  await app.register(uploadsPlugin, { services, targets: uploadTargets(services) });
  await app.register(downloadsPlugin, { services });
  await app.register(exportsPlugin, { services, targets: deps.exportTargets ?? exportTargets() });
  await app.register(reportPdfPlugin, { services });
  await app.register(healthPlugin, { services });
  if (deps.fixture) await app.register(devOutboxPlugin, { fixture: deps.fixture, devKey: deps.devKey });
  if (deps.fixture) await app.register(devApiPlugin, { fixtureUrl: upstreamUrl, devKey: deps.devKey });
  await app.register(staticPlugin, { config, schema, services });

  await app.ready();
  return app;
}
