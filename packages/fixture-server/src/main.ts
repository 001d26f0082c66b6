import { resolveFamilyTable } from '@talhao/schema';
import { createFixtureServer, createReplayServer, loadCassettes } from './index';

/**
 * Standalone fixture server. Environment: PORT (default 4010), HOST (127.0.0.1), DATA_DIR,
 * SEED, SCALE, PUBLIC_WEB_URL, and optionally JWT_SECRET, FAMILY_TABLE (JSON overrides) and DEV_KEY
 * (opens the /__dev routes to other machines with the x-talhao-dev-key header; loopback only without it).
 * Google test tokens are never accepted here: only test stacks created in code turn them on.
 * REPLAY_DIR=<folder> starts the replay mode instead: answers come from the cassettes found there
 * (e.g. cassettes/, or a RECORD_DIR), and an unrecorded request gets a 599 naming it.
 */
function numberFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} deve ser um número (recebido "${raw}")`);
  return value;
}

const env = process.env;
const families = env.FAMILY_TABLE ? resolveFamilyTable(JSON.parse(env.FAMILY_TABLE)) : undefined;
const replayDir = env.REPLAY_DIR || undefined;
const server = replayDir
  ? await createReplayServer({
      cassettes: (await loadCassettes(replayDir)).map((entry) => entry.cassette),
      families,
      logger: env.LOG === '1',
    })
  : await createFixtureServer({
      dataDir: env.DATA_DIR || undefined,
      seed: numberFromEnv('SEED'),
      scale: numberFromEnv('SCALE'),
      publicWebUrl: env.PUBLIC_WEB_URL || undefined,
      jwtSecret: env.JWT_SECRET || undefined,
      families,
      logger: env.LOG === '1',
      devKey: env.DEV_KEY || undefined,
    });
const url = await server.listen(numberFromEnv('PORT') ?? 4010, env.HOST || '127.0.0.1');
console.log(
  replayDir
    ? `Talhão fixture server (replay de ${replayDir}) em ${url}`
    : `Talhão fixture server em ${url} (caixa de saída: ${url}/__dev/outbox)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
