import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as families from '../families';
import { FAMILY_NAMES } from '../families';
import { ROLES } from '../roles';
import {
  ACCOUNT_ROUTES,
  AUTH_FAMILIES,
  AUTH_FAMILY,
  AUTH_PATHS,
  loginResponseSchema,
  okBodySchema,
  PROFILE_FAMILIES,
  PROFILE_FAMILY,
  PROFILE_PATHS,
  profileUpdateBodySchema,
  signUpResponseSchema,
  upstreamProfileSchema,
} from './account';
import { routeKey } from './contract';
import { createdSchema } from './envelope';
import { findRouteContract, ROUTE_CONTRACTS } from './routes';

const address = {
  formattedAddress: 'Rua Sete de Setembro, 120 - Centro, Colatina - ES, Brasil',
  city: 'Colatina',
  stateFrom: 'ES',
  country: 'Brasil',
  coords: { latitude: -19.5394, longitude: -40.6306 },
};

/** What the fixture answers for a company consultant's GET {profile} (toProfile: company embedded). */
const profile = {
  _id: '6650a1b2c3d4e5f6a7b8c9d0',
  name: 'Bruno Teixeira',
  email: 'bruno@agrovale.dev',
  phoneNumber: '+5527998765432',
  createdAt: '2026-03-02T12:00:00.000Z',
  address,
  profilePicture: { url: '/uploads/6650a1b2c3d4e5f6a7b8c9d1.png' },
  permissions: [],
  role: 'ENTERPRISE_CONSULTANT',
  company: { _id: '6650a1b2c3d4e5f6a7b8c9d2', name: 'Agrovale Consultoria' },
  birthDate: '1988-07-14',
  professionalResume: '<p>Agrônomo</p>',
};

/** Each answer shape of the account domain: a realistic answer of the fixture server and an obviously wrong one. */
const SAMPLES = new Map<z.ZodType, { good: unknown; wrong: unknown }>([
  [
    loginResponseSchema,
    { good: { role: 'CONSULTANT', jwtToken: 'eyJhbGciOiJIUzI1NiJ9.e30.sig' }, wrong: { role: 'FARMER', jwtToken: '' } },
  ],
  [okBodySchema, { good: { message: 'Logout realizado com sucesso' }, wrong: { message: 42 } }],
  [createdSchema, { good: { _id: '6650a1b2c3d4e5f6a7b8c9d3' }, wrong: { id: '6650a1b2c3d4e5f6a7b8c9d3' } }],
  [upstreamProfileSchema, { good: profile, wrong: { ...profile, _id: undefined, role: 'ROOT' } }],
]);

describe('ACCOUNT_ROUTES', () => {
  it('names only known families, each the auth or profile family of some role', () => {
    const accountFamilies = new Set<string>([...Object.values(AUTH_FAMILY), ...Object.values(PROFILE_FAMILY)]);
    for (const route of ACCOUNT_ROUTES) {
      expect(FAMILY_NAMES).toContain(route.family);
      expect(accountFamilies.has(route.family), route.family).toBe(true);
    }
  });

  it('describes each call once', () => {
    const keys = ACCOUNT_ROUTES.map((route) => `${route.method} ${routeKey(route)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every auth and every profile family its calls, and sign-up only to consultants and companies', () => {
    for (const family of AUTH_FAMILIES) {
      const paths = ACCOUNT_ROUTES.filter((route) => route.family === family).map((route) => route.path);
      const signUp = family === 'consultantAuthApi' || family === 'enterpriseAuthApi';
      expect(paths.length, family).toBe(signUp ? 7 : 6);
      expect(paths.includes(AUTH_PATHS.signUp), family).toBe(signUp);
    }
    for (const family of PROFILE_FAMILIES) {
      expect(ACCOUNT_ROUTES.filter((route) => route.family === family)).toHaveLength(8);
    }
    expect(new Set(Object.values(AUTH_FAMILY))).toEqual(new Set(AUTH_FAMILIES));
    expect(new Set(Object.values(PROFILE_FAMILY))).toEqual(new Set(PROFILE_FAMILIES));
  });

  it('is public exactly where no session exists yet: sign-in, recovery, confirmation links', () => {
    const publicCalls = ACCOUNT_ROUTES.filter((route) => route.access === 'public').map(
      (route) => `${route.method} ${route.path}`,
    );
    expect(new Set(publicCalls)).toEqual(
      new Set([
        'POST ',
        'POST /googleauth',
        'POST /recovery-account',
        'POST /resend-token-email',
        'GET /confirm-account',
        'POST /sign-up',
        'GET /email-update',
      ]),
    );
  });

  it.each(ACCOUNT_ROUTES.map((route) => [`${route.method} ${routeKey(route)}`, route] as const))(
    '%s: its answer schema parses what the fixture answers and refuses a wrong shape',
    (_key, route) => {
      const sample = SAMPLES.get(route.response);
      expect(sample, 'no sample for this answer shape').toBeDefined();
      expect(route.response.safeParse(sample?.good).error).toBeUndefined();
      expect(route.response.safeParse(sample?.wrong).success).toBe(false);
      expect(route.response.safeParse('ok').success).toBe(false);
    },
  );

  it('picture updates answer 201 with the profile, sign-up 201 with the new id', () => {
    const created = ACCOUNT_ROUTES.filter((route) => route.status === 201);
    expect(new Set(created.map((route) => route.path))).toEqual(
      new Set([AUTH_PATHS.signUp, PROFILE_PATHS.pictureUpdate]),
    );
    for (const route of created) {
      expect(route.response).toBe(route.path === AUTH_PATHS.signUp ? createdSchema : upstreamProfileSchema);
      if (route.path === PROFILE_PATHS.pictureUpdate) expect(route.body).toBe('multipart');
    }
  });

  it('takes both shapes of a profile PUT: the form, or the résumé alone', () => {
    const form = { name: 'Ana Souza', phoneNumber: '+5565998765432', address, birthDate: '1990-05-10' };
    expect(profileUpdateBodySchema.safeParse(form).success).toBe(true);
    expect(profileUpdateBodySchema.safeParse({ professionalResume: '<p>Agrônoma</p>' }).success).toBe(true);
    expect(profileUpdateBodySchema.safeParse({ name: 'Ana Souza' }).success).toBe(false);
  });

  it('a farmer may choose a 4-character password, other roles need 8', () => {
    const passwordBody = (family: string) =>
      ACCOUNT_ROUTES.find((route) => route.family === family && route.path === PROFILE_PATHS.passwordUpdate)
        ?.body as z.ZodType;
    const shortChange = { password: 'abcd', newPassword: 'wxyz' };
    expect(passwordBody('farmerProfileApi').safeParse(shortChange).success).toBe(true);
    expect(passwordBody('consultantProfileApi').safeParse(shortChange).success).toBe(false);
  });

  it('the sign-up answer the BFF reads accepts the contract’s answer', () => {
    expect(signUpResponseSchema.safeParse({ _id: '6650a1b2c3d4e5f6a7b8c9d3' }).success).toBe(true);
  });

  it('is gathered into ROUTE_CONTRACTS and found by method, family and concrete path', () => {
    for (const route of ACCOUNT_ROUTES) expect(ROUTE_CONTRACTS).toContain(route);
    expect(findRouteContract('get', 'farmerAuthApi', '/confirm-account?token=abc')?.query).toBeDefined();
    expect(findRouteContract('DELETE', 'consultantProfileApi', '')?.summary).toMatch(/Delete/);
    expect(findRouteContract('POST', 'farmerAuthApi', '/sign-up')).toBeUndefined();
  });
});

describe('the account table', () => {
  it('names a family for every role, and families.ts re-exports the same table', () => {
    for (const role of ROLES) {
      expect(FAMILY_NAMES).toContain(AUTH_FAMILY[role]);
      expect(FAMILY_NAMES).toContain(PROFILE_FAMILY[role]);
    }
    expect(families.AUTH_FAMILY).toBe(AUTH_FAMILY);
    expect(families.PROFILE_FAMILY).toBe(PROFILE_FAMILY);
    expect(families.AUTH_PATHS).toBe(AUTH_PATHS);
    expect(families.PROFILE_PATHS).toBe(PROFILE_PATHS);
  });
});
