// `npm run build`: install, generate code, build the web app and compile the BFF and the fixture server
// (packages/bff/dist, packages/fixture-server/dist: what `npm start`, the Dockerfile and compose run).
import { ensureBffBuild, ensureDependencies, ensureWebBuild, pnpm } from './lib.mjs';

await ensureDependencies();
await pnpm(['codegen']);
await ensureWebBuild({ force: true });
await ensureBffBuild({ force: true });
