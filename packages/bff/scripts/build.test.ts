import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The build script is plain JavaScript run by Node; loaded by URL, as Node loads it.
const { escapeBeyondLatin1 } = (await import(new URL('./build.mjs', import.meta.url).href)) as {
  escapeBeyondLatin1: (dir: string) => void;
};

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('escapeBeyondLatin1', () => {
  it('leaves no character beyond Latin-1 in the bundle, and the code means what it meant', async () => {
    dir = await mkdtemp(join(tmpdir(), 'talhao-latin1-'));
    const source = [
      '/** Nested selections: profile → company — address… */',
      "export const apostrophes = /['’`´]/g;",
      'export const disc = /💿/u;',
      'export const phrase = "o agrônomo’s — ok";',
    ].join('\n');
    await writeFile(join(dir, 'chunk.js'), source);
    await writeFile(join(dir, 'chunk.js.map'), '{"note":"→"}');

    escapeBeyondLatin1(dir);

    const written = await readFile(join(dir, 'chunk.js'), 'utf8');
    expect(written).not.toMatch(/[\u0100-\uffff]/);
    // Latin-1 stays as it is (pt-BR text keeps its accents).
    expect(written).toContain('agrônomo');
    // Only the scripts: the source map is not code V8 holds.
    expect(await readFile(join(dir, 'chunk.js.map'), 'utf8')).toBe('{"note":"→"}');
    const module = (await import(pathToFileURL(join(dir, 'chunk.js')).href)) as Record<string, unknown>;
    expect(String('it’s').replace(module.apostrophes as RegExp, '')).toBe('its');
    expect((module.disc as RegExp).test('💿')).toBe(true);
    expect(module.phrase).toBe('o agrônomo’s — ok');
  });
});
