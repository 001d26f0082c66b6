import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { compileFor, signedOutChunks, sourceFiles } from './signedOutStyles';

const WEB = '/repo/packages/web';

/** A chunk of a fake bundle: only what the lookups read. */
const chunk = (fileName: string, fields: Partial<Rollup.OutputChunk>) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    isEntry: false,
    ...fields,
  }) as Rollup.OutputChunk;

describe('the signed-out chunks', () => {
  const bundle = Object.fromEntries(
    [
      chunk('index.js', { isEntry: true, imports: ['ui.js'], dynamicImports: ['LoginPage.js', 'area.js'] }),
      chunk('ui.js', {}),
      chunk('LoginPage.js', { imports: ['ui.js', 'field.js'] }),
      chunk('field.js', {}),
      // The area group's chunk (build/areaChunks.ts): the route tables inside it, not as its facade.
      chunk('area.js', {
        moduleIds: [`${WEB}/src/routes/areas.tsx`, `${WEB}/src/features/shell/AreaRoot.tsx`],
        dynamicImports: ['Home.js', 'field.js'],
      }),
      chunk('Home.js', { imports: ['ui.js'] }),
    ].map((item) => [item.fileName, item]),
  ) as Rollup.OutputBundle;

  it('are what the entry reaches without going through the areas’ route tables', () => {
    const names = signedOutChunks(bundle, ['src/routes/areas.tsx']).map((item) => item.fileName);
    expect(names.sort()).toEqual(['LoginPage.js', 'field.js', 'index.js', 'ui.js']);
  });
});

describe('the signed-out stylesheet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'talhao-styles-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const UTILITIES = ['.mt-3', '.text-brand-700', '.sm\\:p-2'];
  const css = join(dirname(fileURLToPath(import.meta.url)), '../src/index.css');
  const login = file('Login.tsx', 'export const A = () => <p className="mt-3 text-brand-700 sm:p-2">Entrar</p>;');
  const area = file('Area.tsx', 'export const B = () => <p className="grid-cols-3 mt-3 bg-tone-red-bg">Área</p>;');

  it('holds the utilities of the given files only, and in the same order as the whole sheet', async () => {
    const small = await compileFor(css, [login]);
    const full = await compileFor(css, [login, area]);
    for (const utility of UTILITIES) expect(small).toContain(utility);
    expect(small).not.toContain('.grid-cols-3');
    expect(full).toContain('.grid-cols-3');
    // The base layer and the app's own components come with it.
    expect(small).toContain('.rich-text');
    const inOrder = (sheet: string) => [...UTILITIES].sort((a, b) => sheet.indexOf(a) - sheet.indexOf(b));
    expect(inOrder(small)).toEqual(inOrder(full));
  });

  it('reads the web package’s own sources, not node_modules nor other packages', () => {
    const chunks = [
      chunk('a.js', {
        moduleIds: [login, join(dir, 'node_modules', 'x.js'), '\0virtual:operation/Viewer', '/elsewhere/b.ts'],
      }),
    ];
    expect(sourceFiles(chunks, dir)).toEqual([login]);
  });
});
