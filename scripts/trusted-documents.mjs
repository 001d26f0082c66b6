// Codegen hook: the web's persisted-documents.json (every operation the app sends, by sha256) copied into the
// BFF's generated sources, so the BFF finds its trusted documents however it is built or run (issue 17).
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
copyFileSync(
  path.join(root, 'packages/web/src/gql/persisted-documents.json'),
  path.join(root, 'packages/bff/src/generated/trusted-documents.json'),
);
