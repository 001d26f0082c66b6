import secureSession from '@fastify/secure-session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export const SESSION_COOKIE = 'talhao_session';

/**
 * The sealed session cookie (libsodium secretbox). The first key seals, every key opens, so a new
 * key can be put first while old cookies keep working (rotation). httpOnly, SameSite=Lax, Secure
 * in production; it lives as long as the session TTL.
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
        secure: config.isProduction,
        maxAge: ttlSeconds,
      },
    });
  },
  { name: 'talhao-session' },
);
