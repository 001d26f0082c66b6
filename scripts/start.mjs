// `npm start`: install what is needed, build the web app, and serve the whole platform on one port
// (web + BFF + the embedded fixture server with demo data). Prints the demo accounts.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, ensureWebBuild, log, ROOT, run } from './lib.mjs';

await ensureDependencies();
await ensureWebBuild();

// The demo prints its own summary; request logs would bury it (set LOG_LEVEL=info to see them).
const env = { NODE_ENV: process.env.NODE_ENV ?? 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
if (!process.env.SESSION_KEY) {
  // Keep one session key across restarts of the demo so signed-in browsers stay signed in.
  const dataDir = join(ROOT, '.data');
  mkdirSync(dataDir, { recursive: true });
  const keyFile = join(dataDir, 'session.key');
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  env.SESSION_KEY = readFileSync(keyFile, 'utf8').trim();
}
log('Iniciando o Talhão…');
await run('node', ['--import', 'tsx', 'packages/bff/src/main.ts'], { env });
