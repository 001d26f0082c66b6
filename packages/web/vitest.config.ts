import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { operationsPlugin } from './build/operations';

/** The web project of the root vitest run (`npx vitest run --project web`). */
export default defineProject({
  plugins: [react(), operationsPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    env: { TZ: 'America/Sao_Paulo' },
    css: false,
    // Ceilings, not waits: on a loaded 2-core CI machine a page test can take several seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
