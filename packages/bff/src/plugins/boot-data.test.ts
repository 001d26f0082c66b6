import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MENU_COLLAPSED_COOKIE } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// The web build's own lookup (codegen's manifest, __typename added): the same documents the web sends.
import { findOperation, readManifest } from '../../../web/build/operations';
import { type Fixture, signedInClient, startBff, startFixture } from '../test/helpers';
import { ADDRESS_INPUT } from '../test/master';
import {
  BOOT_ELEMENT_ID,
  BOOT_MANIFEST_FILE,
  type BootManifest,
  type HomeRenderer,
  homeRendererFile,
  scriptSafeJson,
  stylesheetSwap,
} from './boot-data';
import { PAINT_FIRST_SCRIPT } from './paint-first';

let fixture: Fixture;
let app: FastifyInstance;
let buildDir: string;
let webDist: string;

/** What the web build's server render does in these tests (the module below hands every call to it). */
const RENDER_HOOK = '__talhaoTestRenderHome';
const hooks = globalThis as unknown as Record<string, HomeRenderer | undefined>;
const FAKE_RENDERER = `export const renderHome = (input) => globalThis.${RENDER_HOOK}(input);\n`;

const FULL_SHEET = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
const SIGNED_OUT_SHEET = '<link rel="stylesheet" crossorigin href="/assets/signed-out-1.css">';
const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const HTML =
  `<!doctype html><html><head><title>Talhão</title>${ENTRY_SCRIPT}` +
  `${FULL_SHEET}</head><body><div id="root"></div></body></html>`;
const manifest: BootManifest = {
  documents: {
    Viewer: findOperation(readManifest(), 'Viewer'),
    ClientConfig: findOperation(readManifest(), 'ClientConfig'),
  },
  homes: {
    ENTERPRISE: { ...findOperation(readManifest(), 'DashboardCompany'), variables: {} },
    MASTER: { ...findOperation(readManifest(), 'MasterDashboard'), variables: { kind: 'FARMER', groupBy: 'CITY' } },
  },
  preload: { ENTERPRISE: ['/assets/AreaRoot-1.js', '/assets/CompanyDashboardPage-1.js'] },
  stylesheets: { full: '/assets/index-1.css', signedOut: '/assets/signed-out-1.css' },
};

beforeAll(async () => {
  let url: string;
  ({ fixture, url } = await startFixture());
  buildDir = await mkdtemp(join(tmpdir(), 'talhao-boot-'));
  webDist = join(buildDir, 'dist');
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), HTML);
  await writeFile(join(webDist, BOOT_MANIFEST_FILE), JSON.stringify(manifest));
  await mkdir(join(buildDir, 'dist-server'));
  await writeFile(homeRendererFile(webDist), FAKE_RENDERER);
  hooks[RENDER_HOOK] = async () => null;
  app = await startBff(url, { fixture, config: { webDist } });
});
afterAll(async () => {
  await app.close();
  await fixture.close();
  await rm(buildDir, { recursive: true, force: true });
  delete hooks[RENDER_HOOK];
});

/** The JSON block of a served page, parsed. */
function bootOf(html: string): Record<string, unknown> {
  const match = html.match(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`));
  if (!match?.[1]) throw new Error(`no boot data in ${html}`);
  return JSON.parse(match[1]);
}

describe('index.html with the boot data', () => {
  it('signed out: viewer null and the client config, no preload, not stored, the CSP unchanged', async () => {
    const plain = await app.inject({ url: '/healthz' });
    for (const url of ['/', '/login', '/consultor/financas?x=1']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(String(response.headers['content-security-policy'])).not.toContain("unsafe-inline'; script");
      const boot = bootOf(response.payload);
      expect(boot.viewer).toBeNull();
      expect(boot.clientConfig).toMatchObject({ __typename: 'ClientConfig', supportPhone: expect.any(String) });
      expect(response.payload).not.toContain('modulepreload');
      // The signed-out pages' stylesheet instead of the whole one.
      expect(response.payload).toContain(SIGNED_OUT_SHEET);
      expect(response.payload).not.toContain(FULL_SHEET);
      // The block sits in <head>, before the app's script, and the rest of the page is as built.
      expect(response.payload.indexOf(BOOT_ELEMENT_ID)).toBeLessThan(response.payload.indexOf('</head>'));
      expect(response.payload).toContain('<div id="root"></div>');
    }
  });

  it('signed in: the viewer exactly as the Viewer query answers it (typenames included) and the home preloaded', async () => {
    const client = await signedInClient(app, 'ENTERPRISE');
    const viewer = await client.gql(manifest.documents.Viewer.query);
    const home = await app.inject({ url: '/empresa', headers: client.cookieHeader() });
    expect(home.headers['cache-control']).toBe('no-store');
    const boot = bootOf(home.payload);
    expect(boot.viewer).toEqual(viewer.body.data?.viewer);
    expect(boot.viewer).toMatchObject({
      __typename: 'Viewer',
      role: 'ENTERPRISE',
      profile: { __typename: 'EnterpriseProfile' },
    });
    expect(home.payload).toContain('<link rel="modulepreload" crossorigin href="/assets/AreaRoot-1.js">');
    expect(home.payload).toContain('<link rel="modulepreload" crossorigin href="/assets/CompanyDashboardPage-1.js">');
    expect(home.payload).toContain(FULL_SHEET);
    expect(home.payload).not.toContain('signed-out');
    // Another page of the area: the data, but not the home's chunks.
    const other = await app.inject({ url: '/empresa/financas', headers: client.cookieHeader() });
    expect(bootOf(other.payload).viewer).toEqual(boot.viewer);
    expect(other.payload).not.toContain('modulepreload');
  });

  it("on the area's home: the home query's answer too, from one profile call; not elsewhere nor under a query string", async () => {
    const client = await signedInClient(app, 'ENTERPRISE');
    const home = manifest.homes?.ENTERPRISE as NonNullable<BootManifest['homes']>[string];
    const asked = await client.gql(home.query, home.variables);
    expect(asked.body.errors).toBeUndefined();

    fixture.resetCalls();
    const page = await app.inject({ url: '/empresa', headers: client.cookieHeader() });
    expect(bootOf(page.payload).home).toEqual({
      operationName: 'DashboardCompany',
      variables: {},
      data: asked.body.data,
    });
    // The viewer, the client config and the home share one context: the profile is read once.
    expect(fixture.calls()['GET /enterpriseProfileApi']).toBe(1);

    for (const url of ['/empresa/financas', '/empresa?viewAs=1', '/']) {
      const other = await app.inject({ url, headers: client.cookieHeader() });
      expect(bootOf(other.payload).home, url).toBeUndefined();
    }
    // A role without a home document in the manifest: the page as before.
    const consultant = await signedInClient(app, 'CONSULTANT');
    const consultantHome = await app.inject({ url: '/consultor', headers: consultant.cookieHeader() });
    expect(bootOf(consultantHome.payload)).toMatchObject({ viewer: { role: 'CONSULTANT' } });
    expect(bootOf(consultantHome.payload).home).toBeUndefined();
  });

  it('leaves the home out when its query fails, and still serves the page with the viewer', async () => {
    const client = await signedInClient(app, 'ENTERPRISE');
    fixture.setFaults([{ family: 'enterpriseConsultancyProvidedApi', effect: { status: 503 } }]);
    try {
      const page = await app.inject({ url: '/empresa', headers: client.cookieHeader() });
      expect(page.statusCode).toBe(200);
      const boot = bootOf(page.payload);
      expect(boot.viewer).toMatchObject({ role: 'ENTERPRISE' });
      expect(boot.home).toBeUndefined();
    } finally {
      fixture.clearFaults();
    }
  });

  it('escapes a user name that closes the script element', async () => {
    const client = await signedInClient(app, 'ENTERPRISE');
    const name = 'Ana </script><b>x</b>';
    const update = await client.gql('mutation($input: ProfileUpdateInput!) { updateProfile(input: $input) { name } }', {
      input: { name, phoneNumber: '+5527998761234', address: ADDRESS_INPUT },
    });
    expect(update.body.errors).toBeUndefined();
    const response = await app.inject({ url: '/empresa', headers: client.cookieHeader() });
    expect(response.payload).not.toContain('</script><b>');
    expect(response.payload).toContain('Ana \\u003c/script>\\u003cb>x\\u003c/b>');
    expect(bootOf(response.payload).viewer).toMatchObject({ profile: { name } });
  });

  it('a cookie that does not unseal is a visitor: viewer null, the page served', async () => {
    const response = await app.inject({ url: '/login', headers: { cookie: 'talhao_session=garbage' } });
    expect(response.statusCode).toBe(200);
    expect(bootOf(response.payload)).toMatchObject({ viewer: null, clientConfig: { __typename: 'ClientConfig' } });
  });
});

describe("the home's markup rendered into index.html (architecture note 36)", () => {
  afterEach(() => {
    hooks[RENDER_HOOK] = async () => null;
  });

  const ROOT_PATTERN = /<div id="root"[^>]*>(.*?)<\/div><\/body>/s;

  it("renders the signed-in user's home with the page's boot data, inert until the browser hydrates it", async () => {
    const render = vi.fn<HomeRenderer>(
      async ({ url, boot }) => `<main>${new URL(url).pathname} ${JSON.stringify(boot.menuCollapsed)}</main>`,
    );
    hooks[RENDER_HOOK] = render;
    const client = await signedInClient(app, 'ENTERPRISE');
    const page = await app.inject({ url: '/empresa', headers: client.cookieHeader() });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<div id="root" data-server-rendered inert><main>/empresa false</main></div>');
    expect(render).toHaveBeenCalledTimes(1);
    const boot = bootOf(page.payload);
    // The renderer saw exactly what the browser will hydrate with.
    expect(render.mock.calls[0]?.[0].boot).toEqual(boot);
    expect(boot).toMatchObject({ viewer: { role: 'ENTERPRISE' }, home: { operationName: 'DashboardCompany' } });
    expect(boot.menuCollapsed).toBe(false);

    // The side menu's state comes from the cookie the web app mirrors it into.
    const collapsed = await app.inject({
      url: '/empresa',
      headers: { cookie: `${client.cookieHeader().cookie}; ${MENU_COLLAPSED_COOKIE}=1` },
    });
    expect(collapsed.payload).toContain('<main>/empresa true</main>');
    expect(bootOf(collapsed.payload).menuCollapsed).toBe(true);
  });

  it('puts the markup in as it is, whatever it holds', async () => {
    // A user's name with what a replacement string would read as "the text before the match".
    hooks[RENDER_HOOK] = async () => "<main>Ana $` R$ 1.350,50 $& $'</main>";
    const client = await signedInClient(app, 'ENTERPRISE');
    const page = await app.inject({ url: '/empresa', headers: client.cookieHeader() });
    expect(page.payload).toContain("<main>Ana $` R$ 1.350,50 $& $'</main></div><script>");
    expect(page.payload.match(/<!doctype html>/g)).toHaveLength(1);
  });

  it("starts the app's entry after the markup's first paint: preloaded, then imported by the one inline script the CSP allows", async () => {
    hooks[RENDER_HOOK] = async () => '<main>home</main>';
    const client = await signedInClient(app, 'ENTERPRISE');
    const page = await app.inject({ url: '/empresa', headers: client.cookieHeader() });
    expect(page.payload).not.toContain(ENTRY_SCRIPT);
    // In the entry's place, before the stylesheet and the boot data, as index.html had them.
    expect(page.payload).toContain(
      '<title>Talhão</title><link rel="modulepreload" crossorigin href="/assets/index-1.js" data-entry>' +
        `${FULL_SHEET}<script type="application/json" id="${BOOT_ELEMENT_ID}">`,
    );
    expect(page.payload).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js" data-entry>');
    expect(page.payload).toContain(`<main>home</main></div><script>${PAINT_FIRST_SCRIPT}</script></body>`);
    const inline = [...page.payload.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(inline).toEqual([PAINT_FIRST_SCRIPT]);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    const scriptSrc = String(page.headers['content-security-policy'])
      .match(/script-src ([^;]*)/)?.[1]
      ?.split(' ');
    expect(scriptSrc).toEqual(["'self'", hash]);

    // A page the browser renders keeps its entry as a module script, and no inline script.
    for (const url of ['/empresa/financas', '/login']) {
      const other = await app.inject({ url, headers: client.cookieHeader() });
      expect(other.payload, url).toContain(ENTRY_SCRIPT);
      expect(other.payload, url).not.toContain('data-entry');
      expect(other.payload, url).not.toMatch(/<script>/);
    }
  });

  it('renders no other page, and none without the home answer', async () => {
    const render = vi.fn<HomeRenderer>(async () => '<main>home</main>');
    hooks[RENDER_HOOK] = render;
    const client = await signedInClient(app, 'ENTERPRISE');
    for (const url of ['/empresa/financas', '/empresa?viewAs=1', '/', '/login']) {
      const page = await app.inject({ url, headers: client.cookieHeader() });
      expect(page.payload, url).toContain('<div id="root"></div>');
      expect(bootOf(page.payload).menuCollapsed, url).toBeUndefined();
    }
    fixture.setFaults([{ family: 'enterpriseConsultancyProvidedApi', effect: { status: 503 } }]);
    try {
      const page = await app.inject({ url: '/empresa', headers: client.cookieHeader() });
      expect(page.payload).toContain('<div id="root"></div>');
    } finally {
      fixture.clearFaults();
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('serves the page for the browser to render when the server render fails, declines or is too slow', async () => {
    const client = await signedInClient(app, 'ENTERPRISE');
    const renderers: HomeRenderer[] = [
      async () => {
        throw new Error('render failed');
      },
      async () => null,
      () => new Promise(() => {}),
    ];
    for (const renderer of renderers) {
      hooks[RENDER_HOOK] = renderer;
      const started = performance.now();
      const page = await app.inject({ url: '/empresa', headers: client.cookieHeader() });
      expect(page.statusCode).toBe(200);
      expect(ROOT_PATTERN.exec(page.payload)?.[1]).toBe('');
      expect(page.payload).toContain('<div id="root"></div>');
      const boot = bootOf(page.payload);
      expect(boot.home).toMatchObject({ operationName: 'DashboardCompany' });
      expect(boot.menuCollapsed).toBeUndefined();
      // A render that never ends holds the page back for the timeout (1 s) at most.
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });
});

describe('stylesheetSwap', () => {
  it('swaps nothing for a build without the signed-out sheet or a page that does not link the whole one', () => {
    expect(stylesheetSwap(HTML, undefined)).toBeNull();
    expect(stylesheetSwap(HTML.replace(FULL_SHEET, ''), manifest.stylesheets)).toBeNull();
    expect(stylesheetSwap(HTML, manifest.stylesheets)).toEqual({ link: FULL_SHEET, signedOut: SIGNED_OUT_SHEET });
  });
});

describe('scriptSafeJson', () => {
  it('leaves no `<` and no line separators, and parses back to the same value', () => {
    const value = { a: '</script><!-- \u2028\u2029 & >' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
