/**
 * Section 'weight' — web weight (issue 5, item 5). The JavaScript and CSS that /login and each area's home
 * actually load (recorded from Chromium's responses, signed in for the areas), gzipped with node:zlib, and
 * the largest chunks of the build with what is in them (bytes attributed to packages and folders through
 * the source maps of a second, source-mapped build).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  BENCH_ACCOUNTS,
  type BenchAccountKey,
  CONTEXT_OPTIONS,
  launchChromium,
  SHELL_SELECTOR,
  signedInContext,
} from './browser';
import { budgetOf, checkBudget, formatKb, formatNumber, markdownTable } from './report';
import { startStack } from './stack';
import type { BudgetCheck, Section } from './types';

/** zlib's default level, what a compressing proxy or server sends on the fly. */
const GZIP_LEVEL = 6;
const LARGEST_CHUNKS = 8;
const GROUPS_PER_CHUNK = 5;

interface PageSpec {
  path: string;
  label: string;
  /** Absent for the public sign-in page. */
  account?: BenchAccountKey;
}

const PAGES: PageSpec[] = [
  { path: '/login', label: '/login (signed out)' },
  {
    path: BENCH_ACCOUNTS.consultant.home,
    label: `${BENCH_ACCOUNTS.consultant.home} (consultant)`,
    account: 'consultant',
  },
  {
    path: BENCH_ACCOUNTS.enterpriseConsultant.home,
    label: `${BENCH_ACCOUNTS.enterpriseConsultant.home} (enterprise consultant)`,
    account: 'enterpriseConsultant',
  },
  { path: BENCH_ACCOUNTS.enterprise.home, label: `${BENCH_ACCOUNTS.enterprise.home} (company)`, account: 'enterprise' },
  { path: BENCH_ACCOUNTS.master.home, label: `${BENCH_ACCOUNTS.master.home} (master)`, account: 'master' },
];

export interface FileWeight {
  /** Path under dist, e.g. 'assets/index-abc.js'. */
  file: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

interface PageWeight {
  path: string;
  label: string;
  files: FileWeight[];
  js: { raw: number; gzip: number; count: number };
  css: { raw: number; gzip: number; count: number };
  totalGzip: number;
}

export function fileWeight(webDist: string, file: string): FileWeight {
  const content = readFileSync(path.join(webDist, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    rawBytes: content.length,
    gzipBytes: gzipSync(content, { level: GZIP_LEVEL }).length,
  };
}

function sum(files: FileWeight[], kind: 'js' | 'css') {
  const of = files.filter((f) => f.kind === kind);
  return {
    raw: of.reduce((total, f) => total + f.rawBytes, 0),
    gzip: of.reduce((total, f) => total + f.gzipBytes, 0),
    count: of.length,
  };
}

/** Opens `spec` in a fresh context and returns the .js/.css files the page loaded from the BFF. */
async function loadedFiles(browser: Browser, bffUrl: string, spec: PageSpec): Promise<string[]> {
  const context: BrowserContext = spec.account
    ? await signedInContext(browser, bffUrl, BENCH_ACCOUNTS[spec.account])
    : await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    const failed: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(bffUrl).origin || !/\.(js|css)$/.test(url.pathname)) return;
      if (response.status() !== 200) failed.push(`${url.pathname}: HTTP ${response.status()}`);
      else files.add(url.pathname.replace(/^\//, ''));
    });
    await page.goto(`${bffUrl}${spec.path}`);
    if (spec.account) await page.locator(SHELL_SELECTOR).waitFor({ state: 'visible', timeout: 30_000 });
    else await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: 30_000 });
    // Lazily imported chunks of the home (charts, tables…) arrive after the shell.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const landed = new URL(page.url()).pathname;
    if (!landed.startsWith(spec.path)) throw new Error(`${spec.path}: the page ended at ${landed} (sign-in refused?)`);
    if (failed.length > 0) throw new Error(`${spec.path}: ${failed.join('; ')}`);
    return [...files].sort();
  } finally {
    await context.close();
  }
}

// ——— What is in a chunk: source-map attribution ———

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment's base64 VLQ fields. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`source map: bad VLQ character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Characters of the generated code per source file of a v3 source map: each mapped segment owns the
 * characters up to the next segment on its line; what no segment covers counts as `null` (unmapped).
 */
export function charsPerSource(code: string, mappings: string, sources: string[]): Map<string | null, number> {
  const out = new Map<string | null, number>();
  const add = (key: string | null, count: number) => {
    if (count > 0) out.set(key, (out.get(key) ?? 0) + count);
  };
  const lines = code.split('\n');
  const mappingLines = mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const segments: [number, number | null][] = [];
    let column = 0;
    for (const raw of (mappingLines[lineIndex] ?? '').split(',')) {
      if (raw === '') continue;
      const fields = decodeVlq(raw);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        segments.push([column, sourceIndex]);
      } else segments.push([column, null]);
    }
    segments.sort((a, b) => a[0] - b[0]);
    add(null, Math.min(segments[0]?.[0] ?? line.length, line.length));
    segments.forEach(([start, source], index) => {
      const end = Math.min(segments[index + 1]?.[0] ?? line.length, line.length);
      add(source === null ? null : (sources[source] ?? null), end - start);
    });
    add(null, 1); // the line break
  });
  return out;
}

/** A readable owner of a source file: an npm package, or a folder of our packages. */
export function groupOfSource(absolute: string, repoRoot: string): string {
  const normalized = absolute.split(path.sep).join('/');
  const modules = normalized.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = normalized.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? normalized);
  }
  const relative = path.relative(repoRoot, absolute).split(path.sep).join('/');
  const web = /^packages\/web\/src\/([^/]+)(?:\/([^/]+))?/.exec(relative);
  if (web) return web[2] && !/\.[a-z]+$/.test(web[2]) ? `web/${web[1]}/${web[2]}` : `web/${web[1]}`;
  const schema = /^packages\/schema\/src\/([^/.]+)/.exec(relative);
  if (schema) return `@talhao/schema/${schema[1]}`;
  return relative.startsWith('..') ? normalized : relative;
}

interface ChunkContents {
  /** The source-mapped chunk the attribution comes from; differs from the measured one when the builds differ. */
  mappedFile: string;
  exact: boolean;
  groups: { group: string; share: number }[];
}

/** Builds the web app once more with hidden source maps into a temporary folder (the measured build is untouched). */
async function sourceMappedBuild(repoRoot: string, log: (message: string) => void): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'talhao-bench-web-'));
  const webDir = path.join(repoRoot, 'packages/web');
  log('weight: building the web app with source maps (for chunk contents)');
  await promisify(execFile)(
    path.join(webDir, 'node_modules/.bin/vite'),
    ['build', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webDir, maxBuffer: 16 * 1024 * 1024 },
  );
  return outDir;
}

const stem = (file: string) => path.basename(file).replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '');

function chunkContents(mappedDir: string, file: string, repoRoot: string): ChunkContents | undefined {
  const assets = path.join(mappedDir, 'assets');
  let mappedFile = path.join(mappedDir, file);
  const exact = existsSync(`${mappedFile}.map`);
  if (!exact) {
    // The measured build is older or newer than the source: fall back to the chunk of the same name.
    const candidates = readdirSync(assets).filter((name) => name.endsWith('.js') && stem(name) === stem(file));
    if (candidates.length !== 1) return undefined;
    mappedFile = path.join(assets, candidates[0] as string);
  }
  const map = JSON.parse(readFileSync(`${mappedFile}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const absoluteSources = map.sources.map((source) => path.resolve(path.dirname(mappedFile), source));
  const chars = charsPerSource(readFileSync(mappedFile, 'utf8'), map.mappings, absoluteSources);
  const total = [...chars.values()].reduce((a, b) => a + b, 0);
  const byGroup = new Map<string, number>();
  for (const [source, count] of chars) {
    const group = source === null ? '(unmapped: whitespace, glue)' : groupOfSource(source, repoRoot);
    byGroup.set(group, (byGroup.get(group) ?? 0) + count);
  }
  const groups = [...byGroup]
    .map(([group, count]) => ({ group, share: total === 0 ? 0 : count / total }))
    .sort((a, b) => b.share - a.share);
  return { mappedFile: path.relative(mappedDir, mappedFile), exact, groups };
}

function describeContents(contents: ChunkContents | undefined): string {
  if (!contents) return '(no source map found)';
  const top = contents.groups.slice(0, GROUPS_PER_CHUNK).map((g) => `${g.group} ${Math.round(g.share * 100)}%`);
  const rest = contents.groups.slice(GROUPS_PER_CHUNK).reduce((a, g) => a + g.share, 0);
  if (rest > 0.005) top.push(`${contents.groups.length - GROUPS_PER_CHUNK} more ${Math.round(rest * 100)}%`);
  return `${top.join(', ')}${contents.exact ? '' : ' (from a rebuilt chunk of the same name)'}`;
}

export const weight: Section = async (context) => {
  const checks: BudgetCheck[] = [];
  const stack = await startStack({
    seed: context.seed,
    webDist: context.webDist,
    // Work-around: stack.ts asks for 100000 sign-ins a minute, above the config's maximum of 10000.
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
  });
  let browser: Browser | undefined;
  const pages: PageWeight[] = [];
  try {
    browser = await launchChromium();
    for (const spec of PAGES) {
      context.log(`weight: ${spec.path}`);
      const files = (await loadedFiles(browser, stack.bffUrl, spec)).map((file) => fileWeight(context.webDist, file));
      const js = sum(files, 'js');
      const css = sum(files, 'css');
      pages.push({ path: spec.path, label: spec.label, files, js, css, totalGzip: js.gzip + css.gzip });
    }
  } finally {
    await browser?.close();
    await stack.close();
  }

  const loginLimit = budgetOf(context.budgets, 'weight', 'maxLoginGzipKb');
  const areaLimit = budgetOf(context.budgets, 'weight', 'maxAreaHomeGzipKb');
  const pageLimit = budgetOf(context.budgets, 'weight', 'maxPageGzipKb');
  // Checked to the byte (three decimals of a KB), not to the table's one decimal: 120.04 KB is over 120.
  for (const page of pages) {
    checks.push(
      checkBudget(
        'weight.maxPageGzipKb',
        `${page.path}: JS + CSS gzipped (KB), any page`,
        Number((page.totalGzip / 1024).toFixed(3)),
        pageLimit,
      ),
    );
  }
  for (const page of pages) {
    const login = page.path === '/login';
    checks.push(
      checkBudget(
        login ? 'weight.maxLoginGzipKb' : 'weight.maxAreaHomeGzipKb',
        `${page.path}: JS + CSS gzipped (KB)`,
        Number((page.totalGzip / 1024).toFixed(3)),
        login ? loginLimit : areaLimit,
      ),
    );
  }

  // Largest chunks of the whole build, whether a home loads them or not.
  const assets = readdirSync(path.join(context.webDist, 'assets'));
  const allChunks = assets
    .filter((name) => name.endsWith('.js'))
    .map((name) => fileWeight(context.webDist, `assets/${name}`))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, LARGEST_CHUNKS);
  let mappedDir: string | undefined;
  const contents = new Map<string, ChunkContents | undefined>();
  try {
    mappedDir = await sourceMappedBuild(context.repoRoot, context.log);
    for (const chunk of allChunks) contents.set(chunk.file, chunkContents(mappedDir, chunk.file, context.repoRoot));
  } catch (error) {
    context.log(`weight: no chunk contents — ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (mappedDir) rmSync(mappedDir, { recursive: true, force: true });
  }

  const loadedBy = (file: string) =>
    pages
      .filter((page) => page.files.some((f) => f.file === file))
      .map((page) => page.path)
      .join(', ') || 'none (lazy: a later page)';
  const totalJs = assets.filter((name) => name.endsWith('.js')).length;

  const markdown = [
    `Each page is opened in a fresh Chromium context (cold cache) from the production build in packages/web/dist served by the BFF; ` +
      'the areas signed in as their demo account. Every .js and .css response until the network is idle (lazy chunks of the home ' +
      `included) is counted once; sizes are the files in dist, gzipped with node:zlib at level ${GZIP_LEVEL}. The build has ${totalJs} ` +
      'JavaScript chunks (route-level code splitting per area and page). Note: the BFF serves the files uncompressed — the gzip figures ' +
      'are what a compressing proxy in front of it sends.',
    '',
    markdownTable(
      ['Page', 'JS files', 'JS gzip (KB)', 'CSS gzip (KB)', 'Total gzip (KB)', 'Total raw (KB)'],
      pages.map((page) => [
        page.label,
        page.js.count,
        formatKb(page.js.gzip),
        formatKb(page.css.gzip),
        `**${formatKb(page.totalGzip)}**`,
        formatKb(page.js.raw + page.css.raw),
      ]),
    ),
    '',
    `### Largest chunks (${LARGEST_CHUNKS}, by gzipped size)`,
    '',
    'Contents from the source maps of a second build (`vite build --sourcemap hidden` into a temporary folder): the share of each ' +
      'chunk’s code per npm package or per folder of packages/web/src and packages/schema/src.',
    '',
    markdownTable(
      ['Chunk', 'Raw (KB)', 'Gzip (KB)', 'Loaded by', 'What is in it'],
      allChunks.map((chunk) => [
        `\`${path.basename(chunk.file)}\``,
        formatKb(chunk.rawBytes),
        formatKb(chunk.gzipBytes),
        loadedBy(chunk.file),
        describeContents(contents.get(chunk.file)),
      ]),
      ['left', 'right', 'right', 'left', 'left'],
    ),
    '',
    ...pages.flatMap((page) => [
      `<details><summary>${page.label}: ${page.files.length} files, ${formatNumber(page.totalGzip / 1024, 1)} KB gzipped</summary>`,
      '',
      markdownTable(
        ['File', 'Raw (KB)', 'Gzip (KB)'],
        [...page.files]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .map((f) => [`\`${path.basename(f.file)}\``, formatKb(f.rawBytes), formatKb(f.gzipBytes)]),
      ),
      '',
      '</details>',
      '',
    ]),
  ].join('\n');

  return {
    id: 'weight',
    title: 'Web weight',
    markdown,
    data: {
      gzipLevel: GZIP_LEVEL,
      pages,
      largestChunks: allChunks.map((chunk) => ({
        ...chunk,
        loadedBy: loadedBy(chunk.file),
        contents: contents.get(chunk.file),
      })),
    },
    checks,
  };
};
