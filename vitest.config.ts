import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Apollo and @graphql-tools load graphql's CommonJS entry; make our TypeScript load the same file, so
// there is one graphql instance (two break its `instanceof` checks) — exactly as under Node + tsx.
const graphqlEntry = createRequire(new URL('./packages/bff/package.json', import.meta.url)).resolve('graphql');

/**
 * The Node projects share one module graph per worker (`isolate: false`): their test files start servers from
 * the same modules and mock none, and evaluating Apollo, Fastify, zod and the BFF again for every file was most
 * of their time (14.5 → 5.4 min for these four projects on a 2-core machine; bench/STEPS.md, session 12). Each
 * file still builds its own servers and state. The web project keeps isolation: it mocks modules per file and
 * each file needs a fresh DOM.
 */
const sharedModuleProjects = [
  {
    name: 'schema',
    root: 'packages/schema',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
  },
  {
    name: 'fixture-server',
    root: 'packages/fixture-server',
    include: ['src/**/*.test.ts'],
    // Ceilings for a loaded 2-core machine (seeding and HTTP round trips), not waits.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  {
    name: 'bff',
    root: 'packages/bff',
    alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Ceilings for a loaded 2-core machine (a fixture server and a BFF per file), not waits.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
  {
    name: 'bench',
    root: 'bench',
    // The fuzz section builds the BFF's schema: the same single graphql instance as the bff project.
    alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
    include: ['src/**/*.test.ts'],
  },
] satisfies TestProjectInlineConfiguration['test'][];

/**
 * What a file's isolation would undo when it ends (a module mock, a stubbed global or environment variable) would
 * outlive the file in those projects and reach the next one: refused here, before any test runs.
 */
const FILE_SCOPED_STUB = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;
function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(file);
    else if (entry.name.endsWith('.test.ts')) yield file;
  }
}
for (const { root } of sharedModuleProjects) {
  for (const file of testFiles(root)) {
    if (FILE_SCOPED_STUB.test(readFileSync(file, 'utf8'))) {
      throw new Error(
        `${file}: vi.mock, vi.doMock, vi.stubGlobal and vi.stubEnv would leak into the next test file of this ` +
          'project, which shares its modules (isolate: false in vitest.config.ts): pass the dependency in instead.',
      );
    }
  }
}

/** One run for every package's unit and integration tests (`npm test` calls it). */
export default defineConfig({
  test: {
    projects: [
      ...sharedModuleProjects.map((test) => ({ test: { ...test, isolate: false } })),
      'packages/web/vitest.config.ts',
    ],
  },
});
