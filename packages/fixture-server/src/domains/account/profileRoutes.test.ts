import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS, type Role, upstreamProfileSchema } from '@talhao/schema';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../../seed/demoAccounts';
import type { FixtureServer } from '../../server';
import {
  bearer,
  FIXED_NOW,
  GIF_BYTES,
  HOUR_MS,
  JPEG_BYTES,
  multipart,
  PNG_BYTES,
  sampleAddress,
  signIn,
  startFixture,
  testClock,
  tokenOf,
} from '../../testing/harness';

let server: FixtureServer;
afterEach(() => server?.close());

const inject = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const COMMON_KEYS = [
  '_id',
  'address',
  'createdAt',
  'email',
  'name',
  'permissions',
  'phoneNumber',
  'profilePicture',
  'role',
];

describe('GET own profile', () => {
  const cases: { demo: (typeof DEMO)[keyof typeof DEMO]; family: string; extra: string[] }[] = [
    { demo: DEMO.premium, family: 'consultantProfileApi', extra: ['birthDate', 'professionalResume'] },
    {
      demo: DEMO.agrovaleConsultant,
      family: 'enterpriseConsultantProfileApi',
      extra: ['birthDate', 'company', 'professionalResume'],
    },
    { demo: DEMO.agrovale, family: 'enterpriseProfileApi', extra: ['cnpj'] },
    { demo: DEMO.master, family: 'masterProfileApi', extra: [] },
    { demo: DEMO.farmer, family: 'farmerProfileApi', extra: ['birthDate', 'cpf', 'createdBy'] },
  ];

  it.each(cases)('answers $demo.role in the upstream shape with its own fields', async ({ demo, family, extra }) => {
    server = await startFixture();
    const token = await signIn(server, demo.email, demo.role);
    const response = await inject('GET', `/${family}`, token);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(Object.keys(profile).sort()).toEqual([...COMMON_KEYS, ...extra].sort());
    expect(upstreamProfileSchema.parse(profile)).toMatchObject({ name: demo.name, email: demo.email, role: demo.role });
    expect(JSON.stringify(profile)).not.toMatch(/passwordHash|verified|deletedAt|scrypt/);
  });

  it('names the company of a company consultant', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.terraForteConsultant.email, 'ENTERPRISE_CONSULTANT');
    const profile = (await inject('GET', '/enterpriseConsultantProfileApi', token)).json();
    expect(profile.company.name).toBe('Terra Forte Agronegócios');
    expect(profile.company._id).toMatch(/^[0-9a-f]{24}$/);
    expect(profile.permissions).toEqual([]);
  });
});

describe('PUT own profile', () => {
  const edit = {
    name: 'Ana Paula Ribeiro Lima',
    phoneNumber: '+5534991234567',
    address: sampleAddress,
    birthDate: '1988-04-12',
  };

  it('updates name, phone, address and birth date', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const response = await inject('PUT', '/consultantProfileApi', token, edit);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(edit);
    expect((await inject('GET', '/consultantProfileApi', token)).json()).toMatchObject(edit);
  });

  it('updates the resume alone', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
    const resume = '<p>Especialista em <strong>café conilon</strong>.</p>';
    const response = await inject('PUT', '/enterpriseConsultantProfileApi', token, { professionalResume: resume });
    expect(response.statusCode).toBe(200);
    expect(response.json().professionalResume).toBe(resume);
    expect(response.json().name).toBe(DEMO.agrovaleConsultant.name);
  });

  it('answers 400 to invalid data', async () => {
    const clock = testClock();
    server = await startFixture({ now: clock.now });
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const tomorrow = new Date(FIXED_NOW.getTime() + 24 * HOUR_MS).toISOString().slice(0, 10);
    for (const body of [
      { ...edit, phoneNumber: '27998765432' },
      { ...edit, name: 'Ana' },
      { ...edit, address: { city: 'Colatina' } },
      { ...edit, birthDate: tomorrow },
      { ...edit, birthDate: '12/04/1988' },
      { professionalResume: `<p>${'a'.repeat(LIMITS.resumeMax + 1)}</p>` },
    ]) {
      expect((await inject('PUT', '/consultantProfileApi', token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    expect((await inject('PUT', '/enterpriseProfileApi', company, { professionalResume: '<p>x</p>' })).statusCode).toBe(
      400,
    );
  });

  it('ignores a birth date for roles without one', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.master.email, 'MASTER');
    const response = await inject('PUT', '/masterProfileApi', token, { ...edit, name: 'Administração Central' });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Administração Central');
    expect(response.json().birthDate).toBeUndefined();
  });
});

describe('e-mail change', () => {
  it('mails a link to the new address; opening it changes the e-mail once', async () => {
    server = await startFixture({ publicWebUrl: 'https://app.talhao.test' });
    const token = await signIn(server, DEMO.standard.email, 'CONSULTANT');
    const request = await inject('POST', '/consultantProfileApi/token-email-update', token, {
      email: 'Carlos.Lima@Exemplo.com.br',
      password: DEMO_PASSWORD,
    });
    expect(request.statusCode).toBe(200);
    const [mail] = server.outbox();
    expect(mail).toMatchObject({ kind: 'email-update', to: 'carlos.lima@exemplo.com.br', role: 'CONSULTANT' });
    expect(mail?.subject).toBe('Confirme o seu novo email no Talhão');
    expect(mail?.link).toMatch(
      /^https:\/\/app\.talhao\.test\/services\/email-update\?token=[0-9a-f]{64}&role=CONSULTANT$/,
    );

    const confirm = await inject('GET', `/consultantProfileApi/email-update?token=${tokenOf(mail?.link)}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe('Email atualizado com sucesso!');
    expect((await inject('GET', '/consultantProfileApi', token)).json().email).toBe('carlos.lima@exemplo.com.br');
    await signIn(server, 'carlos.lima@exemplo.com.br', 'CONSULTANT');
    const old = await server.app.inject({
      method: 'POST',
      url: '/consultantAuthApi',
      payload: { email: DEMO.standard.email, password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect((await inject('GET', `/consultantProfileApi/email-update?token=${tokenOf(mail?.link)}`)).statusCode).toBe(
      400,
    );
  });

  it('answers 403 to a wrong password, 409 to an e-mail in use, 400 to an invalid e-mail', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const url = '/enterpriseProfileApi/token-email-update';
    const wrong = await inject('POST', url, token, { email: 'novo@exemplo.com.br', password: 'Errada123' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Senha incorreta');
    expect((await inject('POST', url, token, { email: DEMO.premium.email, password: DEMO_PASSWORD })).statusCode).toBe(
      409,
    );
    expect((await inject('POST', url, token, { email: DEMO.agrovale.email, password: DEMO_PASSWORD })).statusCode).toBe(
      409,
    );
    expect((await inject('POST', url, token, { email: 'invalido', password: DEMO_PASSWORD })).statusCode).toBe(400);
    expect(server.outbox()).toHaveLength(0);
  });

  it('rejects unknown, expired, superseded and other-family tokens with 400', async () => {
    const clock = testClock();
    server = await startFixture({ now: clock.now });
    const token = await signIn(server, DEMO.master.email, 'MASTER');
    const ask = (email: string) =>
      inject('POST', '/masterProfileApi/token-email-update', token, { email, password: DEMO_PASSWORD });
    await ask('primeiro@exemplo.com.br');
    const superseded = tokenOf(server.outbox()[0]?.link);
    await ask('segundo@exemplo.com.br');
    const current = tokenOf(server.outbox()[0]?.link);
    expect((await inject('GET', `/masterProfileApi/email-update?token=${superseded}`)).statusCode).toBe(400);
    expect((await inject('GET', `/consultantProfileApi/email-update?token=${current}`)).statusCode).toBe(400);
    expect((await inject('GET', '/masterProfileApi/email-update?token=nada')).statusCode).toBe(400);
    expect((await inject('GET', '/masterProfileApi/email-update')).statusCode).toBe(400);
    clock.advance(25 * HOUR_MS);
    expect((await inject('GET', `/masterProfileApi/email-update?token=${current}`)).statusCode).toBe(400);
  });
});

describe('password change', () => {
  it('answers 403 to a wrong current password, 400 to a short new one, then changes it', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const url = '/consultantProfileApi/password-update';
    const wrong = await inject('PATCH', url, token, { password: 'Errada123', newPassword: 'NovaSenha2027' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Senha incorreta');
    expect((await inject('PATCH', url, token, { password: DEMO_PASSWORD, newPassword: 'curta' })).statusCode).toBe(400);
    const ok = await inject('PATCH', url, token, { password: DEMO_PASSWORD, newPassword: 'NovaSenha2027' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Senha atualizada com sucesso!');
    await signIn(server, DEMO.premium.email, 'CONSULTANT', 'NovaSenha2027');
  });
});

describe('account deletion', () => {
  it('deletes the account: sign-in and the old token stop working, the e-mail is free again', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.expired.email, 'CONSULTANT');
    expect((await inject('DELETE', '/consultantProfileApi', token)).statusCode).toBe(200);
    expect((await inject('GET', '/consultantProfileApi', token)).statusCode).toBe(401);
    const signInAgain = await server.app.inject({
      method: 'POST',
      url: '/consultantAuthApi',
      payload: { email: DEMO.expired.email, password: DEMO_PASSWORD },
    });
    expect(signInAgain.statusCode).toBe(401);
    const signUp = await server.app.inject({
      method: 'POST',
      url: '/consultantAuthApi/sign-up',
      payload: {
        name: 'Rafael Souza',
        cpf: '52998224725',
        address: sampleAddress,
        email: DEMO.expired.email,
        password: 'SenhaForte1',
      },
    });
    expect(signUp.statusCode).toBe(201);
  });

  it('answers 404 when the token names an account this server does not have', async () => {
    server = await startFixture();
    const iat = Math.floor(FIXED_NOW.getTime() / 1000);
    const forged = await new SignJWT({ role: 'CONSULTANT' satisfies Role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('0123456789abcdef01234567')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .setJti('forged')
      .sign(new TextEncoder().encode('test-secret'));
    const response = await inject('DELETE', '/consultantProfileApi', forged);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Não foi possível encontrar o usuário');
  });
});

describe('profile picture', () => {
  it('stores a PNG, answers 201 with the profile and serves the file publicly', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const upload = multipart('file', PNG_BYTES, 'foto.png', 'image/png');
    const response = await server.app.inject({
      method: 'POST',
      url: '/consultantProfileApi/picture-update',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    const url: string = response.json().profilePicture.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(upstreamProfileSchema.safeParse(response.json()).success).toBe(true);

    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);

    // A JPEG sent as "image/png" is stored as what it is; the old file goes away.
    const jpeg = multipart('file', JPEG_BYTES, 'foto.png', 'image/png');
    const replaced = await server.app.inject({
      method: 'POST',
      url: '/consultantProfileApi/picture-update',
      payload: jpeg.payload,
      headers: { ...jpeg.headers, ...bearer(token) },
    });
    const jpegUrl: string = replaced.json().profilePicture.url;
    expect(jpegUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect((await server.app.inject({ method: 'GET', url: jpegUrl })).headers['content-type']).toBe('image/jpeg');
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const removed = await inject('DELETE', '/consultantProfileApi/picture-remove', token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profilePicture).toBeNull();
    expect((await server.app.inject({ method: 'GET', url: jpegUrl })).statusCode).toBe(404);
  });

  it('answers 415 to non-images by content, 413 above 3 MB, 400 without a file', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const send = (body: { payload: Buffer; headers: Record<string, string> }) =>
      server.app.inject({
        method: 'POST',
        url: '/enterpriseProfileApi/picture-update',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    const gif = await send(multipart('file', GIF_BYTES, 'foto.png', 'image/png'));
    expect(gif.statusCode).toBe(415);
    expect((await send(multipart('file', Buffer.from('não sou imagem'), 'a.jpg', 'image/jpeg'))).statusCode).toBe(415);

    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(LIMITS.uploadMaxBytes, 0)]);
    const tooLarge = await send(multipart('file', big));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('O arquivo deve ter no máximo 3 MB');

    expect((await send(multipart('foto', PNG_BYTES))).statusCode).toBe(400);
    expect((await send(multipart('file', PNG_BYTES, null))).statusCode).toBe(400);
    expect((await inject('POST', '/enterpriseProfileApi/picture-update', token, { file: 'x' })).statusCode).toBe(400);
    expect((await inject('GET', '/enterpriseProfileApi', token)).json().profilePicture).toBeNull();
  });
});

describe('GET /uploads/:name', () => {
  it('never serves files outside the upload directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'talhao-fixture-'));
    try {
      server = await startFixture({ dataDir });
      await writeFile(path.join(dataDir, 'secret.png'), PNG_BYTES);
      for (const url of [
        '/uploads/..%2Fsecret.png',
        '/uploads/%2e%2e%2fsecret.png',
        '/uploads/..%2Fstate.json',
        '/uploads/.htaccess',
        '/uploads/nao-existe.png',
      ]) {
        expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect((await server.app.inject({ method: 'GET', url: '/uploads/../state.json' })).statusCode).toBe(404);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
