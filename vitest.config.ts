import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Apollo and @graphql-tools load graphql's CommonJS entry; make our TypeScript load the same file, so
// there is one graphql instance (two break its `instanceof` checks) — exactly as under Node + tsx.
const graphqlEntry = createRequire(new URL('./packages/bff/package.json', import.meta.url)).resolve('graphql');

/** One run for every package's unit and integration tests (`npm test` calls it). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'schema',
          root: 'packages/schema',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
        },
      },
      {
        test: {
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
