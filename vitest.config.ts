import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

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
const sharedModules = { isolate: false } as const;

/** One run for every package's unit and integration tests (`npm test` calls it). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...sharedModules,
          name: 'schema',
          root: 'packages/schema',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...sharedModules,
          name: 'fixture-server',
          root: 'packages/fixture-server',
          include: ['src/**/*.test.ts'],
          // Ceilings for a loaded 2-core machine (seeding and HTTP round trips), not waits.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...sharedModules,
          name: 'bff',
          root: 'packages/bff',
          alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Ceilings for a loaded 2-core machine (a fixture server and a BFF per file), not waits.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      'packages/web/vitest.config.ts',
      {
        test: {
          ...sharedModules,
          name: 'bench',
          root: 'bench',
          // The fuzz section builds the BFF's schema: the same single graphql instance as the bff project.
          alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});
