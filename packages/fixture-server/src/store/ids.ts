import { randomBytes } from 'node:crypto';

/**
 * A 24-hex id shaped like a MongoDB ObjectId (what the provider uses): 4 bytes of creation
 * time in seconds, then 8 bytes of randomness, given as 16 hex characters.
 */
export function objectId(createdAt: Date, randomHex: string = randomBytes(8).toString('hex')): string {
  const seconds = Math.max(0, Math.floor(createdAt.getTime() / 1000)) % 2 ** 32;
  return seconds.toString(16).padStart(8, '0') + randomHex.slice(0, 16).padEnd(16, '0');
}

export const isObjectId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);

/** An opaque, URL-safe secret for e-mail links. */
export const randomToken = (): string => randomBytes(32).toString('hex');
