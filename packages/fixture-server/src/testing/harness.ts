import { type Address, AUTH_FAMILY, type FamilyName, type Role } from '@talhao/schema';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { createFixtureServer, type FixtureOptions, type FixtureServer } from '../server';

/** Helpers shared by the fixture server's tests (not part of the public API). */

export const FIXED_NOW = new Date('2026-11-21T15:00:00.000Z');

/** A clock tests can move. */
export function testClock(start: Date = FIXED_NOW) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export const HOUR_MS = 3_600_000;

export async function startFixture(options: FixtureOptions = {}): Promise<FixtureServer> {
  return createFixtureServer({ now: () => FIXED_NOW, jwtSecret: 'test-secret', ...options });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in and returns the JWT, failing the test when the answer is not 200. */
export async function signIn(
  server: FixtureServer,
  email: string,
  role: Role,
  password: string = DEMO_PASSWORD,
  family: FamilyName = AUTH_FAMILY[role],
): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: `/${family}`, payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().jwtToken as string;
}

export const claimsOf = (token: string) => decodeJwt(token);

export const sampleAddress: Address = {
  formattedAddress: 'Rua Sete de Setembro, 120 - Centro, Colatina - ES, Brasil',
  city: 'Colatina',
  stateFrom: 'ES',
  country: 'Brasil',
  coords: { latitude: -19.5394, longitude: -40.6306 },
};

/** Smallest valid-looking files: the magic bytes plus padding. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const GIF_BYTES = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(64, 3)]);

/** A multipart/form-data body with one part (a file when `filename` is given). */
export function multipart(
  field: string,
  content: Buffer,
  filename: string | null = 'foto.png',
  contentType = 'image/png',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----talhaoTestBoundary7MA4YWxkTrZu0gW';
  const disposition = `form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}`;
  const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${filename ? `Content-Type: ${contentType}\r\n` : ''}\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The token query parameter of an e-mail link. */
export const tokenOf = (link: string | undefined): string => new URL(link ?? '').searchParams.get('token') ?? '';
