import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { Kind, parse, print, type SelectionSetNode, visit } from 'graphql';
import type { Plugin, Rollup } from 'vite';
import { HOME_OPERATIONS } from '../src/app/homeOperations';
import { AREA_HOME_MODULES, AREA_ROUTES, homeChunks } from './areaChunks';
import { compileFor, signedOutChunks, sourceFiles } from './signedOutStyles';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Operations for code that must not carry Apollo Client or graphql (the signed-out pages) and for the BFF's
 * boot data: `import op from 'virtual:operation/AuthSignIn'` gives `{ documentId, operationName }`,
 * looked up at build time in codegen's persisted-documents manifest, so the bundle holds one id per operation
 * used, not the manifest (50 KB) nor the typed-document map (gql.ts). The text (`query`) goes only to the
 * BFF's boot manifest.
 *
 * `query` is the manifest's text with `__typename` on every object selection, as Apollo Client sends it: the
 * answer is written into Apollo's cache after sign-in, and the cache needs the types (interfaces, merges).
 * `documentId` is the manifest's key (`sha256:<hex>`), for a BFF that accepts persisted ids.
 */
export const MANIFEST = fileURLToPath(new URL('../src/gql/persisted-documents.json', import.meta.url));
const PREFIX = 'virtual:operation/';

export interface Operation {
  documentId: string;
  operationName: string;
  query: string;
}

/** Adds `__typename` to every selection set but the operation's root, as Apollo Client's cache does. */
export function withTypename(text: string): string {
  const document = visit(parse(text), {
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent) {
        if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) {
          return node;
        }
        const has = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        );
        if (has) return node;
        return {
          ...node,
          selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
        };
      },
    },
  });
  return print(document).replace(/\s+/g, ' ').trim();
}

/** The manifest entry that defines operation `name`. */
export function findOperation(manifest: Record<string, string>, name: string): Operation {
  const defines = new RegExp(`(^|[\\s}])(query|mutation|subscription) ${name}[\\s({]`);
  const entry = Object.entries(manifest).find(([, text]) => defines.test(text));
  if (!entry) throw new Error(`operation ${name} is not in ${MANIFEST} (run codegen)`);
  return { documentId: entry[0], operationName: name, query: withTypename(entry[1]) };
}

export const readManifest = (): Record<string, string> => JSON.parse(readFileSync(MANIFEST, 'utf8'));

export function operationsPlugin(): Plugin {
  return {
    name: 'talhao-operations',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      this.addWatchFile(MANIFEST);
      // The browser names the document by id only: the BFF runs its own listed copy (with the same __typenames).
      const { documentId, operationName } = findOperation(readManifest(), id.slice(PREFIX.length + 1));
      return `export default ${JSON.stringify({ documentId, operationName })};`;
    },
  };
}

/** Operations whose answers the BFF renders into index.html (the web seeds its session from them). */
export const BOOT_OPERATIONS = ['Viewer', 'ClientConfig'] as const;

export const BOOT_MANIFEST_FILE = 'boot-manifest.json';

/** An area home's query as the BFF runs it into index.html: the listed text and the page's variables. */
export interface HomeOperation extends Operation {
  variables: Record<string, unknown>;
}

/** What the BFF reads beside index.html (packages/bff/src/plugins/boot-data.ts). */
export interface BootManifest {
  documents: Record<(typeof BOOT_OPERATIONS)[number], Operation>;
  /** Per role: its home's query, answered into index.html when the page is that home (app/homeOperations.ts). */
  homes: Record<string, HomeOperation>;
  /** Per role: the script URLs of its home beyond the entry's own graph, for `<link rel="modulepreload">`. */
  preload: Record<string, string[]>;
  /** The whole app's stylesheet (as index.html links it) and the smaller one for a request without a session. */
  stylesheets: { full: string; signedOut: string };
}

/** The stylesheet index.html links (the entry's CSS). */
export function entryStylesheet(bundle: OutputBundle, base = '/'): string {
  const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
  const [css, ...more] = entry?.viteMetadata?.importedCss ?? [];
  if (!css || more.length > 0) throw new Error('the entry should import exactly one stylesheet (src/index.css)');
  return `${base}${css}`;
}

/** The operations' virtual modules, the signed-out stylesheet, and boot-manifest.json in the build output. */
export function talhaoBuildPlugin(): Plugin {
  let root = '';
  return {
    ...operationsPlugin(),
    name: 'talhao-build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const manifest = readManifest();
      const files = sourceFiles(signedOutChunks(bundle, [AREA_ROUTES]), root);
      const signedOut = this.emitFile({
        type: 'asset',
        name: 'signed-out.css',
        source: await compileFor(fileURLToPath(new URL('../src/index.css', import.meta.url)), files),
      });
      const boot: BootManifest = {
        documents: {
          Viewer: findOperation(manifest, 'Viewer'),
          ClientConfig: findOperation(manifest, 'ClientConfig'),
        },
        homes: Object.fromEntries(
          Object.entries(HOME_OPERATIONS).map(([role, { operationName, variables }]) => [
            role,
            { ...findOperation(manifest, operationName), variables },
          ]),
        ),
        preload: Object.fromEntries(
          Object.entries(AREA_HOME_MODULES).map(([role, modules]) => [role, homeChunks(bundle, modules)]),
        ),
        stylesheets: { full: entryStylesheet(bundle), signedOut: `/${this.getFileName(signedOut)}` },
      };
      this.emitFile({ type: 'asset', fileName: BOOT_MANIFEST_FILE, source: `${JSON.stringify(boot, null, 2)}\n` });
    },
  };
}
