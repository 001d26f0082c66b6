import { WEB_ROLES, type WebRole } from '@talhao/schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** What the sealed cookie holds. The JWT never leaves the server side of the browser (rule 7). */
export interface SessionUser {
  jwt: string;
  role: WebRole;
  userId: string;
  /** Epoch milliseconds; the earlier of the JWT's `exp` and the session TTL. */
  expiresAt: number;
}

declare module '@fastify/secure-session' {
  interface SessionData {
    jwt: string;
    role: string;
    userId: string;
    expiresAt: number;
  }
}

const sessionUserSchema = z.object({
  jwt: z.string().min(1),
  role: z.enum(WEB_ROLES),
  userId: z.string(),
  expiresAt: z.number(),
});

/** `sub` and `exp` of a JWT, read without verifying (the provider verifies; we only need them for bookkeeping). */
export function readJwtClaims(jwt: string): { sub?: string; exp?: number } {
  const payload = jwt.split('.')[1];
  if (!payload) return {};
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : undefined,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The request's session. A cookie that is tampered with, sealed with a foreign key, expired, or
 * holds a role the web does not serve (a farmer) reads as "signed out" and is cleared.
 */
export class SessionAccess {
  private cached: SessionUser | null | undefined;

  constructor(
    private readonly request: FastifyRequest,
    private readonly ttlHours: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get(): SessionUser | null {
    if (this.cached !== undefined) return this.cached;
    const session = this.request.session;
    const data = session?.data();
    if (!data || Object.keys(data).filter((k) => k !== '__ts').length === 0) {
      this.cached = null;
      return null;
    }
    const parsed = sessionUserSchema.safeParse(data);
    if (!parsed.success || parsed.data.expiresAt <= this.now().getTime()) {
      this.destroy();
      return null;
    }
    this.cached = parsed.data;
    return parsed.data;
  }

  /** Seals a new session for a signed-in user (the previous content is dropped). */
  start(jwt: string, role: WebRole, fallbackUserId = ''): SessionUser {
    const { sub, exp } = readJwtClaims(jwt);
    const ttlEnd = this.now().getTime() + this.ttlHours * 3_600_000;
    const user: SessionUser = {
      jwt,
      role,
      userId: sub ?? fallbackUserId,
      expiresAt: exp ? Math.min(exp * 1000, ttlEnd) : ttlEnd,
    };
    const session = this.request.session;
    session.regenerate();
    session.set('jwt', user.jwt);
    session.set('role', user.role);
    session.set('userId', user.userId);
    session.set('expiresAt', user.expiresAt);
    this.cached = user;
    return user;
  }

  /** Clears the cookie at the end of this response. */
  destroy(): void {
    this.cached = null;
    this.request.session?.delete();
  }
}
