import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * One module per GraphQL document. Codegen's client preset resolves `graphql(`…`)` through gql/gql.ts, a map
 * of every document in the app, so whatever page used one document loaded the ASTs of all of them (one shared
 * 22 KB chunk on every home). This transform rewrites each `graphql(`…`)` call of a source module into an
 * import of `virtual:gql-document/<Export>`, a module holding only that document's AST — codegen's own
 * (`export const <Export> = {…}` in gql/graphql.ts, with `__meta__.hash` for persisted ids, fragments
 * inlined) — so each chunk carries the documents its own code uses. Types are untouched: TypeScript still
 * sees the typed `graphql()` overloads.
 */
export const GENERATED = path.join(
  import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url)),
  '../src/gql/graphql.ts',
);
const PREFIX = 'virtual:gql-document/';
const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"]@\/gql(?:\/index)?['"];?[ \t]*\n?/;
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** The export of gql/graphql.ts that codegen gives the document in `source`. */
export function exportName(source: string): string {
  const definition = parse(source).definitions[0];
  if (definition?.kind === Kind.OPERATION_DEFINITION && definition.name) return `${definition.name.value}Document`;
  if (definition?.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  throw new Error('a graphql() document must start with a named operation or a fragment');
}

/** `code` with its graphql() calls replaced by per-document imports, or null when it has none. */
export function rewriteDocuments(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const found = IMPORT.exec(code);
  if (!found) return null;
  const output = new MagicString(code);
  const names = new Set<string>();
  for (const call of code.matchAll(CALL)) {
    if (call[1]?.includes('${')) throw new Error(`${id}: graphql() documents cannot interpolate`);
    const name = exportName(call[1] as string);
    names.add(name);
    output.overwrite(call.index, call.index + call[0].length, `__gqlDocument_${name}`);
  }
  if (names.size === 0) return null;
  const imports = [...names].map((name) => `import __gqlDocument_${name} from '${PREFIX}${name}';`).join('\n');
  output.overwrite(found.index, found.index + found[0].length, `${imports}\n`);
  return { code: output.toString(), map: output.generateMap({ hires: true, source: id, includeContent: true }) };
}

let cache: { mtimeMs: number; lines: Map<string, string> } | undefined;

/** The AST (JSON text) codegen wrote for `name` in gql/graphql.ts. */
export function generatedDocument(name: string, file = GENERATED): string {
  const mtimeMs = statSync(file).mtimeMs;
  if (!cache || cache.mtimeMs !== mtimeMs || file !== GENERATED) {
    const lines = new Map<string, string>();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
      if (match) lines.set(match[1] as string, match[2] as string);
    }
    cache = { mtimeMs, lines };
  }
  const json = cache.lines.get(name);
  if (!json) throw new Error(`${name} is not in ${file} (run codegen)`);
  return json;
}

export function documentsPlugin(): Plugin {
  return {
    name: 'talhao-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      this.addWatchFile(GENERATED);
      return `export default ${generatedDocument(id.slice(PREFIX.length + 1))};`;
    },
    transform(code, id) {
      const file = id.split('?')[0] as string;
      if (!/\/packages\/web\/src\/.*\.tsx?$/.test(file.replaceAll('\\', '/')) || file.includes('/src/gql/')) {
        return undefined;
      }
      return rewriteDocuments(code, file) ?? undefined;
    },
  };
}
