import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Two names in one folder that differ only by case (OfferForm.tsx beside offerForm.ts) are one file on a
 * case-insensitive file system (macOS, Windows): a checkout loses one of them, and an import of
 * './OfferForm' may load the other. Compared without the last extension, because that is how an
 * import names a module ('./offerForm' finds offerForm.ts and OfferForm.tsx alike).
 */
function caseCollisions(folder: string, names: readonly string[]): string[][] {
  const byKey = new Map<string, Set<string>>();
  for (const name of names) {
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const key = stem.toLowerCase();
    const names = byKey.get(key) ?? new Set<string>();
    names.add(name);
    byKey.set(key, names);
  }
  const found: string[][] = [];
  for (const group of byKey.values()) {
    const stems = new Set([...group].map((name) => name.replace(/\.[^.]*$/, '')));
    // One stem with two extensions (a.ts, a.tsx) is not a case problem; two spellings of one stem are.
    if (stems.size > 1) found.push([...group].sort().map((name) => join(folder, name)));
  }
  return found;
}

function walk(folder: string, root: string, into: string[][]): void {
  const entries = readdirSync(folder, { withFileTypes: true });
  into.push(
    ...caseCollisions(
      relative(root, folder),
      entries.map((entry) => entry.name),
    ),
  );
  for (const entry of entries) {
    if (entry.isDirectory() && entry.name !== 'node_modules') walk(join(folder, entry.name), root, into);
  }
}

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('file names', () => {
  it('finds names that differ only by case, with or without the extension', () => {
    expect(caseCollisions('f', ['OfferForm.tsx', 'offerForm.ts', 'OfferForm.test.tsx', 'display.ts'])).toEqual([
      ['f/OfferForm.tsx', 'f/offerForm.ts'],
    ]);
    expect(caseCollisions('f', ['Form.test.tsx', 'form.test.ts'])).toEqual([['f/Form.test.tsx', 'f/form.test.ts']]);
    expect(caseCollisions('f', ['workSchedule', 'WorkSchedule'])).toEqual([['f/WorkSchedule', 'f/workSchedule']]);
    expect(caseCollisions('f', ['menus.ts', 'menus.test.tsx', 'a.ts', 'a.tsx', 'index.ts'])).toEqual([]);
  });

  it('has no two paths under packages/web/src that differ only by case', () => {
    const found: string[][] = [];
    walk(SRC, SRC, found);
    expect(found).toEqual([]);
  });
});
