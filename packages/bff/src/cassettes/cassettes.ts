import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Cassette, parseCassette } from '@talhao/fixture-server';
import { cassettePath, type Scenario } from './scenarios';

/** The repository root, where `cassettes/` lives. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A scenario's cassette, parsed; the error names the file and says how to make it. */
export async function readCassette(scenario: Scenario): Promise<Cassette> {
  const file = join(REPO_ROOT, cassettePath(scenario));
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${cassettePath(scenario)} is missing: run npm run record`);
  }
  return parseCassette(JSON.parse(text), cassettePath(scenario));
}

/** Every cassette file under cassettes/, as `cassettes/<domain>/<name>.json`, sorted. */
export async function cassetteFiles(): Promise<string[]> {
  const root = join(REPO_ROOT, 'cassettes');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)))
    .sort();
}
