import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, sep } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The signed-out stylesheet (architecture note 'stylesheet by session'): the app's Tailwind stylesheet
 * compiled again with only the class candidates of the code a signed-out visitor can run, for the BFF to
 * link instead of the whole app's sheet when the request has no session.
 *
 * Same source (index.css), same compiler, a subset of the candidates: every rule of the small sheet is
 * also in the full one, in the same order, so the full sheet linked after it (a CSS dependency of every chunk the
 * areas load, linked by Vite's preload helper) leaves the page styled exactly as with the full sheet alone.
 */

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** Whether `chunk` holds `module`: as its own chunk, or inside a group (the area chunk, build/areaChunks.ts). */
const holds = (chunk: OutputChunk, module: string) =>
  chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/packages/web/${module}`));

/**
 * The chunks the entry reaches, statically or by dynamic import, without going through the chunks that hold
 * `signedInModules` (the areas' route tables): what the signed-out pages can load. A signed-out page that
 * imports the area chunk (the Apollo pages of sign-up) gets the whole sheet with it, as a CSS dependency.
 */
export function signedOutChunks(bundle: OutputBundle, signedInModules: string[]): OutputChunk[] {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, OutputChunk>();
  const queue = chunks.filter((chunk) => chunk.isEntry);
  while (queue.length > 0) {
    const chunk = queue.pop() as OutputChunk;
    if (seen.has(chunk.fileName) || signedInModules.some((module) => holds(chunk, module))) continue;
    seen.set(chunk.fileName, chunk);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = byName.get(name);
      if (next) queue.push(next);
    }
  }
  return [...seen.values()];
}

/**
 * The source files of `chunks` that Tailwind's own scan of the full sheet covers: files under `root`
 * (the web package), never node_modules, so the small sheet has no candidate the full one lacks.
 */
export function sourceFiles(chunks: OutputChunk[], root: string): string[] {
  const base = root.endsWith(sep) ? root : `${root}${sep}`;
  const files = new Set<string>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const file = id.split('?')[0] ?? id;
      if (file.startsWith(base) && !file.includes(`${sep}node_modules${sep}`) && existsSync(file)) files.add(file);
    }
  }
  return [...files].sort();
}

/** `cssFile` compiled with the Tailwind candidates found in `files` only, minified. */
export async function compileFor(cssFile: string, files: string[]): Promise<string> {
  const compiler = await compile(readFileSync(cssFile, 'utf8'), {
    base: dirname(cssFile),
    from: cssFile,
    shouldRewriteUrls: true,
    onDependency: () => undefined,
  });
  const candidates = new Scanner({}).scanFiles(
    files.map((file) => ({ content: readFileSync(file, 'utf8'), extension: extname(file).slice(1) })),
  );
  return optimize(compiler.build(candidates), { minify: true }).code;
}
