/**
 * The stack the e2e suite runs against (started by Playwright's webServer):
 * - one fixture server with a fresh temporary data directory, on a random port;
 * - the main BFF on E2E_PORT (serving the built web app, Google sign-in enabled);
 * - a second BFF on E2E_FARMER_PORT whose 'Consultor' sign-in family is the farmer's, so a farmer's
 *   credentials reach the BFF as a successful upstream sign-in that the BFF must refuse;
 * - a tiny JSON route on E2E_OUTBOX_PORT with the fixture server's outbox (the BFF's /__dev/outbox
 *   exists only for its embedded fixture server, and both BFFs here point UPSTREAM_URL at a shared one)
 *   and, at /upstream, the fixture server's URL (for specs that must write to the provider directly).
 * Both BFFs run with NODE_ENV=production and from the compiled build (packages/bff/dist), as deployed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Platform } from '@talhao/bff/platform';
import { createFixtureServer, type FixtureServer } from '@talhao/fixture-server';
import {
  E2E_BASE_URL,
  E2E_FARMER_PORT,
  E2E_FARMER_URL,
  E2E_GOOGLE_CLIENT_ID,
  E2E_OUTBOX_PORT,
  E2E_PORT,
  E2E_SESSION_KEY,
} from './support/env';

const HOST = '127.0.0.1';
const REPO_ROOT = join(import.meta.dirname, '..');

/** The BFF as it ships: compiled by scripts/lib.mjs ensureBffBuild (rebuilt when a source changed). */
async function compiledPlatform(): Promise<typeof import('@talhao/bff/platform')> {
  const lib = (await import(pathToFileURL(join(REPO_ROOT, 'scripts/lib.mjs')).href)) as {
    ensureBffBuild(): Promise<void>;
  };
  await lib.ensureBffBuild();
  return import(pathToFileURL(join(REPO_ROOT, 'packages/bff/dist/platform.js')).href);
}

function bffEnv(port: number, publicUrl: string, upstreamUrl: string, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    UPSTREAM_URL: upstreamUrl,
    SESSION_KEY: E2E_SESSION_KEY,
    // No tile server in tests: the web app's offline map layer.
    TILE_URL: '',
    // Every test signs in from 127.0.0.1; the default (10 per minute) would throttle the suite.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...extra,
  } satisfies NodeJS.ProcessEnv;
}

function startOutboxServer(fixture: FixtureServer, upstreamUrl: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url?.startsWith('/outbox')) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(fixture.outbox()));
      return;
    }
    // The security spec writes raw HTML straight into the provider, past the BFF's sanitizer.
    if (request.method === 'GET' && request.url === '/upstream') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ url: upstreamUrl }));
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_OUTBOX_PORT, HOST, () => resolve(server));
  });
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

async function main() {
  const { loadConfig, startPlatform } = await compiledPlatform();
  const dataDir = await mkdtemp(join(tmpdir(), 'talhao-e2e-'));
  // A test stack: Google test tokens are accepted here (never under npm start).
  const fixture = await createFixtureServer({ dataDir, publicWebUrl: E2E_BASE_URL, googleTestTokens: true });
  const upstreamUrl = await fixture.listen(0, HOST);
  const logger = { level: 'warn' };

  const platforms: Platform[] = [];
  let outbox: Server | undefined;
  let closing = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    // A close that hangs must not keep Playwright (or a terminal) waiting.
    setTimeout(() => {
      process.stderr.write('e2e: encerramento demorou mais de 5 s; saindo assim mesmo\n');
      process.exit(code || 1);
    }, 5000).unref();
    await Promise.allSettled(platforms.map((p) => p.close()));
    await new Promise<void>((resolve) => (outbox ? outbox.close(() => resolve()) : resolve()));
    await fixture.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  for (const signal of SIGNALS) process.on(signal, () => void shutdown(0));

  try {
    const main = loadConfig(
      bffEnv(E2E_PORT, E2E_BASE_URL, upstreamUrl, {
        GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
        // As under npm start: lookups batch where the fixture server declares it.
        UPSTREAM_BATCH_BY_ID: fixture.batchById.join(','),
      }),
    ).config;
    platforms.push(await startPlatform(main, { logger }));
    const farmer = loadConfig(
      bffEnv(E2E_FARMER_PORT, E2E_FARMER_URL, upstreamUrl, {
        FAMILY_TABLE: JSON.stringify({ consultantAuthApi: '/farmerAuthApi' }),
      }),
    ).config;
    platforms.push(await startPlatform(farmer, { logger }));
    outbox = await startOutboxServer(fixture, upstreamUrl);
  } catch (error) {
    process.stderr.write(`e2e: falha ao iniciar: ${error instanceof Error ? error.stack : String(error)}\n`);
    await shutdown(1);
    return;
  }
  process.stdout.write(
    `e2e: fixture ${upstreamUrl} (dados em ${dataDir}); BFF ${E2E_BASE_URL}; BFF agricultor ${E2E_FARMER_URL}\n`,
  );
}

void main();
