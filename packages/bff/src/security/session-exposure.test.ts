import type { Role } from '@talhao/schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../plugins/session';
import { UPLOAD_CSRF_HEADER } from '../plugins/uploads';
import { signedInClient, startBff, TestClient, useStack, VIEWER } from '../test/helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = '----sessao';
/** A JWT anywhere: base64url JSON header `{"…` then a payload `{"…`. */
const JWT_SHAPE = /eyJ[\w-]{4,}\.eyJ[\w-]{4,}/;

/** Operations every role runs: reads, the role's own area, refusals, validation and failing writes. */
const COMMON_OPERATIONS: Array<[string, Record<string, unknown>?]> = [
  [VIEWER],
  ['{ clientConfig { supportPhone tileUrl googleClientId } }'],
  ['{ areaOwner { id name email } }'],
  ['{ masterStatistics { __typename } }'],
  ['{ nope }'],
  ['query ($id: ID!) { offeredConsultancy(id: $id) { id } }', { id: 'nao-existe' }],
  [
    'mutation ($input: PasswordChangeInput!) { changePassword(input: $input) { message } }',
    { input: { password: 'Errada@2026', newPassword: 'Nova@2026x' } },
  ],
  ['mutation { updateProfessionalResume(html: "<script>alert(document.cookie)</script>") { id } }'],
  ['mutation { deleteAccount(phrase: "não") { message } }'],
];

const ROLE_OPERATIONS: Record<Exclude<Role, 'ADMIN' | 'USER'>, Array<[string, Record<string, unknown>?]>> = {
  CONSULTANT: [
    ['{ offeredConsultancies { items { id name } } }'],
    ['{ farmers { items { id name email } } }'],
    ['{ trainings(state: PLANNED) { items { id } } }'],
  ],
  ENTERPRISE: [['{ offeredConsultancies { items { id name } } }']],
  ENTERPRISE_CONSULTANT: [['{ activities { items { id } } }']],
  MASTER: [['{ masterStatistics { __typename } users(kind: CONSULTANT) { items { id name } } }']],
};

const stack = useStack();

/** The JWT sealed in a session cookie (only the server can open it). */
function jwtIn(server: FastifyInstance, cookie: string | undefined): string {
  const jwt = cookie ? server.decodeSecureSession(decodeURIComponent(cookie))?.get('jwt') : undefined;
  if (!jwt) throw new Error('no session');
  return jwt;
}

const setCookiesOf = (headers: LightMyRequestResponse['headers']): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : value ? [value] : [];
};

/** Nothing but the sealed session cookie carries the token, and no cookie is readable by scripts. */
function expectNoTokenLeak(responses: TestClient['responses'], jwt: string) {
  expect(responses.length).toBeGreaterThan(5);
  const [, payload = '', signature = ''] = jwt.split('.');
  for (const { headers, raw } of responses) {
    for (const secret of [jwt, payload, signature]) expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(JWT_SHAPE);
    expect(raw.toLowerCase()).not.toMatch(/bearer|jwttoken|"jwt"/);
    const { 'set-cookie': _cookies, ...others } = headers;
    const otherHeaders = JSON.stringify(others);
    for (const secret of [jwt, payload, signature]) expect(otherHeaders).not.toContain(secret);
    expect(otherHeaders).not.toMatch(JWT_SHAPE);
    for (const cookie of setCookiesOf(headers)) {
      expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
      for (const secret of [jwt, payload, signature]) expect(cookie).not.toContain(secret);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\/(;|$)/i);
    }
  }
}

describe('the JWT never leaves the server side of the browser', () => {
  for (const role of ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] as const) {
    it(`${role}: no body, header or other cookie carries the token, through reads, errors, uploads and sign-out`, async () => {
      const client = await signedInClient(stack.bff, role);
      const jwt = jwtIn(stack.bff, client.cookie);
      expect(jwt.startsWith('eyJ')).toBe(true);

      for (const [query, variables] of [...COMMON_OPERATIONS, ...ROLE_OPERATIONS[role]]) {
        await client.gql(query, variables);
      }
      const upload = await stack.bff.inject({
        method: 'POST',
        url: '/uploads/profile-picture',
        headers: {
          ...client.cookieHeader(),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          [UPLOAD_CSRF_HEADER]: '1',
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${jwt}.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      });
      client.track(upload);
      expect(upload.statusCode).toBe(200);
      const pictureUrl = (upload.json() as { pictureUrl: string }).pictureUrl;
      for (const url of [pictureUrl, '/files/nao-existe.png', '/healthz', '/readyz', '/nao-existe']) {
        client.track(await stack.bff.inject({ method: 'GET', url, headers: client.cookieHeader() }));
      }
      client.track(
        await stack.bff.inject({
          method: 'GET',
          url: '/graphql',
          headers: { ...client.cookieHeader(), accept: 'text/html' },
        }),
      );

      const sealed = client.cookie;
      const signOut = await client.gql('mutation { signOut { message } }');
      expect(signOut.body.errors).toBeUndefined();
      expect(client.cookie).toBeUndefined();
      expectNoTokenLeak(client.responses, jwt);

      // The old cookie, replayed after sign-out, no longer opens the account and is cleared again.
      const replay = new TestClient(stack.bff);
      replay.cookie = sealed;
      const viewer = await replay.gql(VIEWER);
      expect(viewer.body.data?.viewer).toBeNull();
      expect(replay.cookie).toBeUndefined();
      expectNoTokenLeak([...replay.responses, ...client.responses], jwt);
    });
  }

  it('a visitor never receives a session (signing out only clears one)', async () => {
    const visitor = new TestClient(stack.bff);
    await visitor.gql(VIEWER);
    await visitor.gql('{ clientConfig { supportPhone } }');
    await visitor.gql('mutation { signOut { message } }');
    visitor.track(await stack.bff.inject({ method: 'GET', url: '/healthz' }));
    expect(visitor.setCookies).toEqual([
      `${SESSION_COOKIE}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
    ]);
    expect(visitor.cookie).toBeUndefined();
  });

  it('in production over https the session cookie is also Secure, and still the only cookie', async () => {
    const prod = await startBff(stack.url, {
      config: {
        nodeEnv: 'production',
        isProduction: true,
        publicUrl: 'https://talhao.exemplo.com.br',
        secureCookie: true,
      },
    });
    try {
      const client = await signedInClient(prod, 'CONSULTANT');
      await client.gql(VIEWER);
      await client.gql('mutation { signOut { message } }');
      expect(client.setCookies.length).toBeGreaterThanOrEqual(2);
      for (const cookie of client.setCookies) {
        expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
      }
    } finally {
      await prod.close();
    }
  });
});
