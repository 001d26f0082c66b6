import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, startBff, startFixture } from '../test/helpers';
import { DEV_API_PATH } from './dev-api';

const DEV_KEY = 'f'.repeat(32);
const LAN_PEER = '192.168.0.23';

let fixture: Fixture;
let app: FastifyInstance;
let real: FastifyInstance;

beforeAll(async () => {
  const started = await startFixture();
  fixture = started.fixture;
  app = await startBff(started.url, { fixture, deps: { devKey: DEV_KEY } });
  real = await startBff(started.url);
});
afterAll(async () => {
  await app?.close();
  await real?.close();
  await fixture?.close();
});

/** Every URL the page makes the browser load: src/href attributes and the document's URL. */
function loadedUrls(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1] ?? '');
  const config = /<script type="application\/json" id="talhao-api-config">([^<]*)<\/script>/.exec(html)?.[1];
  const documentUrl = config ? (JSON.parse(config) as { url: string }).url : '';
  return [...attributes.map((url) => url.replace(/&amp;/g, '&')), documentUrl];
}

describe('the offline REST API browser (/__dev/api)', () => {
  it('answers an HTML page that loads only this origin’s files', async () => {
    const page = await app.inject({ url: DEV_API_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const urls = loadedUrls(page.payload);
    expect(urls).toEqual([
      `${DEV_API_PATH}/swagger-ui.css`,
      `${DEV_API_PATH}/swagger-ui-bundle.js`,
      `${DEV_API_PATH}/init.js`,
      '/__dev/openapi.json',
    ]);
    // No CDN, no other origin: the page's own CSP would refuse one anyway.
    for (const url of urls) expect(url).toMatch(/^\/(?!\/)/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/https?:|unsafe-eval/);
    // The validator badge (which posts the document elsewhere) and "Try it out" are off.
    const init = await app.inject({ url: `${DEV_API_PATH}/init.js` });
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(init.payload).toContain('validatorUrl: null');
    expect(init.payload).toContain('supportedSubmitMethods: []');
  });

  it('serves Swagger UI’s assets from node_modules, and nothing else of that folder', async () => {
    const bundle = await app.inject({ url: `${DEV_API_PATH}/swagger-ui-bundle.js` });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bundle.payload).toContain('SwaggerUIBundle');
    const css = await app.inject({ url: `${DEV_API_PATH}/swagger-ui.css` });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const file of ['package.json', 'index.html', '..%2F..%2Fpackage.json']) {
      expect((await app.inject({ url: `${DEV_API_PATH}/${file}` })).statusCode).toBe(404);
    }
  });

  it('reads the embedded fixture server’s own OpenAPI document through this origin', async () => {
    const page = await app.inject({ url: DEV_API_PATH });
    const documentUrl = loadedUrls(page.payload).at(-1) ?? '';
    const response = await app.inject({ url: documentUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const fromFixture = await fixture.app.inject({ url: '/__dev/openapi.json' });
    expect(response.json()).toEqual(fromFixture.json());
    expect(response.json().openapi).toBe('3.1.0');
  });

  it('answers another machine only with the dev key, which the page passes on', async () => {
    for (const url of [DEV_API_PATH, `${DEV_API_PATH}/swagger-ui-bundle.js`, '/__dev/openapi.json']) {
      const refused = await app.inject({ url, remoteAddress: LAN_PEER });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toEqual({ code: 'NOT_FOUND', message: 'Conteúdo não encontrado' });
    }
    const page = await app.inject({ url: `${DEV_API_PATH}?key=${DEV_KEY}`, remoteAddress: LAN_PEER });
    expect(page.statusCode).toBe(200);
    for (const url of loadedUrls(page.payload)) {
      expect(url).toContain(`?key=${DEV_KEY}`);
      expect((await app.inject({ url, remoteAddress: LAN_PEER })).statusCode, url).toBe(200);
    }
  });

  it('does not exist against a real provider', async () => {
    for (const url of [DEV_API_PATH, '/__dev/openapi.json']) {
      expect((await real.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
