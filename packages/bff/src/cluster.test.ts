import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRateLimit, clusterRateLimitStore, FixedWindowCounter, RATE_LIMIT_MESSAGE } from './cluster-rate-limit';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const AUTH_LIMIT = 3;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Answer {
  status: number;
  pid: string | undefined;
  cookie: string | undefined;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

/** One GraphQL request on a connection of its own (no keep-alive), so the primary hands it to the next worker. */
function graphql(port: number, query: string, variables: unknown, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query, variables });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', connection: 'close', ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              pid: response.headers['x-talhao-pid'] as string | undefined,
              cookie: response.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; '),
              body: JSON.parse(text),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    // A connection handed to a worker that is dying may never answer: give up on it, not on the test.
    req.setTimeout(10_000, () => req.destroy(new Error('no answer in 10 s')));
    req.end(body);
  });
}

const SIGN_IN = 'mutation S($input: SignInInput!) { signIn(input: $input) { viewer { role } } }';
const signIn = (port: number, password: string) =>
  graphql(port, SIGN_IN, { input: { email: 'premium@talhao.dev', password, accountType: 'CONSULTANT' } });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('cluster (BFF_WORKERS=2, embedded fixture server in the primary)', () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let output = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    port = await freePort();
    dataDir = await mkdtemp(join(tmpdir(), 'talhao-cluster-'));
    child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: BFF_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        BFF_WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        UPSTREAM_URL: '',
        SESSION_KEY: '',
        AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    // The primary prints its summary once every worker listens.
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes('Talhão no ar em')) resolve();
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => reject(new Error(`cluster exited (${code}) before listening:\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the start summary and the demo accounts once', () => {
    expect(output).toContain('(2 processos do BFF)');
    expect(output.match(/Contas de demonstração/g)).toHaveLength(1);
  });

  it('answers from both workers, each opening the session the other sealed, with one rate limit for both', async () => {
    const first = await signIn(port, 'Talhao@2026');
    expect(first.body.data).toEqual({ signIn: { viewer: { role: 'CONSULTANT' } } });
    const cookie = first.cookie;
    expect(cookie).toMatch(/^talhao_session=/);

    const pids = new Set<string>();
    for (let index = 0; index < 6; index++) {
      const answer = await graphql(port, '{ viewer { role homePath } }', {}, cookie);
      expect(answer.body).toEqual({ data: { viewer: { role: 'CONSULTANT', homePath: '/consultor' } } });
      if (answer.pid) pids.add(answer.pid);
    }
    expect(pids.size).toBe(2);

    // The successful sign-in was attempt 1 of AUTH_LIMIT; the limit counts attempts on every worker.
    const attempts: Answer[] = [];
    for (let index = 0; index < AUTH_LIMIT + 1; index++) attempts.push(await signIn(port, 'senha-errada'));
    const codes = attempts.map((answer) => answer.body.errors?.[0]?.extensions?.code);
    expect(codes.slice(0, AUTH_LIMIT - 1)).not.toContain('RATE_LIMITED');
    expect(codes.slice(AUTH_LIMIT - 1)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    expect(new Set(attempts.map((answer) => answer.pid)).size).toBe(2);
  });

  it('serves the fixture server’s outbox from a worker', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/__dev/outbox?format=json`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it('restarts a worker that dies, then shuts every process down on SIGTERM', async () => {
    const before = new Set<string>();
    for (let index = 0; index < 4; index++) {
      const pid = (await graphql(port, '{ viewer { role } }', {})).pid;
      if (pid) before.add(pid);
    }
    const victim = Number([...before][0]);
    process.kill(victim, 'SIGKILL');
    // Wait for the replacement: two live workers again, the killed one not among them.
    const after = new Set<string>();
    while (after.size < 2) {
      const answer = await graphql(port, '{ viewer { role } }', {}).catch(() => undefined);
      if (answer?.pid && Number(answer.pid) !== victim) after.add(answer.pid);
    }
    expect(output).toContain(`Processo do BFF ${victim} terminou`);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of after) expect(alive(Number(pid))).toBe(false);
  }, 120_000);
});

describe('cross-worker rate-limit store', () => {
  it('counts fixed windows per key and starts a new window when one expires', () => {
    let now = 1_000;
    const counter = new FixedWindowCounter(() => now);
    expect(counter.incr('signIn|1.2.3.4', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 10_000;
    expect(counter.incr('signIn|1.2.3.4', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(counter.incr('signIn|5.6.7.8', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 50_000;
    expect(counter.incr('signIn|1.2.3.4', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('sweeps expired windows once the map is large', () => {
    let now = 0;
    const counter = new FixedWindowCounter(() => now, 3);
    for (const key of ['a', 'b', 'c']) counter.incr(key, 1_000);
    now = 2_000;
    counter.incr('d', 1_000);
    expect(counter.size).toBe(1);
  });

  it('sends increments to the primary and answers by id; fails when the primary is unreachable', async () => {
    const counter = new FixedWindowCounter(() => 0);
    const listeners: { message: ((m: unknown) => void)[]; disconnect: (() => void)[] } = {
      message: [],
      disconnect: [],
    };
    const channel = {
      connected: true,
      send(message: unknown) {
        // The primary's answer arrives asynchronously, as over IPC.
        setImmediate(() => {
          for (const listener of listeners.message)
            listener(answerRateLimit(counter, message as Parameters<typeof answerRateLimit>[1]));
        });
        return true;
      },
      on(event: 'message' | 'disconnect', listener: never) {
        listeners[event].push(listener);
        return channel;
      },
    };
    const Store = clusterRateLimitStore(channel);
    const store = new Store().child({} as never);
    const incr = () =>
      new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) =>
        store.incr('signIn|ip', (error, result) => (error ? reject(error) : resolve(result)), 60_000, 3),
      );
    expect(await incr()).toEqual({ current: 1, ttl: 60_000 });
    expect(await incr()).toEqual({ current: 2, ttl: 60_000 });
    channel.connected = false;
    await expect(incr()).rejects.toThrow(/primary is unreachable/);
    expect(RATE_LIMIT_MESSAGE).toBe('talhao:rate-limit');
  });
});
