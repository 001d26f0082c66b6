import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Origin of a tile URL template for img-src; a `{s}` subdomain becomes a wildcard. */
export function tileOrigin(tileUrl: string | undefined): string | undefined {
  const match = tileUrl?.match(/^(https?:\/\/[^/]+)/);
  return match?.[1]?.replace(/\{s\}/g, '*');
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
    'script-src': ["'self'", ...(config.googleClientId ? ['https://accounts.google.com/gsi/client'] : [])],
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

/**
 * Security headers on every answer: CSP (self, data:/blob: images, the map tile host), no framing,
 * nosniff, a referrer policy that still sends the origin (tile servers such as OpenStreetMap's
 * require a Referer), HSTS only when the public URL is https, and a Permissions-Policy.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      // Google's sign-in popup talks back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.publicUrl.startsWith('https://')
        ? { maxAge: 15_552_000, includeSubDomains: true }
        : false,
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      return payload;
    });
  },
  { name: 'talhao-security' },
);
