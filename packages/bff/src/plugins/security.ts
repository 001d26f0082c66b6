import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { PAINT_FIRST_SCRIPT } from './paint-first';

/** Origin of a tile URL template for img-src; a `{s}` subdomain becomes a wildcard. */
export function tileOrigin(tileUrl: string | undefined): string | undefined {
  const match = tileUrl?.match(/^(https?:\/\/[^/]+)/);
  return match?.[1]?.replace(/\{s\}/g, '*');
}

/** The CSP source that allows one inline script, by the SHA-256 of its exact text. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The Content-Security-Policy directives of the web app and every JSON answer. */
export function cspDirectives(config: Config): Record<string, string[]> {
  const google = config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  const tiles = tileOrigin(config.tileUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': [
      "'self'",
      // The one inline script: a server-rendered home's entry after its first paint (boot-data.ts).
      inlineScriptSource(PAINT_FIRST_SCRIPT),
      ...(config.googleClientId ? ['https://accounts.google.com/gsi/client'] : []),
    ],
    // Leaflet and the rich-text editor set inline styles.
    'style-src': [
      "'self'",
      "'unsafe-inline'",
      ...(config.googleClientId ? ['https://accounts.google.com/gsi/style'] : []),
    ],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...google],
    'frame-src': google.length ? google : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
  };
  if (config.publicUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Browser features the app never uses are off; geolocation only for our own pages (the map's "my location"). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** helmet's settings: CSP (self, data:/blob: images, the map tile host), no framing, nosniff, HSTS only on https. */
export function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Tile servers such as OpenStreetMap's require a Referer: the origin is still sent.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
  };
}

/**
 * The headers helmet sets, computed once: with no CSP nonce nothing in them depends on the request, so running
 * helmet's middleware on every answer (as @fastify/helmet does, two hooks and a dozen closures per request)
 * would recompute the same strings each time (issue 17: per-request work a start-up step can do once).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * The headers of a GraphQL answer (JSON, never a document): a CSP that allows nothing, no framing, nosniff, the
 * same-origin resource policy, HSTS on https, and `no-store` (it holds the user's data). The document-only
 * headers (the app's CSP, Permissions-Policy, COOP, Origin-Agent-Cluster…) do nothing on JSON and cost ~700
 * bytes on every answer, ~4 ms each over a 1.6 Mbps rural link (issue 17, target 5).
 */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  const document = securityHeaders(config);
  const kept = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy'];
  const headers: Record<string, string> = Object.fromEntries(
    kept.flatMap((name) => (document[name] ? [[name, document[name]]] : [])),
  );
  headers['content-security-policy'] = "default-src 'none'; frame-ancestors 'none'";
  headers['cache-control'] = 'no-store';
  if (document['strict-transport-security'])
    headers['strict-transport-security'] = document['strict-transport-security'];
  return headers;
}

/** A browser asking for a page (its address bar), not a script asking for data. */
export const acceptsHtml = (accept: string | undefined): boolean => Boolean(accept && /\btext\/html\b/.test(accept));

/**
 * A GraphQL answer (JSON): any POST to /graphql, and any GET there but a browser's address bar asking for a page
 * (Accept: text/html: the development GraphiQL page, a document).
 */
const isGraphqlAnswer = (request: FastifyRequest): boolean =>
  request.routeOptions.url === '/graphql' &&
  (request.method === 'POST' || (request.method === 'GET' && !acceptsHtml(request.headers.accept)));

/**
 * Security headers on every answer (helmet's, computed once, and a Permissions-Policy); GraphQL answers get the
 * JSON set above. Pages with their own CSP (GraphiQL, the dev API browser) replace that one header in their own
 * hook, which runs after this one.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers = securityHeaders(config);
    const apiHeaders = apiSecurityHeaders(config);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isGraphqlAnswer(request) ? apiHeaders : headers);
      done();
    });
  },
  { name: 'talhao-security' },
);
