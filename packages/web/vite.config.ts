import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { AREA_MAP_MODE, areaGroups, areaMapPlugin } from './build/areaChunks';
import { documentsPlugin } from './build/documents';
import { operationsPlugin, talhaoBuildPlugin } from './build/operations';

/** `vite build --mode server`: the server render of the area homes (src/ssr/renderHome.tsx) the BFF loads. */
const SERVER_MODE = 'server';

/** Where the server render goes: beside dist, never inside it (dist is served to everyone). */
export const SERVER_OUT_DIR = 'dist-server';

/** Everything the BFF serves; the dev server forwards it so the browser stays same-origin (session cookie, CSRF). */
const BFF = 'http://localhost:3000';
const proxied = ['/graphql', '/uploads', '/files', '/exports', '/reports', '/__dev', '/healthz'];

const serverConfig = defineConfig({
  plugins: [react(), documentsPlugin(), operationsPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Self-contained: the BFF's deployment carries no web dependencies of its own. The pages stay chunks of
  // their own, so the BFF loads only the shell and the homes.
  ssr: { noExternal: true },
  // React's production build whatever the BFF process's own NODE_ENV (the bench and the e2e run it in-process).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    ssr: 'src/ssr/renderHome.tsx',
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    // The BFF holds these modules' source text for as long as it runs. Minified (1.1 MB → 0.48 MB for the
    // shell and homes: 4–6 MB less resident memory for the BFF, bench/STEPS.md session 14), no comments, and
    // non-ASCII escaped: V8 keeps a source with a single character beyond Latin-1 (an arrow, a dash in a
    // comment) at two bytes a character, so one stray `→` doubled every chunk's resident size.
    minify: true,
    rolldownOptions: { output: { comments: false, charset: 'ascii' } },
  },
});

export default defineConfig(({ mode }) =>
  mode === SERVER_MODE
    ? serverConfig
    : {
        /*
         * .gz and .br beside every text asset over 1 KB: the BFF serves them as they are (no per-request
         * compression of the bundle), which is what a weak rural link needs most.
         */
        plugins: [
          react(),
          tailwindcss(),
          documentsPlugin(),
          talhaoBuildPlugin(),
          // The first pass of the build (build/areaChunks.ts) writes only its map of the area homes' modules.
          ...(mode === AREA_MAP_MODE
            ? [areaMapPlugin()]
            : [compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })]),
        ],
        resolve: {
          alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
          // rxjs (under Apollo Client) as ES2015 classes rather than its ES5 build with tslib's helpers: smaller.
          conditions: ['es2015', ...defaultClientConditions],
        },
        server: {
          port: 5173,
          proxy: Object.fromEntries(proxied.map((path) => [path, { target: BFF, changeOrigin: false }])),
        },
        preview: {
          proxy: Object.fromEntries(proxied.map((path) => [path, { target: BFF, changeOrigin: false }])),
        },
        build: {
          write: mode !== AREA_MAP_MODE,
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: false,
          chunkSizeWarningLimit: 600,
          rolldownOptions: {
            treeshake: {
              /*
               * Our own TypeScript modules (web and @talhao/schema) have no import-time side effects. Saying so
               * lets the bundler look through the '@/ui' and '@talhao/schema' barrels, so the login page does not
               * pull in modules only a lazily loaded page uses (DOMPurify, the place combobox, …).
               */
              moduleSideEffects: [{ test: /\/packages\/(web|schema)\/src\/.*\.tsx?$/, sideEffects: false }],
            },
            output: {
              /*
               * Every module the entry imports statically is loaded on every page anyway: one chunk of them (the
               * entry's) instead of a dozen small ones (react-router, jsx-runtime, messages, Button, icons…)
               * compresses better and saves the per-file overhead. Rolldown tags them '$initial' before tree
               * shaking, so an entry module must not re-export what only lazy pages use (it would come along).
               */
              codeSplitting: {
                groups: [{ name: 'index', tags: ['$initial'] }, ...(mode === AREA_MAP_MODE ? [] : areaGroups())],
              },
            },
          },
        },
      },
);
