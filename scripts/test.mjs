// `npm test`: install what is needed (including Debian's chromium for e2e) and run every check:
// generated code up to date, lint/format, type check, unit + integration tests, web build, e2e.
import { ensureBffBuild, ensureChromium, ensureDependencies, ensureWebBuild, log, pnpm, ROOT, run } from './lib.mjs';

const started = Date.now();
const step = async (title, fn) => {
  const t0 = Date.now();
  log(title);
  await fn();
  log(`${title} — ok (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
};

try {
  await step('Dependências', ensureDependencies);
  await step('Código gerado (GraphQL codegen) atualizado', async () => {
    await pnpm(['codegen']);
    await run('git', ['diff', '--exit-code', '--stat', '--', 'packages/web/src/gql', 'packages/bff/src/generated']);
  });
  await step('Lint e formatação (Biome)', () => pnpm(['exec', 'biome', 'ci', '.']));
  await step('Checagem de tipos (tsc)', () => pnpm(['-r', 'typecheck']));
  await step('Testes unitários e de integração (vitest)', () => pnpm(['exec', 'vitest', 'run']));
  await step('Build do app web', () => ensureWebBuild({ force: true }));
  await step('Build do BFF (esbuild)', () => ensureBffBuild({ force: true }));
  // 60 s of the bench's soak on the compiled BFF just built (issue 17): fails on any error, invalid answer, p99 or
  // memory growth; writes no results.
  await step('Resistência: 60 s de carga mista (bench soak)', () =>
    pnpm(['--filter', '@talhao/bench', 'bench', '--only=soak', '--soak-seconds=60', '--check', '--no-write']),
  );
  await step('Chromium', ensureChromium);
  await step('Testes ponta a ponta (Playwright + Chromium)', () =>
    pnpm(['--filter', '@talhao/e2e', 'test'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } }),
  );
  log(`Tudo verde em ${((Date.now() - started) / 60000).toFixed(1)} min.`);
} catch (error) {
  process.stderr.write(`\n✖ ${error.message}\n`);
  process.exit(1);
}
void ROOT;
