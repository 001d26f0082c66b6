import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt from node:crypto; the parameters travel with each hash so they can change later.
 * N = 2^12 is a fixture-grade cost (about 30 ms here, against about 100 ms for 2^14): the server only
 * holds demo credentials, and the BFF and e2e suites sign in hundreds of times.
 */
const PARAMS = { N: 4096, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$<salt base64>$<key base64>` */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const seededHashes = new Map<string, Promise<string>>();

/**
 * The hash shared by every seeded account (they all use the demo password). Its salt is derived
 * from the seed so the seeded state is reproducible, and it is computed once per process and seed
 * (scrypt is deliberately slow; tests start many servers).
 */
export function seededPasswordHash(password: string, seed: number): Promise<string> {
  const key = `${seed}:${password}`;
  let hash = seededHashes.get(key);
  if (!hash) {
    const salt = createHash('sha256').update(`talhao-seed:${seed}`).digest().subarray(0, 16);
    hash = hashPassword(password, salt);
    seededHashes.set(key, hash);
  }
  return hash;
}

/** A temporary password for account recovery: 12 characters, within every role's 4–32 / 8–32 rule. */
export const temporaryPassword = (): string => `Tmp${randomBytes(7).toString('base64url').slice(0, 9)}`;
