// `npm run dev`: BFF (with the embedded fixture server, watch mode) on :3000 and Vite on :5173 with a proxy.
import { ensureDependencies, pnpm } from './lib.mjs';

await ensureDependencies();
await Promise.all([
  pnpm(['--filter', '@talhao/bff', 'dev'], { env: { NODE_ENV: 'development' } }),
  pnpm(['--filter', '@talhao/web', 'dev']),
]);
