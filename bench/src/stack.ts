/**
 * Starts the platform for measurement, in this process: a fixture server (fixed seed, optional
 * scale and fault rules, in memory) and a BFF in production mode serving the built web app.
 */
import { loadConfig, type Platform, startPlatform } from '@talhao/bff/platform';
import { createFixtureServer, type FaultRule, type FixtureServer } from '@talhao/fixture-server';

export interface StackOptions {
  seed: number;
  webDist: string;
  /** Fixture data multiplier (default 1). */
  scale?: number;
  /** Fault rules from the start, e.g. `[{ latencyMs: 20 }]` for a fixed artificial latency. */
  faults?: FaultRule[];
  /**
   * Runs before the fixture server listens: a section may add routes to `fixture.app` (e.g. a blank
   * page served from the provider's origin, so a browser-side REST baseline makes same-origin calls).
   */
  prepareFixture?: (fixture: FixtureServer) => void | Promise<void>;
  /** Extra BFF environment (e.g. UPSTREAM_RETRIES). */
  env?: Record<string, string>;
}

export interface Stack {
  fixture: FixtureServer;
  /** The fixture server's base URL (the "provider API"). */
  upstreamUrl: string;
  bff: Platform;
  /** The BFF's base URL (web app + /graphql). */
  bffUrl: string;
  close(): Promise<void>;
}

/** A fixed 32-byte key: benchmarks never need rotation, and a fixed key keeps cookies reusable within a run. */
const BENCH_SESSION_KEY = 'b'.repeat(64);

export async function startStack(options: StackOptions): Promise<Stack> {
  const fixture = await createFixtureServer({ seed: options.seed, scale: options.scale ?? 1, faults: options.faults });
  await options.prepareFixture?.(fixture);
  const upstreamUrl = await fixture.listen(0, '127.0.0.1');
  const { config } = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    UPSTREAM_URL: upstreamUrl,
    SESSION_KEY: BENCH_SESSION_KEY,
    // The harness counts upstream calls per request from Server-Timing (off in production by default).
    SERVER_TIMING: 'true',
    TILE_URL: '',
    WEB_DIST: options.webDist,
    LOG_LEVEL: 'warn',
    // Benchmarks sign in far more often than people do.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // As under npm start: lookups batch where the fixture server declares it (a scenario may say otherwise).
    UPSTREAM_BATCH_BY_ID: fixture.batchById.join(','),
    ...options.env,
  });
  const bff = await startPlatform(config, { logger: { level: 'warn' } });
  return {
    fixture,
    upstreamUrl,
    bff,
    bffUrl: bff.url,
    async close() {
      await bff.close();
      await fixture.close();
    },
  };
}
