// Shared helpers for the root commands. Plain Node (no dependencies): they run before `pnpm install`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = ['--yes', 'pnpm@10'];
/**
 * The BFF's heap is bounded (also in docker-compose and the bench): unbounded, V8 sizes the old space for the
 * machine (GBs here) and a busy BFF's resident memory keeps growing for minutes with a flat live set (the soak's
 * heap snapshots); bounded, it stays flat at about 200 MB under 50 connections with the same throughput.
 * The young generation keeps V8's default (16 MB semi-spaces): 4 MB ones bring a busy BFF from ~180 to ~150 MB
 * but nearly double the time spent in scavenges (architecture note 26), a cost every request pays.
 */
export const BFF_NODE_OPTIONS = '--max-old-space-size=192';

export function log(message) {
  process.stdout.write(`\x1b[32m▸\x1b[0m ${message}\n`);
}

/**
 * Run a command with inherited output; rejects on a non-zero exit. A SIGTERM sent to this process alone (a process
 * manager, `kill <pid>`) is passed on to the command, so that `npm start` stopping stops the platform instead of
 * leaving it on the port; once the command has ended, this process ends too (no next step runs after a SIGTERM).
 * A terminal's Ctrl-C already reaches the whole process group.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    let terminated = false;
    const forward = () => {
      terminated = true;
      child.kill('SIGTERM');
    };
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      process.off('SIGTERM', forward);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      // 128 + 15: the status of a process ended by SIGTERM.
      if (terminated) process.exit(143);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} terminou com ${signal ?? `código ${code}`}`));
    });
  });
}

const pnpm = (args, options) => run('npx', [...PNPM, ...args], options);

export { pnpm };

/** Install workspace dependencies when the lockfile or a manifest changed since the last install. */
export async function ensureDependencies() {
  const manifests = [
    'pnpm-lock.yaml',
    'package.json',
    'pnpm-workspace.yaml',
    'packages/schema/package.json',
    'packages/bff/package.json',
    'packages/web/package.json',
    'packages/fixture-server/package.json',
    'e2e/package.json',
    'bench/package.json',
  ];
  const hash = createHash('sha256');
  for (const file of manifests) if (existsSync(join(ROOT, file))) hash.update(readFileSync(join(ROOT, file)));
  const digest = hash.digest('hex');
  const marker = join(ROOT, 'node_modules', '.talhao-install');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === digest) return;
  log('Instalando dependências (pnpm)…');
  await pnpm(['install', '--frozen-lockfile'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  mkdirSync(dirname(marker), { recursive: true });
  writeFileSync(marker, digest);
}

/** Debian's Chromium drives the e2e suite; install it when missing (root only, as in CI). */
export async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium não encontrado em /usr/bin/chromium. Instale com: sudo apt-get install -y chromium');
  }
  log('Instalando o Chromium do Debian (apt-get)…');
  await run('apt-get', ['update']);
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Runs `build` unless `stamp` holds the digest of `sources` (and every file of `outputs` exists), then records
 * the digest: the web app's and the BFF's builds are redone exactly when a source they depend on changed.
 */
async function ensureBuilt({ stamp, sources, outputs = [], force, message, build }) {
  const stampFile = join(ROOT, stamp);
  const digest = await sourceDigest(sources);
  const built = existsSync(stampFile) && outputs.every((output) => existsSync(join(ROOT, output)));
  if (!force && built && readFileSync(stampFile, 'utf8') === digest) return;
  log(message);
  await build();
  writeFileSync(stampFile, digest);
}

/** Build the web app unless dist is newer than every source it depends on. */
export async function ensureWebBuild({ force = false } = {}) {
  await ensureBuilt({
    stamp: 'packages/web/dist/.talhao-build',
    sources: [
      'packages/web/src',
      'packages/web/index.html',
      'packages/web/vite.config.ts',
      // The build's own Vite plugins (operations by id, one module per document, the BFF's boot manifest).
      'packages/web/build',
      'packages/schema/src',
      'packages/web/public',
    ],
    // The server render of the area homes the BFF loads (architecture note 36), written by the same build.
    outputs: ['packages/web/dist-server/renderHome.js'],
    force,
    message: 'Gerando o build do app web (vite)…',
    build: () => pnpm(['--filter', '@talhao/web', 'build']),
  });
}

/**
 * Compile the BFF and the fixture server ahead of time (packages/bff/scripts/build.mjs → packages/bff/dist,
 * packages/fixture-server/dist) unless the build matches every source it bundles.
 */
export async function ensureBffBuild({ force = false } = {}) {
  await ensureBuilt({
    stamp: 'packages/bff/dist/.talhao-build',
    sources: [
      'packages/bff/src',
      'packages/bff/scripts/build.mjs',
      'packages/bff/package.json',
      'packages/fixture-server/src',
      'packages/fixture-server/package.json',
      'packages/schema/src',
    ],
    outputs: ['packages/fixture-server/dist/main.js'],
    force,
    message: 'Compilando o BFF (esbuild)…',
    build: () => run('node', ['packages/bff/scripts/build.mjs']),
  });
}

async function sourceDigest(paths) {
  const { readdir, stat } = await import('node:fs/promises');
  const hash = createHash('sha256');
  async function walk(path) {
    const full = join(ROOT, path);
    if (!existsSync(full)) return;
    const info = await stat(full);
    if (info.isDirectory()) {
      for (const entry of (await readdir(full)).sort()) if (entry !== 'node_modules') await walk(join(path, entry));
    } else {
      hash.update(path);
      hash.update(readFileSync(full));
    }
  }
  for (const path of paths) await walk(path);
  return hash.digest('hex');
}
