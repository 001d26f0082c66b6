import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from './config';
import { demoAccountsTable } from './demo-accounts';
import { type Platform, startPlatform } from './platform';

let dataDir: string;
let platform: Platform;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'talhao-platform-'));
  platform = await startPlatform(testConfig({ port: 0, host: '127.0.0.1', dataDir, upstreamUrl: undefined }));
});
afterAll(async () => {
  await platform.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('starts the embedded fixture server (state in DATA_DIR) and the BFF in front of it', async () => {
  expect(platform.fixture).toBeDefined();
  expect(platform.upstreamUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation { signIn(input: {email: "padrao@talhao.dev", password: "Talhao@2026", accountType: CONSULTANT}) { viewer { homePath } } }',
    }),
  });
  expect(await response.json()).toEqual({ data: { signIn: { viewer: { homePath: '/consultor' } } } });
  expect(response.headers.get('set-cookie')).toMatch(/^talhao_session=/);
  expect(await readdir(dataDir)).toContain('state.json');
  const outbox = await fetch(`${platform.url}/__dev/outbox?format=json`);
  expect(outbox.status).toBe(200);
});

it('prints the demo accounts as a readable table', () => {
  const table = demoAccountsTable('http://localhost:3000');
  expect(table).toContain('Contas de demonstração (senha de todas: Talhao@2026)');
  expect(table).toMatch(/Master\s+master@talhao\.dev\s+http:\/\/localhost:3000\/login\/master\/talhao/);
  expect(table).toMatch(/Agricultor\s+agricultor@talhao\.dev/);
});
