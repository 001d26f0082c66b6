import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { GRAPHQL_PATH } from './graphql';
import { acceptsHtml, inlineScriptSource } from './security';

const DEFAULT_QUERY = `# Talhão — GraphiQL (somente fora de produção)
# Entre pelo app (mesma origem) ou rode a mutation signIn aqui: a sessão fica no cookie.
query Viewer {
  viewer {
    role
    homePath
    profile {
      name
      email
      plan { badge trialDaysLeft }
    }
  }
}
`;

export interface PlaygroundPage {
  html: string;
  csp: string;
}

/**
 * GraphiQL from @graphql-yoga/render-graphiql: one self-contained page (its JS, CSS and the Monaco
 * workers are inlined; no CDN). The inline bootstrap script is allowed by its hash, the workers
 * come from blob: URLs, and styles are injected at run time, hence this page's own CSP.
 */
export async function renderPlayground(): Promise<PlaygroundPage> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  const html = renderGraphiQL({
    endpoint: GRAPHQL_PATH,
    title: 'Talhão — GraphiQL',
    defaultQuery: DEFAULT_QUERY,
  });
  const start = html.indexOf('<script>');
  const end = html.lastIndexOf('</script>');
  const script = start >= 0 && end > start ? html.slice(start + '<script>'.length, end) : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptSource(script)} blob:`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
  return { html, csp };
}

/** GET /graphql from a browser (Accept: text/html) outside production → the offline GraphiQL page. */
export const playgroundPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    if (config.isProduction) return;
    let page: Promise<PlaygroundPage> | undefined;
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || request.url.split('?')[0] !== GRAPHQL_PATH) return;
      if (!acceptsHtml(request.headers.accept)) return;
      page ??= renderPlayground();
      const { html, csp } = await page;
      reply.header('content-security-policy', csp).type('text/html; charset=utf-8');
      return reply.send(html);
    });
  },
  { name: 'talhao-playground' },
);
