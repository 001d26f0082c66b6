// `npm start`: install what is needed, build the web app, and serve the whole platform on one port
// (web + BFF + the embedded fixture server with demo data). Prints the demo accounts.
// The BFF runs compiled (packages/bff/dist, rebuilt when its sources change), one process per core.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BFF_NODE_OPTIONS, ensureBffBuild, ensureDependencies, ensureWebBuild, log, ROOT, run } from './lib.mjs';

await ensureDependencies();
await ensureWebBuild();
await ensureBffBuild();

// The demo prints its own summary; request logs would bury it (set LOG_LEVEL=info to see them).
const env = {
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  NODE_OPTIONS: process.env.NODE_OPTIONS ?? BFF_NODE_OPTIONS,
};
if (!process.env.SESSION_KEY) {
  // Keep one session key across restarts of the demo so signed-in browsers stay signed in.
  const dataDir = join(ROOT, '.data');
  mkdirSync(dataDir, { recursive: true });
  const keyFile = join(dataDir, 'session.key');
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  env.SESSION_KEY = readFileSync(keyFile, 'utf8').trim();
}
log('Iniciando o Talhão…');
// The compiled BFF (no TypeScript loader at run time); one process per core unless BFF_WORKERS says otherwise.
await run('node', ['packages/bff/dist/main.js'], { env });
