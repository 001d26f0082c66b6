import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@talhao/schema';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Sessions last 12 hours (docs/rest-contract.md). */
export const JWT_TTL_SECONDS = 12 * 60 * 60;

export interface JwtClaims {
  sub: string;
  role: Role;
  iat: number;
  exp: number;
  /** Identifies the token so logout can revoke it. */
  jti: string;
}

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** HS256 tokens with claims sub, role, iat, exp (and jti), timed by the server's clock. */
export class JwtService {
  private readonly key: Uint8Array;

  constructor(
    secret: string = randomBytes(32).toString('hex'),
    private readonly now: () => Date,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string, role: Role): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + JWT_TTL_SECONDS)
      .setJti(randomUUID())
      .sign(this.key);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.now() });
      const { sub, role, iat, exp, jti } = payload;
      if (typeof sub !== 'string' || typeof role !== 'string' || !iat || !exp || typeof jti !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { sub, role: role as Role, iat, exp, jti } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
