// `npm run bench [-- --check] [-- --only=roundTrips,load]`: install what is needed, build the web app,
// make sure Debian's Chromium is there, then run the harness in bench/ (writes bench/RESULTS.md and
// bench/results.json; with --check, exits non-zero when a budget in bench/budgets.json is missed).
import { ensureChromium, ensureDependencies, ensureWebBuild, log, pnpm } from './lib.mjs';

try {
  await ensureDependencies();
  await ensureWebBuild();
  await ensureChromium();
  log('Medindo (bench/)…');
  await pnpm(['--filter', '@talhao/bench', 'bench', ...process.argv.slice(2)]);
} catch (error) {
  process.stderr.write(`\n✖ ${error.message}\n`);
  process.exit(1);
}
