import { COMMON } from '@talhao/schema';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UPLOAD_CSRF_HEADER } from '../plugins/uploads';
import { signedInClient, type TestClient, useStack, VIEWER } from '../test/helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = '----formulario-externo';
const SIGN_OUT = 'mutation { signOut { message } }';
const RENAME = 'mutation { updateProfessionalResume(html: "<p>invadido</p>") { id } }';

/** What a cross-site `<form method=post>` can send: only these three content types, no custom header. */
const FORM_BODIES = {
  urlencoded: {
    'content-type': 'application/x-www-form-urlencoded',
    payload: `query=${encodeURIComponent(SIGN_OUT)}`,
  },
  multipart: {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="query"\r\n\r\n${SIGN_OUT}\r\n--${BOUNDARY}--\r\n`,
  },
  // `enctype="text/plain"` with a field named `{"query":"…","x":"` makes a valid JSON body.
  textPlain: {
    'content-type': 'text/plain',
    payload: `${JSON.stringify({ query: RENAME, x: '' }).slice(0, -2)}="}`,
  },
  textPlainCharset: { 'content-type': 'text/plain;charset=UTF-8', payload: JSON.stringify({ query: SIGN_OUT }) },
  noContentType: { 'content-type': undefined, payload: JSON.stringify({ query: SIGN_OUT }) },
} as const;

function imagePart(): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const stack = useStack();

/** Refused: a 4xx, a clean body without stack or upstream detail, and not one upstream call. */
function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['server-timing']).toMatch(/desc="0 calls"/);
  expect(response.payload).not.toMatch(/ {4}at |node:internal|\.ts:\d/);
  expect(stack.fixture.calls()).toEqual({});
}

/** The victim is still signed in and nothing changed upstream. */
async function expectUntouched(client: TestClient) {
  const viewer = await client.gql(VIEWER);
  expect(viewer.body.data?.viewer).toMatchObject({ role: 'CONSULTANT' });
}

describe('cross-site POSTs to /graphql', () => {
  for (const [name, { 'content-type': contentType, payload }] of Object.entries(FORM_BODIES)) {
    it(`a form body (${name}) with the victim’s cookie is refused before any resolver runs`, async () => {
      const client = await signedInClient(stack.bff, 'CONSULTANT');
      stack.fixture.resetCalls();
      const response = await stack.bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...client.cookieHeader(), ...(contentType ? { 'content-type': contentType } : {}) },
        payload,
      });
      client.track(response);
      expectRefused(response);
      expect(response.payload).not.toContain('signOut');
      await expectUntouched(client);
    });
  }

  it('Apollo’s CSRF answer for a text/plain body is a 400 that names the reason in pt-BR', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...client.cookieHeader(), 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: SIGN_OUT }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ message: COMMON.csrfBlocked, extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('a GET carrying a mutation is refused, with or without the preflight header', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    stack.fixture.resetCalls();
    const url = `/graphql?query=${encodeURIComponent(SIGN_OUT)}`;
    // An <img src> or a link: no preflight header, so CSRF prevention refuses it.
    const simple = await stack.bff.inject({ method: 'GET', url, headers: client.cookieHeader() });
    expectRefused(simple);
    // Even a same-origin script cannot mutate over GET.
    const preflighted = await stack.bff.inject({
      method: 'GET',
      url,
      headers: { ...client.cookieHeader(), 'apollo-require-preflight': 'true' },
    });
    expectRefused(preflighted);
    expect(preflighted.statusCode).toBe(405);
    await expectUntouched(client);
  });

  it('a JSON POST from another origin cannot pass the CORS preflight (no CORS headers are ever sent)', async () => {
    const preflight = await stack.bff.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin: 'https://atacante.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const answer = await client.gql(VIEWER, undefined, { origin: 'https://atacante.example' });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('cross-site POSTs to the upload routes', () => {
  const routes = [
    '/uploads/profile-picture',
    '/uploads/training-image/1',
    '/uploads/consultancy-image/1',
    '/uploads/advert-image/1',
  ];
  const bodies = {
    'multipart without the header': {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      payload: imagePart(),
    },
    urlencoded: { 'content-type': 'application/x-www-form-urlencoded', payload: 'file=%89PNG' },
    'text/plain': { 'content-type': 'text/plain', payload: PNG.toString('latin1') },
  };

  for (const route of routes) {
    it(`${route}: a form post with the victim’s cookie is refused, nothing reaches the provider`, async () => {
      const client = await signedInClient(stack.bff, 'CONSULTANT');
      for (const { 'content-type': contentType, payload } of Object.values(bodies)) {
        stack.fixture.resetCalls();
        const response = await stack.bff.inject({
          method: 'POST',
          url: route,
          headers: { ...client.cookieHeader(), 'content-type': contentType },
          payload,
        });
        expectRefused(response);
        expect(response.json()).toHaveProperty('code');
      }
      // The header is the guard: a wrong value is no better than none.
      stack.fixture.resetCalls();
      const wrong = await stack.bff.inject({
        method: 'POST',
        url: route,
        headers: {
          ...client.cookieHeader(),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          [UPLOAD_CSRF_HEADER]: 'true',
        },
        payload: imagePart(),
      });
      expectRefused(wrong);
      expect(wrong.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Você não possui autorização para realizar esta operação.',
      });
      await expectUntouched(client);
    });
  }

  it('with the header, a same-origin upload still goes through (the guard is the header, not the cookie)', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    stack.fixture.resetCalls();
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/uploads/profile-picture',
      headers: {
        ...client.cookieHeader(),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        [UPLOAD_CSRF_HEADER]: '1',
      },
      payload: imagePart(),
    });
    expect(response.statusCode).toBe(200);
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantProfileApi/picture-update': 1 });
  });
});
