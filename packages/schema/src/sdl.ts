import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Node-only: the GraphQL SDL of every domain, concatenated (the BFF builds its schema from it). */
export const SDL_DIR = join(dirname(fileURLToPath(import.meta.url)), 'graphql');

export const sdlFiles = (): string[] =>
  readdirSync(SDL_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => join(SDL_DIR, f));

export const typeDefs: string = sdlFiles()
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
