import { AUTH_FAMILY, loginResponseSchema, NOT_VERIFIED_MARKER } from '@talhao/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demoAccounts';
import type { FixtureServer } from '../../server';
import {
  bearer,
  claimsOf,
  FIXED_NOW,
  HOUR_MS,
  sampleAddress,
  signIn,
  startFixture,
  testClock,
  tokenOf,
} from '../../testing/harness';
import { TEMPORARY_PASSWORD_LINE } from '../outbox/templates';
import { GOOGLE_TEST_TOKEN_PREFIX } from './authRoutes';

let server: FixtureServer;
afterEach(() => server?.close());

const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object });
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

const consultantSignUp = {
  name: 'Beatriz Nogueira',
  cpf: '52998224725',
  address: sampleAddress,
  email: 'beatriz.nogueira@exemplo.com.br',
  password: 'SenhaForte1',
};
const companySignUp = {
  name: 'Cerrado Vivo Consultoria',
  cnpj: '11222333000181',
  address: sampleAddress,
  email: 'contato@cerradovivo.com.br',
  password: 'SenhaForte1',
};

describe('sign-in', () => {
  it('signs every verified demo account in through its auth family with a 12 h HS256 JWT', async () => {
    server = await startFixture();
    for (const demo of DEMO_ACCOUNTS.filter((d) => d.email !== DEMO.unverified.email)) {
      const family = AUTH_FAMILY[demo.role];
      const response = await post(`/${family}`, { email: demo.email, password: demo.password });
      expect(response.statusCode, demo.email).toBe(200);
      const body = loginResponseSchema.parse(response.json());
      expect(body.role).toBe(demo.role);
      const claims = claimsOf(body.jwtToken);
      expect(claims.role).toBe(demo.role);
      expect(claims.sub).toMatch(/^[0-9a-f]{24}$/);
      expect(claims.iat).toBe(FIXED_NOW.getTime() / 1000);
      expect(claims.exp).toBe(FIXED_NOW.getTime() / 1000 + 12 * 3600);
      expect(JSON.parse(Buffer.from(body.jwtToken.split('.')[0]!, 'base64url').toString()).alg).toBe('HS256');
    }
  });

  it('answers both company and company-consultant accounts on enterpriseAuthApi, with their role', async () => {
    server = await startFixture();
    const company = await post('/enterpriseAuthApi', { email: DEMO.agrovale.email, password: DEMO_PASSWORD });
    const consultant = await post('/enterpriseAuthApi', {
      email: DEMO.agrovaleConsultant.email.toUpperCase(),
      password: DEMO_PASSWORD,
    });
    expect(company.json().role).toBe('ENTERPRISE');
    expect(consultant.json().role).toBe('ENTERPRISE_CONSULTANT');
  });

  it('refuses wrong credentials and accounts of another family with 401', async () => {
    server = await startFixture();
    const wrong = await post('/consultantAuthApi', { email: DEMO.premium.email, password: 'Errada123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ statusCode: 401, message: 'Email ou senha incorreto(s)' });
    expect(
      (await post('/consultantAuthApi', { email: 'ninguem@talhao.dev', password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
    expect((await post('/enterpriseAuthApi', { email: DEMO.premium.email, password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await post('/masterAuthApi', { email: DEMO.premium.email, password: DEMO_PASSWORD })).statusCode).toBe(401);
  });

  it('answers 403 with the not-verified marker only after the password is right', async () => {
    server = await startFixture();
    const right = await post('/consultantAuthApi', { email: DEMO.unverified.email, password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ statusCode: 403, code: NOT_VERIFIED_MARKER });
    expect(right.json().message).toMatch(/verificada/);
    const wrong = await post('/consultantAuthApi', { email: DEMO.unverified.email, password: 'Errada123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBeUndefined();
  });

  it('answers 400 to a body without e-mail or password', async () => {
    server = await startFixture();
    expect((await post('/consultantAuthApi', { email: DEMO.premium.email })).statusCode).toBe(400);
    expect((await post('/consultantAuthApi', {})).statusCode).toBe(400);
  });
});

describe('Google sign-in', () => {
  it('refuses test tokens unless started for tests (npm start and docker-compose never accept them)', async () => {
    server = await startFixture();
    const refused = await post('/consultantAuthApi/googleauth', {
      access_token: `${GOOGLE_TEST_TOKEN_PREFIX}${DEMO.premium.email}`,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().jwtToken).toBeUndefined();
  });

  it('with googleTestTokens: accepts test tokens for users of the family, 404 otherwise, 401 for other tokens', async () => {
    server = await startFixture({ googleTestTokens: true });
    const ok = await post('/consultantAuthApi/googleauth', {
      access_token: `${GOOGLE_TEST_TOKEN_PREFIX}${DEMO.premium.email}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(claimsOf(ok.json().jwtToken).role).toBe('CONSULTANT');
    const company = await post('/enterpriseAuthApi/googleauth', {
      access_token: `${GOOGLE_TEST_TOKEN_PREFIX}${DEMO.terraForteConsultant.email}`,
    });
    expect(company.json().role).toBe('ENTERPRISE_CONSULTANT');

    const missing = await post('/consultantAuthApi/googleauth', {
      access_token: `${GOOGLE_TEST_TOKEN_PREFIX}x@talhao.dev`,
    });
    expect(missing.statusCode).toBe(404);
    const otherFamily = await post('/enterpriseAuthApi/googleauth', {
      access_token: `${GOOGLE_TEST_TOKEN_PREFIX}${DEMO.premium.email}`,
    });
    expect(otherFamily.statusCode).toBe(404);
    expect((await post('/consultantAuthApi/googleauth', { access_token: 'ya29.real-google-token' })).statusCode).toBe(
      401,
    );
    const unverified = await post('/consultantAuthApi/googleauth', {
      access_token: `${GOOGLE_TEST_TOKEN_PREFIX}${DEMO.unverified.email}`,
    });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe(NOT_VERIFIED_MARKER);
  });
});

describe('account recovery', () => {
  it('mails a temporary password that replaces the old one', async () => {
    server = await startFixture({ publicWebUrl: 'https://app.talhao.test' });
    const response = await post('/consultantAuthApi/recovery-account', { email: DEMO.standard.email });
    expect(response.statusCode).toBe(200);
    const [mail] = server.outbox();
    expect(mail).toMatchObject({ kind: 'recovery', to: DEMO.standard.email, role: 'CONSULTANT' });
    expect(mail?.subject).toBe('Recuperação de conta Talhão');
    expect(mail?.link).toBe('https://app.talhao.test/login');
    const temporary = mail?.text.split('\n').find((l) => l.startsWith(TEMPORARY_PASSWORD_LINE));
    const password = temporary?.slice(TEMPORARY_PASSWORD_LINE.length) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);

    expect((await post('/consultantAuthApi', { email: DEMO.standard.email, password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
    await signIn(server, DEMO.standard.email, 'CONSULTANT', password);
  });

  it('recovers a company consultant through enterpriseAuthApi and answers 404 for unknown e-mails', async () => {
    server = await startFixture();
    expect(
      (await post('/enterpriseAuthApi/recovery-account', { email: DEMO.agrovaleConsultant.email })).statusCode,
    ).toBe(200);
    expect(server.outbox()[0]?.role).toBe('ENTERPRISE_CONSULTANT');
    const unknown = await post('/enterpriseAuthApi/recovery-account', { email: DEMO.premium.email });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Email não cadastrado ou tipo de conta incorreta');
    expect((await post('/masterAuthApi/recovery-account', { email: DEMO.master.email })).statusCode).toBe(200);
    expect(server.outbox()[0]?.link).toBe('http://localhost:3000/login/master/talhao');
  });
});

describe('sign-up and e-mail confirmation', () => {
  it('registers a consultant, mails the confirmation link and confirms it once', async () => {
    server = await startFixture({ publicWebUrl: 'https://app.talhao.test' });
    const response = await post('/consultantAuthApi/sign-up', consultantSignUp);
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['_id']);
    expect(response.json()._id).toMatch(/^[0-9a-f]{24}$/);

    const [mail] = server.outbox();
    expect(mail).toMatchObject({ kind: 'confirm-account', to: consultantSignUp.email, role: 'CONSULTANT' });
    expect(mail?.subject).toBe('Confirme o seu cadastro no Talhão');
    expect(mail?.link).toMatch(
      /^https:\/\/app\.talhao\.test\/services\/confirm-account\?token=[0-9a-f]{64}&role=CONSULTANT$/,
    );
    expect(mail?.text).toContain(mail?.link);

    const blocked = await post('/consultantAuthApi', { email: consultantSignUp.email, password: 'SenhaForte1' });
    expect(blocked.json().code).toBe(NOT_VERIFIED_MARKER);

    const confirm = await get(`/consultantAuthApi/confirm-account?token=${tokenOf(mail?.link)}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe('Conta verificada com sucesso!');
    const again = await get(`/consultantAuthApi/confirm-account?token=${tokenOf(mail?.link)}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Essa conta já está verificada.');

    const token = await signIn(server, consultantSignUp.email, 'CONSULTANT', 'SenhaForte1');
    const profile = (await get('/consultantProfileApi', bearer(token))).json();
    expect(profile).toMatchObject({
      _id: response.json()._id,
      name: 'Beatriz Nogueira',
      permissions: ['__freetrial'],
      createdAt: FIXED_NOW.toISOString(),
      address: sampleAddress,
    });
  });

  it('registers a company with an ENTERPRISE link', async () => {
    server = await startFixture();
    expect((await post('/enterpriseAuthApi/sign-up', companySignUp)).statusCode).toBe(201);
    expect(server.outbox()[0]?.link).toMatch(/\/services\/confirm-account\?token=[0-9a-f]{64}&role=ENTERPRISE$/);
  });

  it('answers 409 when the e-mail, CPF or CNPJ is already used', async () => {
    server = await startFixture();
    const conflict = await post('/consultantAuthApi/sign-up', {
      ...consultantSignUp,
      email: DEMO.agrovale.email.toUpperCase(),
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Conflito: usuário já existe');
    expect((await post('/consultantAuthApi/sign-up', consultantSignUp)).statusCode).toBe(201);
    expect(
      (await post('/consultantAuthApi/sign-up', { ...consultantSignUp, email: 'outra@exemplo.com.br' })).statusCode,
    ).toBe(409);
    expect((await post('/enterpriseAuthApi/sign-up', companySignUp)).statusCode).toBe(201);
    expect(
      (await post('/enterpriseAuthApi/sign-up', { ...companySignUp, email: 'outra@exemplo.com.br' })).statusCode,
    ).toBe(409);
    expect(server.outbox()).toHaveLength(2);
  });

  it('answers 400 to invalid payloads, and has no public sign-up for other roles', async () => {
    server = await startFixture();
    const invalid = [
      { ...consultantSignUp, cpf: '52998224724' },
      { ...consultantSignUp, cpf: '529.982.247-25' },
      { ...consultantSignUp, address: undefined },
      { ...consultantSignUp, password: 'curta' },
      { ...consultantSignUp, name: 'Bia' },
      { ...consultantSignUp, email: 'nao-e-email' },
    ];
    for (const payload of invalid) {
      expect((await post('/consultantAuthApi/sign-up', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post('/enterpriseAuthApi/sign-up', { ...companySignUp, cnpj: '11222333000180' })).statusCode).toBe(
      400,
    );
    expect((await post('/farmerAuthApi/sign-up', consultantSignUp)).statusCode).toBe(404);
    expect((await post('/masterAuthApi/sign-up', consultantSignUp)).statusCode).toBe(404);
    expect(server.outbox()).toHaveLength(0);
  });

  it('rejects unknown, malformed and other-family tokens with 400 and expired ones with 410', async () => {
    const clock = testClock();
    server = await startFixture({ now: clock.now });
    await post('/enterpriseAuthApi/sign-up', companySignUp);
    const token = tokenOf(server.outbox()[0]?.link);
    expect((await get('/enterpriseAuthApi/confirm-account')).statusCode).toBe(400);
    expect((await get('/enterpriseAuthApi/confirm-account?token=abc')).statusCode).toBe(400);
    expect((await get(`/enterpriseAuthApi/confirm-account?token=${'0'.repeat(64)}`)).statusCode).toBe(400);
    expect((await get(`/consultantAuthApi/confirm-account?token=${token}`)).statusCode).toBe(400);

    clock.advance(24 * HOUR_MS);
    const expired = await get(`/enterpriseAuthApi/confirm-account?token=${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('Código expirado');
  });

  it('accepts a link opened just before 24 h', async () => {
    const clock = testClock();
    server = await startFixture({ now: clock.now });
    await post('/enterpriseAuthApi/sign-up', companySignUp);
    clock.advance(24 * HOUR_MS - 1000);
    expect(
      (await get(`/enterpriseAuthApi/confirm-account?token=${tokenOf(server.outbox()[0]?.link)}`)).statusCode,
    ).toBe(200);
  });
});

describe('resend of the confirmation e-mail', () => {
  it('issues a new token and retires the old one', async () => {
    server = await startFixture();
    expect((await post('/consultantAuthApi/resend-token-email', { email: DEMO.unverified.email })).statusCode).toBe(
      200,
    );
    const first = tokenOf(server.outbox()[0]?.link);
    expect((await post('/consultantAuthApi/resend-token-email', { email: DEMO.unverified.email })).statusCode).toBe(
      200,
    );
    const second = tokenOf(server.outbox()[0]?.link);
    expect(second).not.toBe(first);
    expect(server.outbox().map((m) => m.kind)).toEqual(['confirm-account', 'confirm-account']);

    expect((await get(`/consultantAuthApi/confirm-account?token=${first}`)).statusCode).toBe(400);
    expect((await get(`/consultantAuthApi/confirm-account?token=${second}`)).statusCode).toBe(200);
    await signIn(server, DEMO.unverified.email, 'CONSULTANT');
  });

  it('answers 409 for verified accounts and 404 for unknown e-mails', async () => {
    server = await startFixture();
    const verified = await post('/consultantAuthApi/resend-token-email', { email: DEMO.premium.email });
    expect(verified.statusCode).toBe(409);
    expect((await post('/consultantAuthApi/resend-token-email', { email: 'ninguem@talhao.dev' })).statusCode).toBe(404);
    expect((await post('/enterpriseAuthApi/resend-token-email', { email: DEMO.unverified.email })).statusCode).toBe(
      404,
    );
    expect((await post('/consultantAuthApi/resend-token-email', {})).statusCode).toBe(400);
    expect(server.outbox()).toHaveLength(0);
  });
});

describe('logout', () => {
  it('ends the presented session only', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const other = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    expect((await get('/consultantAuthApi/logout', bearer(token))).statusCode).toBe(200);
    expect((await get('/consultantProfileApi', bearer(token))).statusCode).toBe(401);
    expect((await get('/consultantProfileApi', bearer(other))).statusCode).toBe(200);
    expect((await get('/consultantAuthApi/logout')).statusCode).toBe(401);
    expect((await get('/masterAuthApi/logout', bearer(other))).statusCode).toBe(403);
  });
});
