import { createFixtureServer, GOOGLE_TEST_TOKEN_PREFIX } from '@talhao/fixture-server';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  demoAccount,
  firstError,
  signedInClient,
  startBff,
  TEST_GOOGLE_CLIENT_ID,
  TestClient,
  useStack,
  VIEWER,
} from '../../test/helpers';

const stack = useStack({ embedFixture: true });

const ADDRESS = {
  formattedAddress: 'Vitória - ES, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  country: 'Brasil',
  coords: { latitude: -20.3155, longitude: -40.3128 },
};

/** token and role of the newest e-mail of a kind sent to an address. */
function linkFor(to: string, kind: string) {
  const mail = stack.fixture.outbox().find((m) => m.to === to && m.kind === kind);
  if (!mail?.link) throw new Error(`no ${kind} e-mail to ${to}`);
  const url = new URL(mail.link);
  return { token: url.searchParams.get('token') ?? '', role: url.searchParams.get('role') ?? '' };
}

const CONFIRM = 'mutation($token: String!, $role: Role!) { confirmAccount(token: $token, role: $role) { message } }';
const RESEND = 'mutation($input: RecoveryInput!) { resendVerification(input: $input) { message } }';

describe('sign-in edge cases', () => {
  it('a farmer reached through the Consultor account type gets an error and no session', async () => {
    const farmerBff = await startBff(stack.url, {
      config: {
        families: { ...(await import('@talhao/schema')).resolveFamilyTable({ consultantAuthApi: '/farmerAuthApi' }) },
      },
    });
    try {
      const client = new TestClient(farmerBff);
      const result = await client.signIn(demoAccount('USER').email, 'CONSULTANT');
      expect(firstError(result)).toMatchObject({
        message: 'Usuário não autorizado',
        extensions: { code: 'FORBIDDEN', status: 403 },
      });
      expect(result.body.data).toBeNull();
      expect(client.cookie).toBeUndefined();
      expect(client.setCookies.filter((c) => !/Expires=Thu, 01 Jan 1970/i.test(c))).toEqual([]);
      expect((await client.gql(VIEWER)).body.data?.viewer).toBeNull();
    } finally {
      await farmerBff.close();
    }
  });

  it('validates the form before calling the provider', async () => {
    stack.fixture.resetCalls();
    const client = new TestClient(stack.bff);
    const bad = await client.signIn('nao-e-email', 'CONSULTANT');
    expect(firstError(bad)).toMatchObject({
      message: 'Email inválido',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    const empty = await client.signIn('premium@talhao.dev', 'CONSULTANT', '');
    expect(firstError(empty)).toMatchObject({ message: 'Insira a senha', extensions: { field: 'password' } });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('signs in with Google (test tokens) through the account type family when a client id is set', async () => {
    const google = await startBff(stack.url, { config: { googleClientId: TEST_GOOGLE_CLIENT_ID } });
    const client = new TestClient(google);
    const account = demoAccount('ENTERPRISE_CONSULTANT');
    const result = await client.gql(
      'mutation($t: String!) { signInWithGoogle(input: {accessToken: $t, accountType: ENTERPRISE}) { viewer { role homePath } } }',
      { t: `${GOOGLE_TEST_TOKEN_PREFIX}${account.email}` },
    );
    expect(result.body.data?.signInWithGoogle).toEqual({
      viewer: { role: 'ENTERPRISE_CONSULTANT', homePath: '/consultor-empresarial' },
    });
    expect(client.cookie).toBeDefined();
    const unknown = await new TestClient(google).gql(
      'mutation($t: String!) { signInWithGoogle(input: {accessToken: $t, accountType: CONSULTANT}) { viewer { role } } }',
      { t: `${GOOGLE_TEST_TOKEN_PREFIX}${account.email}` },
    );
    expect(firstError(unknown)).toMatchObject({
      message: 'Erro: usuário não encontrado',
      extensions: { code: 'NOT_FOUND' },
    });
    await google.close();
  });

  it('refuses Google sign-in without GOOGLE_CLIENT_ID, before any upstream call, even with a token the fixture would take', async () => {
    stack.fixture.resetCalls();
    const result = await new TestClient(stack.bff).gql(
      'mutation($t: String!) { signInWithGoogle(input: {accessToken: $t, accountType: MASTER}) { viewer { role } } }',
      { t: `${GOOGLE_TEST_TOKEN_PREFIX}master@talhao.dev` },
    );
    expect(firstError(result)).toMatchObject({
      message: 'O login com Google não está disponível.',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    expect(result.body.data).toBeNull();
    expect(stack.fixture.calls()).toEqual({});
  });
});

describe('account verification', () => {
  it('unverified sign-in → resend → confirm → 409 on the second confirm → sign-in works', async () => {
    const email = 'naoverificado@talhao.dev';
    const client = new TestClient(stack.bff);
    const refused = await client.signIn(email, 'CONSULTANT');
    expect(firstError(refused)).toMatchObject({
      message: 'Sua conta ainda não foi verificada. Confirme o seu email para entrar ou solicite um novo link.',
      extensions: { code: 'ACCOUNT_NOT_VERIFIED', status: 403 },
    });
    expect(client.cookie).toBeUndefined();

    const resent = await client.gql(RESEND, { input: { email, accountType: 'CONSULTANT' } });
    expect(resent.body.data?.resendVerification).toEqual({ message: `Instruções enviadas para ${email}` });

    const link = linkFor(email, 'confirm-account');
    expect(link.role).toBe('CONSULTANT');
    const confirmed = await client.gql(CONFIRM, link);
    expect(confirmed.body.data?.confirmAccount).toEqual({ message: 'Conta verificada com sucesso!' });
    const again = await client.gql(CONFIRM, link);
    expect(firstError(again)).toMatchObject({
      message: 'Essa conta já está verificada.',
      extensions: { code: 'CONFLICT', status: 409 },
    });
    const bogus = await client.gql(CONFIRM, { token: 'f'.repeat(64), role: 'CONSULTANT' });
    expect(firstError(bogus)).toMatchObject({
      message: 'Dados inválidos',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });

    const signIn = await client.signIn(email, 'CONSULTANT');
    expect(signIn.body.errors).toBeUndefined();
  });

  it('an expired confirmation link answers 410 Código expirado', async () => {
    let now = new Date();
    const clocked = await createFixtureServer({ now: () => now });
    const url = await clocked.listen(0, '127.0.0.1');
    const bff = await startBff(url);
    try {
      const client = new TestClient(bff);
      const sent = await client.gql(RESEND, {
        input: { email: 'naoverificado@talhao.dev', accountType: 'CONSULTANT' },
      });
      expect(sent.body.errors).toBeUndefined();
      const mail = clocked.outbox().find((m) => m.kind === 'confirm-account');
      const link = new URL(mail?.link ?? '');
      now = new Date(now.getTime() + 25 * 3_600_000);
      const result = await client.gql(CONFIRM, {
        token: link.searchParams.get('token'),
        role: link.searchParams.get('role'),
      });
      expect(firstError(result)).toMatchObject({
        message: 'Código expirado',
        extensions: { code: 'GONE', status: 410 },
      });
    } finally {
      await bff.close();
      await clocked.close();
    }
  });

  it('resending to an already verified account is a conflict', async () => {
    const result = await new TestClient(stack.bff).gql(RESEND, {
      input: { email: demoAccount('ENTERPRISE').email, accountType: 'ENTERPRISE' },
    });
    expect(firstError(result)).toMatchObject({
      message: 'Essa conta já está verificada.',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('password recovery', () => {
  const RECOVER = 'mutation($input: RecoveryInput!) { requestPasswordRecovery(input: $input) { message } }';

  it('an enterprise consultant recovers through enterpriseAuthApi', async () => {
    stack.fixture.resetCalls();
    const email = 'consultor.terraforte@talhao.dev';
    const result = await new TestClient(stack.bff).gql(RECOVER, {
      input: { email, accountType: 'ENTERPRISE_CONSULTANT' },
    });
    expect(result.body.data?.requestPasswordRecovery).toEqual({ message: `Instruções enviadas para ${email}` });
    expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseAuthApi/recovery-account': 1 });
    expect(stack.fixture.outbox().find((m) => m.to === email)?.kind).toBe('recovery');
  });

  it('an unknown e-mail answers the catalogue text', async () => {
    const result = await new TestClient(stack.bff).gql(RECOVER, {
      input: { email: 'ninguem@talhao.dev', accountType: 'CONSULTANT' },
    });
    expect(firstError(result)).toMatchObject({
      message: 'Email não cadastrado ou tipo de conta incorreta',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });

  it('a missing account type uses the form message', async () => {
    const result = await new TestClient(stack.bff).gql(
      'mutation { requestPasswordRecovery(input: {email: "", accountType: CONSULTANT}) { message } }',
    );
    expect(firstError(result)).toMatchObject({ message: 'Insira o seu E-mail', extensions: { field: 'email' } });
  });
});

describe('sign-up', () => {
  const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { message } }';
  const consultant = {
    role: 'CONSULTANT',
    email: 'novo.consultor@talhao.dev',
    password: 'Senha@123',
    name: 'Novo Consultor',
    cpf: '52998224725',
    address: ADDRESS,
  };

  it('registers a consultant, sends the confirmation e-mail, refuses a duplicate', async () => {
    const result = await new TestClient(stack.bff).gql(SIGN_UP, { input: consultant });
    expect(result.body.data?.signUp).toEqual({ message: 'Cadastro realizado!' });
    expect(linkFor(consultant.email, 'confirm-account').role).toBe('CONSULTANT');
    const duplicate = await new TestClient(stack.bff).gql(SIGN_UP, { input: consultant });
    expect(firstError(duplicate)).toMatchObject({
      message: 'Conflito: usuário já existe',
      extensions: { code: 'CONFLICT', status: 409 },
    });
  });

  it('validates with the wizard schemas', async () => {
    const badCpf = await new TestClient(stack.bff).gql(SIGN_UP, { input: { ...consultant, cpf: '12345678900' } });
    expect(firstError(badCpf)).toMatchObject({ message: 'CPF inválido', extensions: { field: 'cpf' } });
    const badCnpj = await new TestClient(stack.bff).gql(SIGN_UP, {
      input: { ...consultant, role: 'ENTERPRISE', cpf: null, cnpj: '11.222.333/0001-81' },
    });
    expect(firstError(badCnpj)).toMatchObject({
      message: 'CNPJ inválido. Insira apenas números',
      extensions: { field: 'cnpj' },
    });
  });
});

describe('account settings', () => {
  it('changes the e-mail in two steps and the new address signs in', async () => {
    const account = demoAccount('ENTERPRISE');
    const client = await signedInClient(stack.bff, 'ENTERPRISE');
    const wrong = await client.gql(
      'mutation { requestEmailChange(input: {email: "nova.agrovale@talhao.dev", password: "Errada@123"}) { message } }',
    );
    expect(firstError(wrong)).toMatchObject({
      message: 'Senha incorreta',
      extensions: { code: 'FORBIDDEN', status: 403, severity: 'warning' },
    });
    const taken = await client.gql(
      `mutation { requestEmailChange(input: {email: "premium@talhao.dev", password: "${DEMO_PASSWORD}"}) { message } }`,
    );
    expect(firstError(taken)).toMatchObject({
      message: 'Este email já está cadastrado em outra conta',
      extensions: { code: 'CONFLICT' },
    });

    const sent = await client.gql(
      `mutation { requestEmailChange(input: {email: "nova.agrovale@talhao.dev", password: "${DEMO_PASSWORD}"}) { message } }`,
    );
    expect(sent.body.data?.requestEmailChange).toEqual({
      message: 'Enviamos um link de confirmação para nova.agrovale@talhao.dev. Abra-o para concluir a alteração.',
    });
    // The link is opened in a browser without a session.
    const link = linkFor('nova.agrovale@talhao.dev', 'email-update');
    const confirm = await new TestClient(stack.bff).gql(
      'mutation($token: String!, $role: Role!) { confirmEmailUpdate(token: $token, role: $role) { message } }',
      link,
    );
    expect(confirm.body.data?.confirmEmailUpdate).toEqual({ message: 'Email atualizado com sucesso!' });
    expect(
      (await new TestClient(stack.bff).signIn('nova.agrovale@talhao.dev', 'ENTERPRISE')).body.errors,
    ).toBeUndefined();
    expect(firstError(await new TestClient(stack.bff).signIn(account.email, 'ENTERPRISE')).message).toBe(
      'Email ou senha incorreto(s)',
    );
  });

  it('changes the password', async () => {
    const client = await signedInClient(stack.bff, 'MASTER');
    const wrong = await client.gql(
      'mutation { changePassword(input: {password: "Errada@123", newPassword: "Nova@12345"}) { message } }',
    );
    expect(firstError(wrong)).toMatchObject({ message: 'Senha incorreta', extensions: { severity: 'warning' } });
    const short = await client.gql(
      `mutation { changePassword(input: {password: "${DEMO_PASSWORD}", newPassword: "curta"}) { message } }`,
    );
    expect(firstError(short)).toMatchObject({
      message: 'A senha deve ter no mínimo 8 caracteres',
      extensions: { field: 'newPassword' },
    });
    const ok = await client.gql(
      `mutation { changePassword(input: {password: "${DEMO_PASSWORD}", newPassword: "Nova@12345"}) { message } }`,
    );
    expect(ok.body.data?.changePassword).toEqual({ message: 'Senha atualizada com sucesso!' });
    const signIn = await new TestClient(stack.bff).signIn(demoAccount('MASTER').email, 'MASTER', 'Nova@12345');
    expect(signIn.body.errors).toBeUndefined();
  });

  it('deleteAccount is refused to MASTER and ENTERPRISE_CONSULTANT on the server', async () => {
    for (const role of ['MASTER', 'ENTERPRISE_CONSULTANT'] as const) {
      const client = role === 'MASTER' ? new TestClient(stack.bff) : await signedInClient(stack.bff, role);
      if (role === 'MASTER') await client.signIn(demoAccount('MASTER').email, 'MASTER', 'Nova@12345');
      stack.fixture.resetCalls();
      const result = await client.gql('mutation { deleteAccount(phrase: "Quero excluir a minha conta") { message } }');
      expect(firstError(result)).toMatchObject({
        message: 'Você não possui autorização para realizar esta operação.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(stack.fixture.calls()).toEqual({});
    }
  });

  it('deletes a consultant account after the typed phrase and ends the session', async () => {
    const email = 'expirado@talhao.dev';
    const client = new TestClient(stack.bff);
    expect((await client.signIn(email, 'CONSULTANT')).body.errors).toBeUndefined();
    const wrong = await client.gql('mutation { deleteAccount(phrase: "quero excluir") { message } }');
    expect(firstError(wrong)).toMatchObject({
      message: 'Digite a mensagem corretamente',
      extensions: { code: 'BAD_USER_INPUT', field: 'phrase' },
    });
    const ok = await client.gql('mutation { deleteAccount(phrase: "Quero excluir a minha conta") { message } }');
    expect(ok.body.data?.deleteAccount).toEqual({ message: 'Conta excluída com sucesso.' });
    expect(client.cookie).toBeUndefined();
    expect(firstError(await new TestClient(stack.bff).signIn(email, 'CONSULTANT')).message).toBe(
      'Email ou senha incorreto(s)',
    );
  });

  it('updates the profile and the resume (sanitized), removes the picture', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const updated = await client.gql(
      `mutation($address: AddressInput!) {
        updateProfile(input: {name: "Ana Paula R.", phoneNumber: "+5527998765432", address: $address, birthDate: "1990-02-03"}) {
          __typename name phoneNumber address { city stateFrom coords { latitude } } ... on ConsultantProfile { birthDate }
        }
      }`,
      { address: ADDRESS },
    );
    expect(updated.body.data?.updateProfile).toEqual({
      __typename: 'ConsultantProfile',
      name: 'Ana Paula R.',
      phoneNumber: '+5527998765432',
      address: { city: 'Vitória', stateFrom: 'ES', coords: { latitude: -20.3155 } },
      birthDate: '1990-02-03',
    });
    const badPhone = await client.gql(
      'mutation($address: AddressInput!) { updateProfile(input: {name: "Ana Paula", phoneNumber: "123", address: $address}) { id } }',
      { address: ADDRESS },
    );
    expect(firstError(badPhone)).toMatchObject({ message: 'Celular Inválido', extensions: { field: 'phoneNumber' } });

    const resume = await client.gql(
      'mutation($html: String!) { updateProfessionalResume(html: $html) { ... on ConsultantProfile { professionalResume } } }',
      { html: '<p onclick="x()">Agrônoma <strong>sênior</strong><script>alert(1)</script><img src=x onerror=y></p>' },
    );
    expect(resume.body.data?.updateProfessionalResume).toEqual({
      professionalResume: '<p>Agrônoma <strong>sênior</strong></p>',
    });
    const empty = await client.gql('mutation { updateProfessionalResume(html: "<script>x</script>") { id } }');
    expect(firstError(empty)).toMatchObject({ message: 'Escreva o seu currículo antes de salvar' });

    stack.fixture.resetCalls();
    const removed = await client.gql('mutation { removeProfilePicture { pictureUrl name } }');
    expect(removed.body.data).toEqual({ removeProfilePicture: { pictureUrl: null, name: 'Ana Paula R.' } });
    expect(stack.fixture.calls()).toEqual({ 'DELETE /consultantProfileApi/picture-remove': 1 });
  });

  it('clientConfig is public', async () => {
    const result = await new TestClient(stack.bff).gql(
      '{ clientConfig { googleClientId tileUrl supportPhone supportChatUrl } }',
    );
    expect(result.body.data?.clientConfig).toMatchObject({
      googleClientId: null,
      tileUrl: null,
      supportPhone: '+55 27 3000-4500',
    });
    expect((result.body.data?.clientConfig as { supportChatUrl?: string } | undefined)?.supportChatUrl).toMatch(
      /^https:\/\/wa\.me\/552730004500\?text=/,
    );
  });
});
