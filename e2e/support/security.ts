import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page } from '@playwright/test';
import { AUTH_FAMILY, AUTH_PATHS } from '@talhao/schema';
import type { DemoAccount } from './accounts';
import { E2E_OUTBOX_PORT } from './env';
import { operationBody } from './graphql';

/**
 * Helpers of tests/security.spec.ts: hostile rich text and the checks that it stayed inert, GraphQL
 * calls made the way the app makes them, direct access to the provider (the fixture server, past
 * the BFF), and a second web site for cross-site requests and framing.
 */

// ---------------------------------------------------------------------------------------------------
// Hostile rich text

/**
 * A visible, harmless paragraph followed by the classic ways stored HTML runs script: event
 * handlers, script elements, javascript: URLs, frames, SVG/MathML tricks and an mXSS shape. Each
 * would set `window.__xss` (or open a dialog) if it ever ran.
 */
export function hostileHtml(visible: string): string {
  return [
    `<p>${visible}</p>`,
    '<img src=x onerror="window.__xss=1">',
    `<img src=y onerror="alert('xss')">`,
    '<script>window.__xss=1</script>',
    '<svg onload="window.__xss=1"><circle r="4"></circle></svg>',
    '<p><a href="javascript:window.__xss=1">link malicioso</a></p>',
    '<p><a href="JaVaScRiPt:window.__xss=1" onclick="window.__xss=1">outro link</a></p>',
    '<iframe src="javascript:parent.__xss=1"></iframe>',
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    '<object data="javascript:window.__xss=1"></object>',
    '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
    '<p onmouseover="window.__xss=1" style="background:url(javascript:window.__xss=1)">passe o mouse</p>',
    '<form action="javascript:window.__xss=1"><button formaction="javascript:window.__xss=1">enviar</button></form>',
    '<math><mtext><table><mglyph><style><img src=z onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
  ].join('');
}

/** Elements that have no business inside rendered rich text. */
const FORBIDDEN_ELEMENTS =
  'script, iframe, object, embed, frame, frameset, svg, math, form, base, meta, link, style, img';

/**
 * Records, from the first script of every document, what a successful injection would leave behind:
 * dialogs, and the CSP violations of markup in the live page (an inline handler that reached the DOM
 * is refused by script-src-attr on its element; a javascript: URL or inline script by script-src-elem).
 * Not recorded: reports on the document from script-src-attr, which Chromium files while DOMPurify
 * parses the dirty HTML in its detached document (DOMPurify issues 107 and 900), and zod's one
 * `Function('')` probe (blocked URI 'eval').
 */
export async function watchForInjection(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const target = event.target as Node | null;
      const onElement = target?.nodeType === Node.ELEMENT_NODE && target.isConnected;
      const directive = event.effectiveDirective || event.violatedDirective;
      if (!directive.startsWith('script-src') || event.blockedURI === 'eval') return;
      if (!onElement && !directive.startsWith('script-src-elem')) return;
      const where = onElement ? (target as Element).outerHTML.slice(0, 120) : event.sourceFile;
      w.__cspViolations.push(`${directive} ${event.blockedURI} em ${where}`);
    });
  });
  return { dialogs };
}

/**
 * The rendered rich text shows `visible` and nothing executable: no forbidden element, no `on*`
 * attribute, no javascript: URL in any attribute; no script ran (`window.__xss`), no dialog opened,
 * and the page's CSP never had to refuse an inline script (which would mean markup got through).
 */
export async function expectInertRichText(
  page: Page,
  container: Locator,
  visible: string,
  watch: { dialogs: string[] },
): Promise<void> {
  await expect(container.getByText(visible, { exact: true })).toBeVisible();
  // Let any handler that was going to fire (image errors, onload, toggles) fire first.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 150))),
  );
  // Hovering and clicking what is left of the links must not run anything either.
  const links = container.getByRole('link');
  for (let index = 0; index < (await links.count()); index++) {
    await links.nth(index).hover();
    await links
      .nth(index)
      .click({ modifiers: [], noWaitAfter: true })
      .catch(() => undefined);
  }
  const found = await container.evaluate((root, forbidden) => {
    const bad: string[] = [];
    for (const element of Array.from(root.querySelectorAll(forbidden))) bad.push(`<${element.localName}>`);
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) bad.push(`${element.localName}[${attribute.name}]`);
        // Browsers ignore whitespace and control characters inside a URL scheme ('java\tscript:').
        const squeezed = Array.from(attribute.value)
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('');
        if (/javascript:/i.test(squeezed)) {
          bad.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
        }
      }
    }
    return bad;
  }, FORBIDDEN_ELEMENTS);
  expect(found, 'marcação perigosa no texto renderizado').toEqual([]);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    return { xss: w.__xss, csp: w.__cspViolations ?? [] };
  });
  expect(state.xss, 'nenhum script injetado rodou').toBeUndefined();
  expect(state.csp, 'a CSP não precisou barrar marcação injetada').toEqual([]);
  expect(watch.dialogs, 'nenhum diálogo aberto').toEqual([]);
}

// ---------------------------------------------------------------------------------------------------
// GraphQL as the app sends it

/**
 * One of the web app's operations (by name, sent by id as the app sends it: the production BFF answers nothing
 * else) with the page's cookies and the JSON content type; fails on any error.
 */
export async function gql<T>(page: Page, operationName: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: operationBody(operationName, variables),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, `GraphQL: ${operationName}`).toBeUndefined();
  expect(response.ok()).toBe(true);
  return body.data as T;
}

// ---------------------------------------------------------------------------------------------------
// The provider (fixture server), reached directly

/** The fixture server's URL, from the e2e stack's helper route (server.ts). */
export async function upstreamUrl(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_OUTBOX_PORT}/upstream`);
  if (!response.ok) throw new Error(`upstream: HTTP ${response.status}`);
  return ((await response.json()) as { url: string }).url;
}

export interface Upstream {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/** Signs `account` in at the provider itself and returns a client that sends its bearer JWT. */
export async function upstreamAs(account: DemoAccount): Promise<Upstream> {
  const base = await upstreamUrl();
  const signIn = await fetch(`${base}/${AUTH_FAMILY[account.role]}${AUTH_PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(signIn.status, 'login direto no provedor').toBe(200);
  const { jwtToken } = (await signIn.json()) as { jwtToken: string };
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${jwtToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Another web site

/** A JWT as the provider issues them (header.payload.signature, base64url JSON). */
export const JWT_PATTERN = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/;

export interface OtherSite {
  /** `http://localhost:<port>`: another site than the app's `http://127.0.0.1:<port>`. */
  origin: string;
  /** Serves `html` at `path` from now on. */
  page(path: string, html: string): string;
  close(): Promise<void>;
}

/**
 * A web server on another site than the app: the app is served from 127.0.0.1, this one is
 * addressed as localhost, and an IP address and a host name are never the same site.
 */
export async function startOtherSite(): Promise<OtherSite> {
  const pages = new Map<string, string>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const html = pages.get(request.url ?? '');
    if (!html) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page(path, html) {
      pages.set(path, html);
      return `${origin}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An HTML page whose form submits itself on load. Fields are name → value, sent as they are. */
export function autoSubmitForm(action: string, enctype: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`)
    .join('');
  return `<!doctype html><html><body><form id="f" method="POST" action="${escapeAttribute(action)}" enctype="${enctype}">${inputs}</form><script>document.getElementById('f').submit();</script></body></html>`;
}

/** A page that posts a PNG (base64) as the multipart `file` field of a form, on load. */
export function autoSubmitFileForm(action: string, png: Buffer): string {
  return `<!doctype html><html><body><form id="f" method="POST" action="${escapeAttribute(action)}" enctype="multipart/form-data"><input type="file" name="file"></form><script>
const bytes = Uint8Array.from(atob('${png.toString('base64')}'), (c) => c.charCodeAt(0));
const files = new DataTransfer();
files.items.add(new File([bytes], 'foto.png', { type: 'image/png' }));
const form = document.getElementById('f');
form.elements.file.files = files.files;
form.submit();
</script></body></html>`;
}
