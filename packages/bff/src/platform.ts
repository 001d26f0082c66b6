import { randomBytes } from 'node:crypto';
import type { FixtureServer } from '@talhao/fixture-server';
import type { FamilyName } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type BuildDeps, buildServer } from './server';
import type { OutboxEntry } from './services';

export type { Config } from './config';
export { loadConfig, testConfig } from './config';

export interface Platform {
  app: FastifyInstance;
  /** The BFF's listening URL (e.g. http://127.0.0.1:3000). */
  url: string;
  upstreamUrl: string;
  /** The embedded fixture server, when UPSTREAM_URL was absent. */
  fixture?: FixtureServer;
  /** With the embedded fixture server: the key that opens /__dev/outbox from another machine. */
  devKey?: string;
  close(): Promise<void>;
}

/**
 * A fixture server that another process runs (the cluster primary's embedded one): a worker points at it
 * as its provider and still offers the dev pages, reading the outbox from the fixture's own loopback route.
 */
export interface SharedFixture {
  url: string;
  batchById: readonly string[];
  devKey: string;
}

/** The outbox of a fixture server in another process, from its /__dev/outbox route (loopback peers only). */
export function remoteOutbox(fixtureUrl: string): () => Promise<OutboxEntry[]> {
  return async () => {
    const response = await fetch(`${fixtureUrl}/__dev/outbox`);
    if (!response.ok) throw new Error(`fixture outbox answered ${response.status}`);
    return (await response.json()) as OutboxEntry[];
  };
}

/**
 * The whole platform on one port: when UPSTREAM_URL is absent, the embedded fixture server starts
 * on 127.0.0.1 (random port) with DATA_DIR and e-mail links to PUBLIC_URL; then the BFF listens.
 * The embedded fixture always uses the default family table: FAMILY_TABLE only changes where the
 * BFF sends each family.
 */
export async function startPlatform(
  config: Config,
  deps: Omit<BuildDeps, 'upstreamUrl' | 'fixture' | 'devKey'> = {},
  shared?: SharedFixture,
  options: { processHeader?: boolean } = {},
): Promise<Platform> {
  let fixture: FixtureServer | undefined;
  let devFixture: BuildDeps['fixture'];
  let devKey: string | undefined;
  let upstreamUrl = config.upstreamUrl;
  let effective = config;
  if (shared) {
    upstreamUrl = shared.url;
    devKey = shared.devKey;
    devFixture = { outbox: remoteOutbox(shared.url) };
    effective = {
      ...config,
      batchById: config.batchById ?? new Set(shared.batchById as readonly FamilyName[]),
    };
  } else if (!upstreamUrl) {
    // Imported only here: the fixture's code and seed data stay out of a BFF that has a real provider.
    devKey = randomBytes(16).toString('hex');
    const { createFixtureServer } = await import('@talhao/fixture-server');
    fixture = await createFixtureServer({ dataDir: config.dataDir, publicWebUrl: config.publicUrl });
    upstreamUrl = await fixture.listen(0, '127.0.0.1');
    // The embedded fixture declares its batch lookups unless UPSTREAM_BATCH_BY_ID says otherwise.
    effective = { ...config, batchById: config.batchById ?? new Set(fixture.batchById) };
    devFixture = fixture;
  }
  let app: FastifyInstance;
  try {
    app = await buildServer(effective, { ...deps, upstreamUrl, fixture: devFixture, devKey });
    if (options.processHeader) {
      // Before Fastify's own listener: the header rides on every answer of this process (cluster tests).
      const pid = String(process.pid);
      app.server.prependListener('request', (_request, response) => response.setHeader('x-talhao-pid', pid));
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await fixture?.close();
    throw error;
  }
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    app,
    url: `http://${host}:${port}`,
    upstreamUrl,
    fixture,
    devKey,
    async close() {
      await app.close();
      await fixture?.close();
    },
  };
}
