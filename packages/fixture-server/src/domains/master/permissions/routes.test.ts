import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, type DemoAccount } from '../../../seed/demoAccounts';
import type { FixtureServer } from '../../../server';
import { bearer, signIn, startFixture } from '../../../testing/harness';

let server: FixtureServer;
let master: string;
beforeEach(async () => {
  server = await startFixture();
  master = await signIn(server, DEMO.master.email, 'MASTER');
});
afterEach(() => server.close());

const change = (action: 'remove' | 'insert', payload: object, token = master) =>
  server.app.inject({
    method: 'PUT',
    url: `/masterUserAccessControllApi/${action}-permission`,
    payload,
    headers: bearer(token),
  });
/** The id of a demo account, found through the store-house search by its name. */
const idOf = async (demo: DemoAccount) => {
  const page = await server.app.inject({
    method: 'POST',
    url: '/masterStoreHouseUsersApi/filter',
    payload: { role: demo.role, name: demo.name },
    headers: bearer(master),
  });
  return (page.json().items as { _id: string; email: string }[]).find((u) => u.email === demo.email)!._id;
};

describe('masterUserAccessControllApi', () => {
  it('changes a plan: remove the current one, then insert the chosen one', async () => {
    const id = await idOf(DEMO.premium);
    const removed = await change('remove', { id, role: 'CONSULTANT', permission: '__premium' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ _id: id, permissions: ['__freetrial'] });
    const inserted = await change('insert', { id, role: 'CONSULTANT', permission: '__std' });
    expect(inserted.statusCode).toBe(200);
    expect(inserted.json()).toMatchObject({ _id: id, permissions: ['__freetrial', '__std'] });
    // The user's own profile shows the new plan.
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const own = await server.app.inject({ method: 'GET', url: '/consultantProfileApi', headers: bearer(token) });
    expect(own.json().permissions).toEqual(['__freetrial', '__std']);
  });

  it('removes the last occurrence only; an absent permission is not an error', async () => {
    const id = await idOf(DEMO.standard);
    await change('insert', { id, role: 'CONSULTANT', permission: '__freetrial' });
    // ['__freetrial', '__std', '__freetrial'] → remove the last __freetrial
    const removed = await change('remove', { id, role: 'CONSULTANT', permission: '__freetrial' });
    expect(removed.json().permissions).toEqual(['__freetrial', '__std']);
    const absent = await change('remove', { id, role: 'CONSULTANT', permission: '__premium' });
    expect(absent.statusCode).toBe(200);
    expect(absent.json().permissions).toEqual(['__freetrial', '__std']);
  });

  it('answers 409 when the plan already is the one inserted', async () => {
    const id = await idOf(DEMO.terraForte);
    const response = await change('insert', { id, role: 'ENTERPRISE', permission: '__std' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Conflito: o usuário já possui essa permissão!');
    // After removing the plan the previous entry is the plan again: inserting it is a 409 too.
    await change('remove', { id, role: 'ENTERPRISE', permission: '__std' });
    expect((await change('insert', { id, role: 'ENTERPRISE', permission: '__freetrial' })).statusCode).toBe(409);
    expect((await change('insert', { id, role: 'ENTERPRISE', permission: '__premium' })).json().permissions).toEqual([
      '__freetrial',
      '__premium',
    ]);
  });

  it('answers 404 to an unknown user or a role that is not the user’s', async () => {
    const id = await idOf(DEMO.premium);
    for (const action of ['remove', 'insert'] as const) {
      const unknown = await change(action, { id: '0123456789abcdef01234567', role: 'USER', permission: '__std' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Usuário não encontrado!');
      expect((await change(action, { id, role: 'ENTERPRISE', permission: '__std' })).statusCode).toBe(404);
    }
  });

  it('answers 400 to a missing field, a role without a plan or a permission it cannot give', async () => {
    const id = await idOf(DEMO.premium);
    expect((await change('insert', { role: 'CONSULTANT', permission: '__std' })).statusCode).toBe(400);
    expect((await change('insert', { id, role: 'CONSULTANT' })).statusCode).toBe(400);
    expect((await change('insert', { id, role: 'CONSULTANT', permission: '__master' })).statusCode).toBe(400);
    expect((await change('insert', { id, role: 'CONSULTANT', permission: '__specialtrial' })).statusCode).toBe(400);
    expect((await change('remove', { id, role: 'CONSULTANT', permission: '__master' })).statusCode).toBe(400);
    expect((await change('insert', { id, role: 'ENTERPRISE_CONSULTANT', permission: '__std' })).statusCode).toBe(400);
    expect((await change('insert', { id, role: 'MASTER', permission: '__std' })).statusCode).toBe(400);
  });

  it('works for farmers and companies and is for the master only', async () => {
    const farmer = await idOf(DEMO.farmer);
    expect((await change('insert', { id: farmer, role: 'USER', permission: '__premium' })).json().permissions).toEqual([
      '__freetrial',
      '__std',
      '__premium',
    ]);
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    expect((await change('insert', { id: farmer, role: 'USER', permission: '__std' }, company)).statusCode).toBe(403);
  });
});
