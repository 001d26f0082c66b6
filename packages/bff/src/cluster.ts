/**
 * One BFF process per core (node:cluster). The primary serves nothing itself: it starts the embedded
 * fixture server when there is no provider (that server is stateful and in memory, so it must live in
 * exactly one process), forks the workers that share the listening port, counts the rate limits for all
 * of them (cluster-rate-limit.ts), prints the start summary once, restarts a worker that dies (and gives
 * up on a crash loop) and shuts everything down on SIGINT/SIGTERM. The session is a sealed cookie, so any
 * worker answers any request; the primary hands every worker the same session key.
 */

import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { FixtureServer } from '@talhao/fixture-server';
import { answerRateLimit, FixedWindowCounter, isRateLimitRequest } from './cluster-rate-limit';
import type { Config } from './config';
import type { Platform, SharedFixture } from './platform';

/** The fixture server the primary runs, as the workers receive it (env, JSON). */
export const SHARED_FIXTURE_ENV = 'TALHAO_SHARED_FIXTURE';
const SHUTDOWN_MESSAGE = 'talhao:shutdown';
/** More unexpected worker exits than this within CRASH_WINDOW_MS: a crash loop, the cluster stops. */
export const MAX_CRASHES = 5;
export const CRASH_WINDOW_MS = 60_000;
/** A worker that does not finish closing in time is killed. */
const WORKER_CLOSE_MS = 10_000;

export interface ClusterStart {
  workers: number;
  upstreamUrl: string;
  fixture?: FixtureServer;
  devKey?: string;
  /** Closes every worker, then the fixture server. */
  close(): Promise<void>;
}

const write = (text: string) => process.stderr.write(`${text}\n`);

/**
 * The primary. Resolves once every worker listens; `onFatal` runs when the cluster cannot go on (a worker
 * failed to start, or a crash loop) after everything was closed.
 */
export async function startPrimary(config: Config, onFatal: (reason: string) => void): Promise<ClusterStart> {
  let fixture: FixtureServer | undefined;
  let shared: SharedFixture | undefined;
  if (!config.upstreamUrl) {
    const { createFixtureServer } = await import('@talhao/fixture-server');
    fixture = await createFixtureServer({ dataDir: config.dataDir, publicWebUrl: config.publicUrl });
    const url = await fixture.listen(0, '127.0.0.1');
    shared = { url, batchById: fixture.batchById, devKey: randomBytes(16).toString('hex') };
  }
  const env: Record<string, string> = {
    // Every worker must open every other worker's cookies: one key set for all (a generated one too).
    SESSION_KEY: config.sessionKeys.map((key) => key.toString('hex')).join(','),
    // Workers never fork again.
    BFF_WORKERS: '1',
  };
  if (shared) env[SHARED_FIXTURE_ENV] = JSON.stringify(shared);

  const counter = new FixedWindowCounter();
  const crashes: number[] = [];
  let closing = false;
  let started = false;

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    worker.on('message', (message: unknown) => {
      if (isRateLimitRequest(message) && worker.isConnected()) worker.send(answerRateLimit(counter, message));
    });
    return worker;
  };

  const closeAll = async () => {
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_CLOSE_MS);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            if (worker.isConnected()) worker.send({ type: SHUTDOWN_MESSAGE });
            else worker.process.kill('SIGTERM');
          }),
      ),
    );
    await fixture?.close();
  };

  const fatal = (reason: string) => {
    if (closing) return;
    closing = true;
    write(reason);
    void closeAll().then(() => onFatal(reason));
  };

  cluster.on('exit', (worker, code, signal) => {
    // Before every worker listens, a failed start rejects the start below instead.
    if (closing || !started) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && (crashes[0] as number) <= now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > MAX_CRASHES) {
      fatal(
        `Processos do BFF terminaram ${crashes.length} vezes em ${CRASH_WINDOW_MS / 1000} s; encerrando em vez de reiniciar em ciclo.`,
      );
      return;
    }
    write(`Processo do BFF ${worker.process.pid} terminou (${signal ?? `código ${code}`}); iniciando outro.`);
    fork();
  });

  const listening = new Promise<void>((resolve, reject) => {
    let count = 0;
    const onListening = () => {
      if (++count < config.workers) return;
      cluster.off('listening', onListening);
      resolve();
    };
    cluster.on('listening', onListening);
    cluster.once('exit', () => {
      if (!started) reject(new Error('Um processo do BFF terminou antes de escutar; veja o erro acima.'));
    });
  });
  for (let index = 0; index < config.workers; index++) fork();
  try {
    await listening;
  } catch (error) {
    closing = true;
    await closeAll();
    throw error;
  }
  started = true;

  return {
    workers: config.workers,
    upstreamUrl: shared?.url ?? (config.upstreamUrl as string),
    fixture,
    devKey: shared?.devKey,
    async close() {
      if (closing) return;
      closing = true;
      await closeAll();
    },
  };
}

/** A worker: the BFF on the shared port, in front of the primary's fixture server when there is one. */
export async function startWorker(config: Config): Promise<Platform> {
  const raw = process.env[SHARED_FIXTURE_ENV];
  const shared = raw ? (JSON.parse(raw) as SharedFixture) : undefined;
  // Loaded here, not at the top: the primary never loads the BFF's server code.
  const { startPlatform } = await import('./platform');
  const platform = await startPlatform(config, {}, shared, {
    // Tests tell the workers apart by this header; nothing else needs a process id.
    processHeader: config.nodeEnv === 'test',
  });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await platform.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('message', (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === SHUTDOWN_MESSAGE) void close();
  });
  // The primary went away (killed): nobody would restart or stop this worker, so it stops.
  process.on('disconnect', () => void close());
  // A terminal's Ctrl-C reaches the whole process group: the primary orchestrates the shutdown.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => void close());
  return platform;
}
