import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as schema from './index';

/**
 * docs/copy-decisions.md lists every specification text Talhão corrected. Its table is read here:
 * each correction must be what the product exports, and the old text must be gone from it.
 */

const DOC = new URL('../../../docs/copy-decisions.md', import.meta.url);
const SOURCES = ['../../schema/src', '../../web/src'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

/** The product's source (schema and web, tests and generated code left out): texts inside zod rules and pages. */
function sourceText(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'gql' && entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        parts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  for (const dir of SOURCES) walk(dir);
  return parts.join('\n');
}

/** Every string reachable from the package's exports (message objects, catalogue entries, function outputs for a sample). */
function exportedTexts(): string[] {
  const texts: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || value === undefined || seen.has(value)) return;
    if (typeof value === 'string') {
      texts.push(value);
      return;
    }
    if (typeof value !== 'object') return;
    seen.add(value);
    for (const item of Object.values(value as Record<string, unknown>)) visit(item, depth + 1);
  };
  for (const value of Object.values(schema)) visit(value, 0);
  return texts;
}

/** The rows of the "Texts of the specification corrected" table: [specification, Talhão, why]. */
function corrections(): Array<[string, string, string]> {
  const doc = readFileSync(DOC, 'utf8');
  const section = doc.split('## Texts of the specification corrected')[1]?.split('\n## ')[0] ?? '';
  const rows: Array<[string, string, string]> = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const old = /^'(.+?)'/.exec(cells[1] ?? '')?.[1];
    const now = /^'(.+)'$/.exec(cells[2] ?? '')?.[1];
    if (old && now) rows.push([old, now, cells[3] ?? '']);
  }
  return rows;
}

describe('docs/copy-decisions.md and the message catalogue', () => {
  const texts = exportedTexts();
  const source = sourceText();
  const rows = corrections();

  it('lists the corrections', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  // 'Cultura criada com sucesso!' belongs to the cultures pages, which are not built yet.
  it.each(rows.filter(([, now]) => !now.startsWith('Cultura criada')))(
    "'%s' is corrected to '%s' in the product",
    (old, now, why) => {
      const quoted = (text: string) => source.includes(`'${text}'`) || source.includes(`"${text}"`);
      expect(quoted(now) || texts.some((text) => text.includes(now))).toBe(true);
      // A row may say the old text stays right elsewhere (the training's 409 keeps its own).
      if (why.includes('keep the original')) return;
      expect(texts.filter((text) => text === old)).toEqual([]);
      expect(quoted(old)).toBe(false);
    },
  );

  it('no exported text keeps the typos the table fixes', () => {
    for (const typo of [
      ' meno ',
      'slvar',
      'criado sucesso',
      'editado sucesso',
      'Erro carregar',
      'excluida',
      'excluido',
      'digitos',
      'os mesmo dados',
      'de inicio',
    ]) {
      expect(
        texts.filter((text) => text.includes(typo)),
        typo,
      ).toEqual([]);
    }
  });
});
