import {
  checkCnpj,
  checkCpf,
  isValidBrazilMobile,
  planBadge,
  trialDaysLeft,
  upstreamProfileSchema,
} from '@talhao/schema';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { toProfile } from '../domains/account/payloads';
import { USERS, type UserRecord } from '../domains/account/users';
import { Store } from '../store/store';
import { FIXED_NOW } from '../testing/harness';
import { DEMO, DEMO_ACCOUNTS, DEMO_PASSWORD, MASTER_LOGIN_PATH } from './demoAccounts';
import { cnpjFrom, cpfFrom } from './documents';
import { DEFAULT_SEED, seedStore } from './index';
import { MUNICIPALITIES } from './municipalities';

async function seeded(options: { seed?: number; scale?: number; now?: Date } = {}) {
  const store = new Store();
  await seedStore(store, {
    seed: options.seed ?? DEFAULT_SEED,
    scale: options.scale ?? 1,
    now: options.now ?? FIXED_NOW,
  });
  return store;
}

const byRole = (users: UserRecord[], role: UserRecord['role']) => users.filter((u) => u.role === role);
const byEmail = (users: UserRecord[], email: string) => users.find((u) => u.email === email)!;

/** First two digits of an IBGE municipality code are the state's code. */
const IBGE_STATE: Record<string, string> = {
  ES: '32',
  MG: '31',
  SP: '35',
  GO: '52',
  MT: '51',
  PR: '41',
  RS: '43',
  BA: '29',
  MS: '50',
};

describe('seed', () => {
  it('is deterministic: same seed and same date give the same data, whatever the hour', async () => {
    const morning = await seeded({ now: new Date('2026-11-21T03:00:00Z') });
    const evening = await seeded({ now: new Date('2026-11-21T22:30:00Z') });
    expect(evening.toJSON()).toEqual(morning.toJSON());
    const other = await seeded({ seed: 7, now: new Date('2026-11-21T03:00:00Z') });
    expect(other.toJSON()).not.toEqual(morning.toJSON());
  });

  it('creates the population the brief asks for', async () => {
    const users = (await seeded()).collection(USERS).all();
    expect(byRole(users, 'MASTER')).toHaveLength(1);
    const companies = byRole(users, 'ENTERPRISE');
    expect(companies.map((c) => c.name).sort()).toEqual(['Agrovale Consultoria', 'Terra Forte Agronegócios']);
    for (const company of companies) {
      expect(byRole(users, 'ENTERPRISE_CONSULTANT').filter((c) => c.companyId === company._id)).toHaveLength(3);
    }
    const consultants = byRole(users, 'CONSULTANT');
    expect(consultants).toHaveLength(5);
    expect(consultants.filter((c) => !c.verified).map((c) => c.email)).toEqual([DEMO.unverified.email]);
    expect(users.filter((u) => u.role !== 'CONSULTANT').every((u) => u.verified)).toBe(true);
    expect(byRole(users, 'USER')).toHaveLength(48);
  });

  it('multiplies farmers (and adds consultants) with the scale knob', async () => {
    const users = (await seeded({ scale: 2 })).collection(USERS).all();
    expect(byRole(users, 'USER')).toHaveLength(96);
    expect(byRole(users, 'CONSULTANT')).toHaveLength(9);
  });

  it('gives consultants the plan mix: Premium, Padrão, running and expired trial', async () => {
    const users = (await seeded()).collection(USERS).all();
    const plan = (email: string) => {
      const user = byEmail(users, email);
      return { badge: planBadge(user.permissions, user.createdAt, FIXED_NOW), permissions: user.permissions };
    };
    expect(plan(DEMO.premium.email)).toEqual({ badge: 'Premium', permissions: ['__freetrial', '__premium'] });
    expect(plan(DEMO.standard.email)).toEqual({ badge: 'Padrão', permissions: ['__freetrial', '__std'] });
    expect(plan(DEMO.trial.email)).toEqual({ badge: 'Teste Gratuito', permissions: ['__freetrial'] });
    expect(plan(DEMO.expired.email)).toEqual({ badge: 'Expirado', permissions: ['__freetrial'] });
    const trial = byEmail(users, DEMO.trial.email);
    expect(trialDaysLeft(trial.permissions, trial.createdAt, FIXED_NOW)).toBeGreaterThanOrEqual(34);
    expect(trialDaysLeft(trial.permissions, trial.createdAt, FIXED_NOW)).toBeLessThanOrEqual(36);
    expect(byEmail(users, DEMO.agrovale.email).permissions.at(-1)).toBe('__premium');
    expect(byEmail(users, DEMO.terraForte.email).permissions.at(-1)).toBe('__std');
    expect(byEmail(users, DEMO.master.email).permissions).toEqual(['__master']);
  });

  it('uses valid and unique CPF, CNPJ, e-mails and E.164 mobiles whose DDD matches the state', async () => {
    const users = (await seeded()).collection(USERS).all();
    const cpfs = users.flatMap((u) => (u.cpf ? [u.cpf] : []));
    const cnpjs = users.flatMap((u) => (u.cnpj ? [u.cnpj] : []));
    expect(cpfs.length).toBe(users.length - 3); // all but the master and the two companies
    expect(cpfs.every((cpf) => /^\d{11}$/.test(cpf) && checkCpf(cpf))).toBe(true);
    expect(cnpjs).toHaveLength(2);
    expect(cnpjs.every((cnpj) => /^\d{14}$/.test(cnpj) && checkCnpj(cnpj))).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);

    const phones = users.flatMap((u) => (u.phoneNumber ? [u] : []));
    expect(phones.length).toBe(users.length - 1); // the unverified sign-up has none yet
    for (const user of phones) {
      const phone = user.phoneNumber!;
      expect(phone).toHaveLength(14);
      expect(isValidBrazilMobile(phone), phone).toBe(true);
      const place = MUNICIPALITIES.find((m) => m.city === user.address?.city && m.uf === user.address?.stateFrom);
      expect(phone.slice(3, 5), `${user.name} ${user.address?.city}`).toBe(place?.ddd);
      expect(phone[5]).toBe('9');
    }
    expect(new Set(phones.map((u) => u.phoneNumber)).size).toBe(phones.length);
    const emails = users.flatMap((u) => (u.email ? [u.email] : []));
    expect(new Set(emails).size).toBe(emails.length);
    expect(users.every((u) => u.name.length >= 4 && u.name.length <= 32)).toBe(true);
  });

  it('computes real check digits', () => {
    // Published valid examples.
    expect(cpfFrom([5, 2, 9, 9, 8, 2, 2, 4, 7])).toBe('52998224725');
    expect(cnpjFrom([1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1])).toBe('11222333000181');
  });

  it('places people in real municipalities of at least six states, in the specification address shape', async () => {
    expect(MUNICIPALITIES.length).toBeGreaterThanOrEqual(25);
    for (const m of MUNICIPALITIES) {
      expect(m.ibgeCode, m.city).toMatch(/^\d{7}$/);
      expect(m.ibgeCode.slice(0, 2), m.city).toBe(IBGE_STATE[m.uf]);
    }
    const users = (await seeded()).collection(USERS).all();
    const farmers = byRole(users, 'USER');
    expect(new Set(farmers.map((f) => f.address?.stateFrom)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(farmers.map((f) => f.address?.city)).size).toBe(MUNICIPALITIES.length);
    for (const user of users) {
      const address = user.address!;
      expect(Object.keys(address).sort()).toEqual(['city', 'coords', 'country', 'formattedAddress', 'stateFrom']);
      expect(address.country).toBe('Brasil');
      expect(address.formattedAddress).toContain(`${address.city} - ${address.stateFrom}`);
      const place = MUNICIPALITIES.find((m) => m.city === address.city && m.uf === address.stateFrom)!;
      expect(Math.abs(address.coords.latitude - place.latitude)).toBeLessThan(0.1);
      expect(Math.abs(address.coords.longitude - place.longitude)).toBeLessThan(0.1);
    }
  });

  it('links farmers to the consultants who registered them, after the consultant existed', async () => {
    const users = (await seeded()).collection(USERS).all();
    const byId = new Map(users.map((u) => [u._id, u]));
    for (const farmer of byRole(users, 'USER')) {
      const creator = byId.get(farmer.createdBy ?? '');
      expect(['CONSULTANT', 'ENTERPRISE_CONSULTANT']).toContain(creator?.role);
      expect(creator?.verified).toBe(true);
      expect(Date.parse(farmer.createdAt)).toBeGreaterThan(Date.parse(creator!.createdAt));
      expect(Date.parse(farmer.createdAt)).toBeLessThan(FIXED_NOW.getTime());
    }
    expect(byEmail(users, DEMO.farmer.email).createdBy).toBe(byEmail(users, DEMO.premium.email)._id);
  });

  it('produces profiles in the upstream shape, with 24-hex ids', async () => {
    const store = await seeded();
    for (const user of store.collection(USERS).all()) {
      expect(user._id).toMatch(/^[0-9a-f]{24}$/);
      expect(upstreamProfileSchema.safeParse(toProfile(store, user)).success).toBe(true);
    }
  });

  it('documents every demo account, all signing in with the shared demo password', async () => {
    const users = (await seeded()).collection(USERS).all();
    expect(DEMO_ACCOUNTS.length).toBeGreaterThanOrEqual(10);
    for (const demo of DEMO_ACCOUNTS) {
      const user = byEmail(users, demo.email);
      expect(user, demo.email).toBeDefined();
      expect(demo.email.endsWith('@talhao.dev')).toBe(true);
      expect(user.role).toBe(demo.role);
      expect(user.name).toBe(demo.name);
      expect(demo.password).toBe('Talhao@2026');
      expect(demo.note.length).toBeGreaterThan(10);
      expect(demo.loginPath).toBe(demo.role === 'MASTER' ? MASTER_LOGIN_PATH : '/login');
    }
    expect(await verifyPassword(DEMO_PASSWORD, byEmail(users, DEMO.master.email).passwordHash)).toBe(true);
    expect(await verifyPassword('outra-senha', byEmail(users, DEMO.master.email).passwordHash)).toBe(false);
  });
});
