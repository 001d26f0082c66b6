import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from './seed/demoAccounts';
import { bearer, multipart, PNG_BYTES, sampleAddress, signIn, startFixture, tokenOf } from './testing/harness';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'talhao-fixture-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const signUp = {
  name: 'Beatriz Nogueira',
  cpf: '52998224725',
  address: sampleAddress,
  email: 'beatriz@exemplo.com.br',
  password: 'SenhaForte1',
};

describe('data directory', () => {
  it('keeps writes, uploads and the outbox across a restart instead of seeding again', async () => {
    const first = await startFixture({ dataDir });
    expect(existsSync(path.join(dataDir, 'state.json'))).toBe(true);
    const created = await first.app.inject({ method: 'POST', url: '/consultantAuthApi/sign-up', payload: signUp });
    expect(created.statusCode).toBe(201);
    const token = await signIn(first, DEMO.premium.email, 'CONSULTANT');
    const upload = multipart('file', PNG_BYTES);
    const picture = await first.app.inject({
      method: 'POST',
      url: '/consultantProfileApi/picture-update',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(token) },
    });
    const url: string = picture.json().profilePicture.url;
    await first.close();
    const savedUsers = JSON.parse(await readFile(path.join(dataDir, 'state.json'), 'utf8')).collections.users;
    expect(savedUsers.some((u: { email: string }) => u.email === signUp.email)).toBe(true);

    // A different seed proves the state is loaded, not regenerated.
    const second = await startFixture({ dataDir, seed: 1 });
    try {
      expect(second.outbox()).toHaveLength(1);
      const confirm = await second.app.inject({
        method: 'GET',
        url: `/consultantAuthApi/confirm-account?token=${tokenOf(second.outbox()[0]?.link)}`,
      });
      expect(confirm.statusCode).toBe(200);
      await signIn(second, signUp.email, 'CONSULTANT', signUp.password);
      const again = await signIn(second, DEMO.premium.email, 'CONSULTANT');
      const profile = (
        await second.app.inject({ method: 'GET', url: '/consultantProfileApi', headers: bearer(again) })
      ).json();
      expect(profile.profilePicture.url).toBe(url);
      const file = await second.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
      expect(existsSync(path.join(dataDir, 'uploads', url.split('/').pop()!))).toBe(true);
    } finally {
      await second.close();
    }
    const saved = JSON.parse(await readFile(path.join(dataDir, 'state.json'), 'utf8'));
    expect(saved.collections.users.map((u: { _id: string }) => u._id)).toEqual(
      savedUsers.map((u: { _id: string }) => u._id),
    );
    expect(saved.collections.users.find((u: { email: string }) => u.email === signUp.email).verified).toBe(true);
  });

  it('writes changes shortly after they happen, before close', async () => {
    const server = await startFixture({ dataDir });
    try {
      await server.app.inject({
        method: 'POST',
        url: '/enterpriseAuthApi/resend-token-email',
        payload: { email: 'x@y.z' },
      });
      await server.app.inject({ method: 'POST', url: '/consultantAuthApi/sign-up', payload: signUp });
      // The writer is debounced: wait for the file to hold the change (well before close), never for a fixed time.
      await vi.waitFor(
        async () => {
          const saved = JSON.parse(await readFile(path.join(dataDir, 'state.json'), 'utf8'));
          expect(saved.collections.users.some((u: { email: string }) => u.email === signUp.email)).toBe(true);
          expect(saved.collections.outbox).toHaveLength(1);
        },
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      await server.close();
    }
  });
});
