import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_CSRF_HEADER } from '../plugins/uploads';
import { signedInClient, startBff, useStack } from '../test/helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let webDist: string;

const stack = useStack({
  embedFixture: true,
  bff: async () => {
    webDist = await mkdtemp(join(tmpdir(), 'talhao-headers-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Talhão</title><div id="root"></div>');
    await writeFile(join(webDist, 'assets', 'index-abc.js'), 'console.log("talhão")');
    await writeFile(join(webDist, 'assets', 'index-abc.css'), 'body{margin:0}');
    return { config: { webDist } };
  },
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});

/** The headers server.test.ts checks on `/`, required on every kind of answer. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).toMatch(/frame-ancestors 'none'/);
  expect(csp, `${what}: CSP`).toMatch(/default-src '(self|none)'/);
  expect(response.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(response.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(response.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

describe('security headers on every kind of answer', () => {
  it('the web app: index.html on a deep link, a JS and a CSS asset', async () => {
    const page = await stack.bff.inject({ url: '/consultor/perfil', headers: { accept: 'text/html' } });
    expect(page.payload).toContain('<div id="root">');
    expectSecurityHeaders(page, 'index.html');
    const script = await stack.bff.inject({ url: '/assets/index-abc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expectSecurityHeaders(script, 'JS asset');
    expectSecurityHeaders(await stack.bff.inject({ url: '/assets/index-abc.css' }), 'CSS asset');
  });

  it('/graphql: a query, a refused request and GraphiQL', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const query = await client.gql('{ viewer { role } }');
    expect(query.body.data).toEqual({ viewer: { role: 'CONSULTANT' } });
    const queryResponse = await stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...client.cookieHeader() },
      payload: { query: '{ viewer { role } }' },
    });
    expect(queryResponse.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
    expectSecurityHeaders(queryResponse, 'POST /graphql');
    // A JSON answer: a CSP that allows nothing, not stored, none of the document-only headers.
    expect(queryResponse.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(queryResponse.headers['cache-control']).toBe('no-store');
    expect(queryResponse.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
      expect(queryResponse.headers[name], name).toBeUndefined();
    }
    expectSecurityHeaders(
      await stack.bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'text/plain' },
        payload: '{}',
      }),
      'CSRF refusal',
    );
    const graphiql = await stack.bff.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(graphiql.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(graphiql, 'GraphiQL');
  });

  it('health, 404s, upload refusals and downloaded files', async () => {
    for (const url of ['/healthz', '/readyz', '/nao-existe.txt', '/files/nao-existe.png', '/__dev/outbox']) {
      expectSecurityHeaders(await stack.bff.inject({ url }), url);
    }
    const refused = await stack.bff.inject({ method: 'POST', url: '/uploads/profile-picture' });
    expect(refused.statusCode).toBe(403);
    expectSecurityHeaders(refused, 'upload refusal');

    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const boundary = '----cabecalhos';
    const upload = await stack.bff.inject({
      method: 'POST',
      url: '/uploads/profile-picture',
      headers: {
        ...client.cookieHeader(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        [UPLOAD_CSRF_HEADER]: '1',
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    expectSecurityHeaders(upload, 'upload');
    const file = await stack.bff.inject({
      url: (upload.json() as { pictureUrl: string }).pictureUrl,
      headers: client.cookieHeader(),
    });
    expect(file.statusCode).toBe(200);
    expectSecurityHeaders(file, 'downloaded file');
    // A file opened on its own runs nothing from our origin.
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });

  it('HSTS and upgrade-insecure-requests once the public URL is https', async () => {
    const https = await startBff(stack.url, {
      config: { nodeEnv: 'production', isProduction: true, publicUrl: 'https://talhao.exemplo.com.br', webDist },
    });
    try {
      const page = await https.inject({ url: '/consultor', headers: { accept: 'text/html' } });
      expectSecurityHeaders(page, 'https index.html');
      expect(page.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      const answer = await https.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ viewer { role } }' },
      });
      expect(answer.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});
