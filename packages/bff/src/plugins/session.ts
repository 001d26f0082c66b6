import secureSession from '@fastify/secure-session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export const SESSION_COOKIE = 'talhao_session';

/**
 * The sealed session cookie (libsodium secretbox). The first key seals, every key opens, so a new
 * key can be put first while old cookies keep working (rotation). httpOnly, SameSite=Lax, Secure
 * exactly when PUBLIC_URL is https; it lives as long as the session TTL. A cookie that cannot be
 * opened (tampered with, sealed with a retired key, expired) is cleared on the same answer.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const ttlSeconds = config.sessionTtlHours * 3600;
    await app.register(secureSession, {
      key: config.sessionKeys,
      cookieName: SESSION_COOKIE,
      expiry: ttlSeconds,
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookie,
        maxAge: ttlSeconds,
      },
    });
    // Runs after secure-session's own hook has tried to open the cookie: one that was sent but
    // holds nothing is dead weight on every request (and a tampered one must not linger).
    // A callback hook, not an async one: it runs on every request and never waits.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.cookies?.[SESSION_COOKIE]) {
        const data = request.session?.data();
        const empty = !data || Object.keys(data).every((key) => key === '__ts');
        if (empty) request.session?.delete();
      }
      done();
    });
  },
  { name: 'talhao-session' },
);
