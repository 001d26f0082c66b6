import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCassette } from '@talhao/fixture-server';
import { findRouteContract } from '@talhao/schema/upstream/routes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cassetteFiles, REPO_ROOT } from './cassettes';
import { contractFailures } from './contracts';

const files = await cassetteFiles();

describe('every recorded body answers to its route contract', () => {
  it('finds the cassettes', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', async (file) => {
    const cassette = parseCassette(JSON.parse(await readFile(join(REPO_ROOT, file), 'utf8')), file);
    expect(contractFailures(file, cassette, findRouteContract)).toEqual([]);
  });
});

describe('contractFailures', () => {
  const cassette = parseCassette({
    scenario: 's',
    description: '',
    recordedAt: '2026-01-01T00:00:00.000Z',
    exchanges: [
      {
        request: { method: 'POST', family: 'consultantAuthApi', path: '', query: {}, body: { email: 'a@b.c' } },
        response: { status: 200, body: { role: 'CONSULTANT', jwtToken: 'x' } },
      },
      {
        request: { method: 'GET', family: 'consultantProfileApi', path: '', query: {} },
        response: { status: 200, body: { name: 7 } },
      },
      { request: { method: 'GET', family: 'farmerAreaApi', path: '/1', query: {} }, response: { status: 404 } },
    ],
  });
  const signIn = {
    family: 'consultantAuthApi',
    method: 'POST',
    path: '',
    summary: 'Sign in',
    access: 'public',
    body: z.object({ email: z.string(), password: z.string() }),
    response: z.object({ role: z.string(), jwtToken: z.string() }),
  } as const;
  const profile = {
    family: 'consultantProfileApi',
    method: 'GET',
    path: '',
    summary: 'Profile',
    access: 'bearer',
    response: z.object({ name: z.string() }),
  } as const;
  const find = (method: string, family: string) =>
    [signIn, profile].find((route) => route.method === method && route.family === family);

  it('names the cassette, exchange, method, family and path of each break', () => {
    expect(contractFailures('c.json', cassette, find)).toEqual([
      expect.stringMatching(
        /^c\.json exchange #0 POST consultantAuthApi '': request body breaks the contract: password/,
      ),
      expect.stringMatching(
        /^c\.json exchange #1 GET consultantProfileApi '': response body breaks the contract: name/,
      ),
      "c.json exchange #2 GET farmerAreaApi '/1': no route contract (packages/schema/src/upstream/routes.ts)",
    ]);
  });
});
