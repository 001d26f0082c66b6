import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, startStub } from '../test/helpers';

let stub: Awaited<ReturnType<typeof startStub>>;
let dev: FastifyInstance;
let prod: FastifyInstance;

beforeAll(async () => {
  stub = await startStub(() => {});
  dev = await startBff(stub.url, { config: { nodeEnv: 'development' } });
  prod = await startBff(stub.url, { config: { nodeEnv: 'production', isProduction: true } });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
  await stub.close();
});

describe('GraphiQL', () => {
  it('is served offline to a browser outside production', async () => {
    const response = await dev.inject({ url: '/graphql', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.payload).toContain('YogaGraphiQL.renderYogaGraphiQL');
    expect(response.payload).toContain('"endpoint":"/graphql"');
    // No CDN: nothing loaded from another origin.
    expect(response.payload).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' blob:/);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('the CSP hash matches the page’s inline script', async () => {
    const { createHash } = await import('node:crypto');
    const response = await dev.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    const html = response.payload;
    const script = html.slice(html.indexOf('<script>') + '<script>'.length, html.lastIndexOf('</script>'));
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('JSON clients still reach the API on GET /graphql', async () => {
    const response = await dev.inject({
      url: '/graphql?query=%7BclientConfig%7BsupportPhone%7D%7D',
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(response.json()).toEqual({ data: { clientConfig: { supportPhone: '+55 27 3000-4500' } } });
  });

  it('is not served in production (and there is no landing page)', async () => {
    const response = await prod.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).not.toContain('text/html');
    expect(response.payload).not.toContain('GraphiQL');
  });
});
