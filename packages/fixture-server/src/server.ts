import path from 'node:path';
import multipart from '@fastify/multipart';
import { defaultFamilyTable, type FamilyName, type FamilyTable, LIMITS } from '@talhao/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { JwtService } from './auth/jwt';
import { ROUTE_MODULES } from './domains/index';
import { listOutbox, type OutboxMessage } from './domains/outbox/outbox';
import { registerOutboxRoutes } from './domains/outbox/routes';
import { DiskFileStorage, MemoryFileStorage } from './domains/uploads/uploads';
import { BATCH_BY_ID_FAMILIES, refuseIdBatches } from './http/batch';
import { CallCounter } from './http/calls';
import type { FixtureContext } from './http/context';
import { registerDevRoutes } from './http/dev';
import { registerErrorHandling } from './http/errors';
import { type FaultRule, FaultTable, registerFaults } from './http/faults';
import { registerAuthGuard } from './http/guard';
import { registerJsonParser } from './http/json';
import { recordServedRoutes, registerOpenApiRoute, type ServedRoute } from './openapi/openapi';
import { DEFAULT_SEED, seedStore } from './seed/index';
import { readSnapshot, StateWriter } from './store/persistence';
import { Store } from './store/store';

export interface FixtureOptions {
  /** When given, state is loaded from / saved to <dataDir>/state.json (debounced, flushed on close) and uploads go to <dataDir>/uploads. */
  dataDir?: string;
  /** Default 20261121; same seed + same `now` date => same data. */
  seed?: number;
  /** Default 1; multiplies the generated population (farmers etc.) for performance work. */
  scale?: number;
  /** Default defaultFamilyTable from @talhao/schema. */
  families?: FamilyTable;
  /** Base of links in e-mails, default 'http://localhost:3000'. */
  publicWebUrl?: string;
  /** Default: random per process. */
  jwtSecret?: string;
  /** Clock, default () => new Date(). */
  now?: () => Date;
  /** Fastify logger, default false. */
  logger?: boolean;
  /** Faults injected from the start (reliability tests, benchmarks); also settable at run time. */
  faults?: FaultRule[];
  /**
   * Accept `test-google-token:<email>` as a Google access token: a password-free sign-in as anyone,
   * so only test stacks set it (the e2e suite, BFF tests). Default false: like a real provider that
   * cannot reach Google, every Google token is refused (401).
   */
  googleTestTokens?: boolean;
  /**
   * Opens the /__dev routes to callers that are not on this machine (header x-talhao-dev-key).
   * Without it they answer loopback peers only.
   */
  devKey?: string;
  /**
   * Answer `{_id: [ids]}` lookups in one page (Talhão's extension, docs/rest-contract.md "Batch by id").
   * Default true; false behaves as the specification's provider, which reads one record per GET.
   */
  batchById?: boolean;
}

export interface FixtureServer {
  app: FastifyInstance;
  /** Returns the base URL; default port 0 (any free port) on 127.0.0.1. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** Account e-mails, newest first. */
  outbox(): OutboxMessage[];
  /** Counts per `METHOD /family/route-template` since the last reset. */
  calls(): Record<string, number>;
  resetCalls(): void;
  /** Replaces the fault rules (also PUT /__dev/faults). */
  setFaults(rules: FaultRule[]): void;
  /** Removes every fault rule (also DELETE /__dev/faults). */
  clearFaults(): void;
  /** How many writes the store took since start: equal before and after means nothing was stored. */
  changes(): number;
  /** Families whose lookups take `{_id: [ids]}` here (none when created with batchById: false). */
  batchById: readonly FamilyName[];
  /** Every route registered (method, url, family meta): what GET /__dev/openapi.json must describe. */
  servedRoutes: readonly ServedRoute[];
}

export async function createFixtureServer(options: FixtureOptions = {}): Promise<FixtureServer> {
  const now = options.now ?? (() => new Date());
  const store = new Store();
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : null;

  const snapshot = dataDir ? await readSnapshot(dataDir) : null;
  if (snapshot) store.load(snapshot);
  else await seedStore(store, { seed: options.seed ?? DEFAULT_SEED, scale: options.scale ?? 1, now: now() });

  let changes = 0;
  store.onChange(() => {
    changes += 1;
  });
  const writer = dataDir ? new StateWriter(store, dataDir) : null;
  if (writer && !snapshot) await writer.flush(true);

  const ctx: FixtureContext = {
    store,
    families: options.families ?? defaultFamilyTable,
    now,
    publicWebUrl: options.publicWebUrl ?? 'http://localhost:3000',
    jwt: new JwtService(options.jwtSecret, now),
    files: dataDir ? new DiskFileStorage(path.join(dataDir, 'uploads')) : new MemoryFileStorage(),
    googleTestTokens: options.googleTestTokens ?? false,
  };

  // Close drops idle keep-alive sockets too (a pooled client may hold one after an aborted request).
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  const servedRoutes = recordServedRoutes(app);
  const calls = new CallCounter();
  const faults = new FaultTable(options.faults);
  registerErrorHandling(app);
  registerJsonParser(app);
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 20 } });
  // Hook order: count the call, then faults (which may answer instead of the route), then auth.
  calls.register(app);
  registerFaults(app, faults);
  registerAuthGuard(app, ctx);
  const batchById = options.batchById ?? true;
  if (!batchById) refuseIdBatches(app);
  for (const register of ROUTE_MODULES) register(app, ctx);
  registerDevRoutes(app, calls, faults, options.devKey);
  registerOutboxRoutes(app, ctx);
  registerOpenApiRoute(app, ctx.families);

  let closed = false;
  return {
    app,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      if (address === null || typeof address === 'string') return String(address);
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${shownHost}:${address.port}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await writer?.close();
    },
    outbox: () => listOutbox(store),
    calls: () => calls.snapshot(),
    resetCalls: () => calls.reset(),
    setFaults: (rules) => faults.set(rules),
    clearFaults: () => faults.clear(),
    changes: () => changes,
    batchById: batchById ? BATCH_BY_ID_FAMILIES : [],
    servedRoutes,
  };
}
