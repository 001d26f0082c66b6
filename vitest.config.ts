import { defineConfig } from 'vitest/config';

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
        },
      },
      {
        test: {
          name: 'fixture-server',
          root: 'packages/fixture-server',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'bff',
          root: 'packages/bff',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      'packages/web/vitest.config.ts',
    ],
  },
});
