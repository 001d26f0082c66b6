// `npm run record [-- <scenario>…]`: regenerate the cassettes (cassettes/<domain>/<scenario>.json) from a fresh
// in-memory fixture server, one scenario at a time through a BFF recording with RECORD_DIR
// (packages/bff/src/cassettes/record.ts; the scenarios are packages/bff/src/cassettes/scenarios.ts).
// Against a real provider, the same recorder runs inside the BFF: UPSTREAM_URL=… RECORD_DIR=… [RECORD_SCENARIO=…] npm start.
import { ensureDependencies, log, run } from './lib.mjs';

try {
  await ensureDependencies();
  log('Gravando os cassetes (cassettes/)…');
  await run(process.execPath, ['--import', 'tsx', 'packages/bff/src/cassettes/record.ts', ...process.argv.slice(2)], {
    env: { NODE_ENV: 'test', TZ: 'UTC' },
  });
  log('Formatando os cassetes (biome)…');
  await run('npx', ['biome', 'format', '--write', 'cassettes']);
} catch (error) {
  process.stderr.write(`\n✖ ${error.message}\n`);
  process.exit(1);
}
