// Ahead-of-time build of the BFF and the fixture server (`pnpm --filter @talhao/bff build`, run by
// scripts/lib.mjs ensureBffBuild): esbuild bundles each package's TypeScript together with the workspace
// sources it imports (@talhao/schema), so production runs plain JavaScript with no TypeScript loader.
// A package's own npm dependencies stay external (resolved from its node_modules at run time, as pnpm
// installed them); a workspace package's third-party imports that the importing package does not list
// (e.g. the schema's date-fns from the BFF) are bundled, because pnpm would not let them resolve from dist.
//
//   packages/fixture-server/dist/index.js  the library the BFF embeds under `npm start` (createFixtureServer…)
//   packages/fixture-server/dist/main.js   the standalone fixture server (docker-compose)
//   packages/bff/dist/main.js               the BFF's entry (cluster primary and workers)
//   packages/bff/dist/platform.js           startPlatform for the e2e stack
//
// The BFF's bundle keeps @talhao/fixture-server external, pointed at the fixture's dist, so the fixture's
// code and seed are loaded only when the BFF embeds it (and resolve their own dependencies from there).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const BFF_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = resolve(BFF_DIR, '..');
const FIXTURE_DIR = join(PACKAGES, 'fixture-server');
const SCHEMA_SRC = join(PACKAGES, 'schema/src');

/** The npm dependencies a package declares (workspace packages excluded: those are bundled). */
function npmDependencies(packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(manifest.dependencies ?? {})
    .filter(([, version]) => !String(version).startsWith('workspace:'))
    .map(([name]) => name);
}

/** `zod` and `zod/v4`, `@fastify/static` and its subpaths, node builtins with and without `node:`. */
function externals(packageDir) {
  return [
    ...npmDependencies(packageDir).flatMap((name) => [name, `${name}/*`]),
    ...builtinModules.flatMap((name) => [name, `node:${name}`]),
  ];
}

/**
 * @talhao/schema/sdl reads the .graphql files next to its source at run time; from a bundle that folder is
 * gone, so the SDL is inlined at build time (ensureBffBuild rebuilds when a .graphql file changes).
 */
const inlineSdl = {
  name: 'talhao-inline-sdl',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]schema[\\/]src[\\/]sdl\.ts$/ }, () => {
      const dir = join(SCHEMA_SRC, 'graphql');
      const typeDefs = readdirSync(dir)
        .filter((file) => file.endsWith('.graphql'))
        .sort()
        .map((file) => readFileSync(join(dir, file), 'utf8'))
        .join('\n');
      return {
        loader: 'js',
        contents: [
          `export const typeDefs = ${JSON.stringify(typeDefs)};`,
          'export const SDL_DIR = undefined;',
          "export const sdlFiles = () => { throw new Error('sdlFiles: the SDL is inlined in the build'); };",
        ].join('\n'),
      };
    });
  },
};

/** From the BFF's dist, @talhao/fixture-server is the fixture's own dist (loaded lazily, when embedded). */
const fixtureFromDist = {
  name: 'talhao-fixture-dist',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@talhao\/fixture-server$/ }, () => ({
      path: `./${relative(join(BFF_DIR, 'dist'), join(FIXTURE_DIR, 'dist/index.js')).replaceAll('\\', '/')}`,
      external: true,
    }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  // Bundled CommonJS code that requires a builtin needs a real `require` in an ES module.
  banner: {
    js: "import { createRequire as __talhaoRequire } from 'node:module'; const require = __talhaoRequire(import.meta.url);",
  },
  // Chunks stay beside the entries: config.ts finds packages/bff as the parent of its own file's folder.
  chunkNames: '[name]-[hash]',
};

/**
 * V8 keeps a module's source text for as long as the process runs, at two bytes a character as soon as one character
 * lies beyond Latin-1. esbuild escapes those in strings, templates and names (its ASCII charset), not in the comments
 * it keeps nor in regular expressions, so a dash in a comment doubled platform.js's resident size; this escapes the
 * rest (`\uXXXX` is the same character in a regular expression, and plain text in a comment).
 */
export function escapeBeyondLatin1(dir) {
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const escaped = text.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    if (escaped !== text) writeFileSync(path, escaped);
  }
}

export async function buildAll() {
  const started = performance.now();
  rmSync(join(FIXTURE_DIR, 'dist'), { recursive: true, force: true });
  rmSync(join(BFF_DIR, 'dist'), { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: { index: join(FIXTURE_DIR, 'src/index.ts'), main: join(FIXTURE_DIR, 'src/main.ts') },
    outdir: join(FIXTURE_DIR, 'dist'),
    external: externals(FIXTURE_DIR),
    plugins: [inlineSdl],
  });
  await build({
    ...common,
    entryPoints: { main: join(BFF_DIR, 'src/main.ts'), platform: join(BFF_DIR, 'src/platform.ts') },
    outdir: join(BFF_DIR, 'dist'),
    external: externals(BFF_DIR),
    plugins: [inlineSdl, fixtureFromDist],
  });
  escapeBeyondLatin1(join(FIXTURE_DIR, 'dist'));
  escapeBeyondLatin1(join(BFF_DIR, 'dist'));
  return performance.now() - started;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildAll();
  process.stdout.write(`BFF e fixture server compilados em ${Math.round(ms)} ms (packages/bff/dist)\n`);
}
