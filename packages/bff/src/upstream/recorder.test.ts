import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCassette } from '@talhao/fixture-server';
import { resolveFamilyTable } from '@talhao/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { readJwtClaims } from '../session';
import { fakeJwt } from '../test/helpers';
import { ExchangeRecorder, recordedJwt, redact } from './recorder';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

describe('ExchangeRecorder', () => {
  it('writes one cassette: family found by prefix under the base path, sub-path decoded, query parsed', async () => {
    dir = await mkdtemp(join(tmpdir(), 'talhao-recorder-'));
    const families = resolveFamilyTable({ farmerPropertyApi: '/v2/propriedades' });
    const recorder = new ExchangeRecorder(dir, { families, baseUrl: 'http://provider/api', scenario: 'one' });
    recorder.record({
      method: 'GET',
      path: '/api/v2/propriedades/property/a%20b?page=2',
      status: 200,
      responseBody: [],
    });
    recorder.record({ method: 'DELETE', path: '/api/elsewhere', status: 404 });
    recorder.record({ method: 'GET', path: '/api/consultantProfileApi', error: 'reset' });
    await recorder.flush();
    expect(await readdir(dir)).toEqual(['one.json']);
    const cassette = parseCassette(JSON.parse(await readFile(join(dir, 'one.json'), 'utf8')));
    expect(cassette.scenario).toBe('one');
    expect(cassette.exchanges).toEqual([
      {
        request: { method: 'GET', family: 'farmerPropertyApi', path: '/property/a b', query: { page: '2' } },
        response: { status: 200, body: [] },
      },
      { request: { method: 'DELETE', family: '', path: '/elsewhere', query: {} }, response: { status: 404 } },
      {
        request: { method: 'GET', family: 'consultantProfileApi', path: '', query: {} },
        response: { status: 0, error: 'reset' },
      },
    ]);
    expect(recorder.exchanges()).toEqual(cassette.exchanges);
  });

  it('without a scenario, names the cassette after the start time', async () => {
    dir = await mkdtemp(join(tmpdir(), 'talhao-recorder-'));
    const recorder = new ExchangeRecorder(dir, { now: () => new Date('2026-02-03T04:05:06.007Z') });
    recorder.record({ method: 'GET', path: '/consultantProfileApi', status: 200, responseBody: {} });
    await recorder.flush();
    expect(await readdir(dir)).toEqual(['session-2026-02-03T04-05-06-007Z.json']);
  });
});

describe('redact', () => {
  it('hides passwords and replaces a JWT by an unsigned stand-in with the same subject, far from expiry', () => {
    const jwt = fakeJwt({ sub: 'u1', role: 'CONSULTANT', iat: 1, exp: 2, jti: 'secret-id' });
    const redacted = redact({ password: 'segredo123', nested: [{ jwtToken: jwt }], token: 'abc' }) as {
      nested: Array<{ jwtToken: string }>;
    };
    expect(redacted).toMatchObject({ password: '[redacted]', token: '[redacted]' });
    const standIn = redacted.nested[0]?.jwtToken ?? '';
    expect(standIn).not.toContain('signature');
    expect(standIn.endsWith('.')).toBe(true);
    expect(readJwtClaims(standIn)).toEqual({ sub: 'u1', exp: 4_102_444_800 });
    expect(JSON.stringify(redacted)).not.toContain('secret-id');
    expect(recordedJwt(standIn)).toBe(standIn);
    expect(recordedJwt('not-a-jwt')).toBeNull();
  });
});
