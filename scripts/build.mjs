// `npm run build`: install, generate code, build the web app (the BFF runs from TypeScript via tsx).
import { ensureDependencies, ensureWebBuild, pnpm } from './lib.mjs';

await ensureDependencies();
await pnpm(['codegen']);
await ensureWebBuild({ force: true });
