import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * An area's first visit in a few files instead of ~50. Over HTTP/1.1 a browser opens 6 connections per host, so
 * each file costs at least one round trip in a queue: on the bench's 150 ms link the area homes' ~50 small chunks
 * (icons, ui pieces, the shell's modules) took more time waiting than transferring. The build runs twice
 * (`pnpm build`): a first pass (`--mode area-map`, nothing written) records, per role and for the sign-in page,
 * the modules of the chunks it loads beyond the entry — after tree shaking, which a static import graph cannot
 * tell through the barrels — and the real build groups them by the set of pages that load them (areaGroups). Every
 * other page keeps Rolldown's automatic chunks; a page that needs a module of these groups loads its chunk (already
 * there inside an area).
 */

/** The areas' route tables, loaded on the first visit into an area (routes/index.tsx patchAreaRoutes). */
export const AREA_ROUTES = 'src/routes/areas.tsx';
const SHELL = 'src/features/shell/AreaRoot.tsx';

/** The modules each area's first screen needs after the entry: the route tables, the shell and the home page. */
export const AREA_HOME_MODULES: Record<string, string[]> = {
  CONSULTANT: [AREA_ROUTES, SHELL, 'src/features/dashboard/ConsultantDashboardPage.tsx'],
  ENTERPRISE_CONSULTANT: [AREA_ROUTES, SHELL, 'src/features/dashboard/ConsultantDashboardPage.tsx'],
  ENTERPRISE: [AREA_ROUTES, SHELL, 'src/features/dashboard/CompanyDashboardPage.tsx'],
  MASTER: [AREA_ROUTES, SHELL, 'src/features/master/dashboard/MasterDashboardPage.tsx'],
};

/** The static-import closure of the chunks built from `modules`, less what the entry already loads. */
export function homeChunks(bundle: OutputBundle, modules: string[], base = '/'): string[] {
  return homeChunkFiles(bundle, modules).map((name) => `${base}${name}`);
}

/** homeChunks' file names. */
export function homeChunkFiles(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunk[]) => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const chunk = queue.pop() as OutputChunk;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) {
        const next = byName.get(name);
        if (next) queue.push(next);
      }
    }
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  // The chunk holding each module: its own, or its area group's (areaGroups).
  const holds = (chunk: OutputChunk, module: string) =>
    chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/packages/web/${module}`));
  const missing = modules.filter((module) => !chunks.some((chunk) => holds(chunk, module)));
  if (missing.length > 0) throw new Error(`area home modules in no chunk: ${missing.join(', ')}`);
  const roots = chunks.filter((chunk) => modules.some((module) => holds(chunk, module)));
  return [...closure(roots)].filter((name) => !entry.has(name));
}

export const AREA_MAP_MODE = 'area-map';
/** Where the first pass leaves its map (read when the config loads, so computed then, not at import). */
const areaModulesFile = () =>
  fileURLToPath(new URL('../node_modules/.cache/talhao/area-modules.json', import.meta.url));

/** Per role (and SIGN_IN, the sign-in page, and TOAST_CARD): the modules (ids) of the chunks it loads beyond the entry's. */
export type AreaModules = Record<string, string[]>;

/** The sign-in page's own modules (its layout route and page), mapped as if it were one more home. */
export const SIGN_IN = 'SIGN_IN';
export const SIGN_IN_MODULES = ['src/features/auth/layout/AuthLayout.tsx', 'src/features/auth/login/LoginPage.tsx'];
/**
 * The toast card (ui/Toast.tsx loads it on a page's first interaction, signed out or in), mapped too: what it
 * shares with a home or the sign-in page goes where both already are ('sign-in-shared'), so a toast on /login
 * never fetches an area chunk.
 */
export const TOAST_CARD = 'TOAST_CARD';
const TOAST_CARD_MODULES = ['src/ui/ToastCard.tsx'];

/** Per role, and for the sign-in page and the toast card, the modules of the chunks it loads beyond the entry's. */
export function areaModules(bundle: OutputBundle): AreaModules {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const pages: [string, string[]][] = [
    ...Object.entries(AREA_HOME_MODULES),
    [SIGN_IN, SIGN_IN_MODULES],
    [TOAST_CARD, TOAST_CARD_MODULES],
  ];
  return Object.fromEntries(
    pages.map(([page, modules]) => [
      page,
      homeChunkFiles(bundle, modules).flatMap((file) => chunks.get(file)?.moduleIds ?? []),
    ]),
  );
}

/** The first pass's plugin: writes the map instead of the bundle. */
export function areaMapPlugin(): Plugin {
  return {
    name: 'talhao-area-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      mkdirSync(dirname(areaModulesFile()), { recursive: true });
      writeFileSync(areaModulesFile(), `${JSON.stringify(areaModules(bundle))}\n`);
    },
  };
}

/**
 * The groups of the real build, from the first pass's map (none without one: a dev server, or a build run
 * without its first pass, still works with automatic chunks). Roles with the same home count as one page.
 */
export function areaGroups(map: AreaModules | null = readAreaModules()) {
  if (!map) return [];
  const pagesOf = new Map<string, Set<string>>();
  for (const [role, ids] of Object.entries(map)) {
    const page = role === SIGN_IN || role === TOAST_CARD ? role : pageOf(AREA_HOME_MODULES[role]?.at(-1) ?? role);
    for (const id of ids) pagesOf.set(id, (pagesOf.get(id) ?? new Set()).add(page));
  }
  /** The pages that are not an area's home: the sign-in page and the toast card. */
  const notAHome = (page: string) => page === SIGN_IN || page === TOAST_CARD;
  const homes = new Set([...pagesOf.values()].flatMap((pages) => [...pages]).filter((page) => !notAHome(page)));
  /*
   * By the set of pages that load a module: the sign-in page's own modules → 'sign-in', the toast card's →
   * 'toast-card', those either shares with another page → 'sign-in-shared' (so /login never loads an area chunk);
   * then every home → 'area', one → 'home-<Page>', some → 'area-<Page>-<Page>'.
   */
  const groupOf = (id: string): string | null => {
    const pages = pagesOf.get(id);
    if (!pages) return null;
    if (pages.size === 1 && pages.has(SIGN_IN)) return 'sign-in';
    if (pages.size === 1 && pages.has(TOAST_CARD)) return 'toast-card';
    if ([...pages].some(notAHome)) return 'sign-in-shared';
    if (pages.size === homes.size) return 'area';
    const names = [...pages].sort();
    return pages.size === 1 ? `home-${names[0]}` : `area-${names.join('-')}`;
  };
  // Only the mapped modules: by default a group also takes its modules' dependencies, which would mix the groups
  // above again. The map is a closure already (what the pages' chunks held).
  return [{ name: groupOf, debugName: 'area homes', includeDependenciesRecursively: false }];
}

const pageOf = (module: string) =>
  module
    .split('/')
    .pop()
    ?.replace(/\.tsx?$/, '') ?? module;

function readAreaModules(): AreaModules | null {
  const file = areaModulesFile();
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as AreaModules;
}
