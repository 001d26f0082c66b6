import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientConfigProvider, ClientConfigQuery } from '@/app/clientConfig';
import { ViewerQuery } from '@/app/session';
import { loginAccountType, storedRole, storedUserId } from '@/app/storage';
import {
  AuthResendVerificationMutation,
  AuthSignInMutation,
  AuthSignInWithGoogleMutation,
  AuthSignOutMutation,
} from './documents';
import { resetGoogleIdentityForTests } from './google/googleIdentity';
import { graphQLError, renderAt, signedOutViewerMock, viewerOf } from './testUtils';

const signInRequest = (accountType: string, email = 'x@y.com', password = 'segredo123') => ({
  query: AuthSignInMutation,
  variables: { input: { email, password, accountType } },
});

/** The sign-in answer carries the whole viewer (the Viewer query's selection). */
const signedIn = (role: Parameters<typeof viewerOf>[0], homePath: string, id = 'u1') => ({
  data: { signIn: { __typename: 'SignInResult', viewer: viewerOf(role, homePath, id) } },
});

async function fillAndSubmit(email = 'x@y.com', password = 'segredo123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('/login', { timeout: 60_000 }, () => {
  it('moves from the account-type question to the form, and "Trocar" goes back and forgets the choice', async () => {
    const user = userEvent.setup();
    renderAt('/login', { withViewer: true, mocks: [signedOutViewerMock()] });

    expect(await screen.findByRole('heading', { name: 'Qual o seu tipo de conta?' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Consultor / }));
    expect(screen.getByText('Consultor', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esqueci a senha' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/cadastro');
    expect(loginAccountType.get()).toBe('CONSULTANT');

    await user.click(screen.getByRole('button', { name: 'Trocar' }));
    expect(screen.getByRole('heading', { name: 'Qual o seu tipo de conta?' })).toBeInTheDocument();
    expect(loginAccountType.get()).toBeNull();
  });

  it('opens on the form with the remembered account type', async () => {
    loginAccountType.set('ENTERPRISE');
    renderAt('/login', { withViewer: true, mocks: [signedOutViewerMock()] });
    expect(await screen.findByText('Empresarial', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Qual o seu tipo de conta?' })).not.toBeInTheDocument();
  });

  it('shows the validation messages of the shared schema', async () => {
    loginAccountType.set('CONSULTANT');
    const user = userEvent.setup();
    renderAt('/login', { withViewer: true, mocks: [signedOutViewerMock()] });
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Insira o email')).toBeInTheDocument();
    expect(screen.getByText('Insira a senha')).toBeInTheDocument();
  });

  it('shows the BFF message in a toast when the sign-in is refused', async () => {
    loginAccountType.set('CONSULTANT');
    renderAt('/login', {
      withViewer: true,
      mocks: [
        signedOutViewerMock(),
        {
          request: signInRequest('CONSULTANT'),
          result: graphQLError('Email ou senha incorreto(s)', 'UNAUTHENTICATED', 401),
        },
      ],
    });
    await fillAndSubmit();
    const toast = await screen.findByText('Email ou senha incorreto(s)');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
    expect(storedRole.get()).toBeNull();
  });

  it('stores role and id, takes the viewer from the sign-in answer (no Viewer request) and goes home', async () => {
    loginAccountType.set('CONSULTANT');
    const operations: string[] = [];
    renderAt('/login', {
      withViewer: true,
      operations,
      // No second Viewer mock: a refetch after the sign-in would find no answer.
      mocks: [
        signedOutViewerMock(),
        { request: signInRequest('CONSULTANT'), result: signedIn('CONSULTANT', '/consultor', 'c42') },
      ],
    });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Área do consultor' })).toBeInTheDocument();
    expect(await screen.findByText('Sessão de Ana Lima')).toBeInTheDocument();
    expect(storedRole.get()).toBe('CONSULTANT');
    expect(storedUserId.get('CONSULTANT')).toBe('c42');
    // One request for the sign-in itself; the Viewer query ran only once, at start, signed out. Then the
    // home's data, asked for as the area loads (app/homePrefetch.ts).
    expect(operations).toEqual(['Viewer', 'AuthSignIn', 'DashboardConsultant']);
  });

  it('signs in after the start-up viewer load failed, still without asking for the viewer again', async () => {
    loginAccountType.set('ENTERPRISE');
    const operations: string[] = [];
    renderAt('/login', {
      withViewer: true,
      operations,
      mocks: [
        { request: { query: ViewerQuery }, error: new Error('Failed to fetch') },
        { request: signInRequest('ENTERPRISE'), result: signedIn('ENTERPRISE', '/empresa', 'e9') },
      ],
    });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Área da empresa' })).toBeInTheDocument();
    expect(await screen.findByText('Sessão de Ana Lima')).toBeInTheDocument();
    expect(storedUserId.get('ENTERPRISE')).toBe('e9');
    expect(operations).toEqual(['Viewer', 'AuthSignIn', 'DashboardCompany']);
  });

  it('opens the verification modal on ACCOUNT_NOT_VERIFIED and confirms the resend', async () => {
    loginAccountType.set('CONSULTANT');
    const resend = {
      request: {
        query: AuthResendVerificationMutation,
        variables: { input: { email: 'x@y.com', accountType: 'CONSULTANT' } },
      },
    };
    let resendCalls = 0;
    const resendResult = () => {
      resendCalls++;
      return { data: { resendVerification: { __typename: 'ActionResult', message: 'ok' } } };
    };
    renderAt('/login', {
      withViewer: true,
      mocks: [
        signedOutViewerMock(),
        {
          request: signInRequest('CONSULTANT'),
          result: graphQLError('Sua conta ainda não foi verificada.', 'ACCOUNT_NOT_VERIFIED', 403),
        },
        { ...resend, result: resendResult, maxUsageCount: 2 },
      ],
    });
    const user = await fillAndSubmit();

    const dialog = await screen.findByRole('dialog', { name: 'Verificar conta' });
    expect(within(dialog).getByText('Sua conta ainda não foi verificada.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('x@y.com');
    expect(within(dialog).getByLabelText('Tipo de conta')).toHaveValue('CONSULTANT');
    // The refusal is handled by the modal, not by an error toast.
    expect(screen.queryByText('Sua conta ainda não foi verificada.', { selector: '[data-kind] p' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Enviar instruções' }));
    expect(await within(dialog).findByText('Instruções enviadas para x@y.com')).toBeInTheDocument();
    expect(resendCalls).toBe(1);

    await user.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(resendCalls).toBe(2));
  });

  it('opens the recovery modal from "Esqueci a senha" with the typed e-mail and shows the confirmation', async () => {
    loginAccountType.set('ENTERPRISE');
    const { AuthRequestPasswordRecoveryMutation } = await import('./documents');
    const user = userEvent.setup();
    renderAt('/login', {
      withViewer: true,
      mocks: [
        signedOutViewerMock(),
        {
          request: {
            query: AuthRequestPasswordRecoveryMutation,
            variables: { input: { email: 'ana@empresa.com', accountType: 'ENTERPRISE_CONSULTANT' } },
          },
          result: { data: { requestPasswordRecovery: { __typename: 'ActionResult', message: 'ok' } } },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Email'), 'ana@empresa.com');
    await user.click(screen.getByRole('button', { name: 'Esqueci a senha' }));

    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@empresa.com');
    const type = within(dialog).getByLabelText('Tipo de conta');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione', 'Consultor', 'Empresarial', 'Consultor empresarial']);
    await user.selectOptions(type, 'ENTERPRISE_CONSULTANT');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await within(dialog).findByText('Enviamos as instruções de recuperação para ana@empresa.com.'),
    ).toBeInTheDocument();
  });

  it('requires e-mail and account type in the recovery modal', async () => {
    const user = userEvent.setup();
    renderAt('/login', { withViewer: true, mocks: [signedOutViewerMock()] });
    // Reach step 2 through step 1, then clear the preset type in the modal.
    await user.click(await screen.findByRole('button', { name: /^Consultor / }));
    await user.click(screen.getByRole('button', { name: 'Esqueci a senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' });
    await user.selectOptions(within(dialog).getByLabelText('Tipo de conta'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Insira o seu E-mail')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione o tipo de conta')).toBeInTheDocument();
  });

  it('hides the Google button without a configured client id', async () => {
    loginAccountType.set('CONSULTANT');
    renderAt('/login', { withViewer: true, mocks: [signedOutViewerMock()] });
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: 'Entrar com Google' })).not.toBeInTheDocument();
  });

  it('shows "Não encontrado" for other paths under /login', async () => {
    renderAt('/login/qualquer-coisa');
    expect(await screen.findByRole('heading', { name: 'Conteúdo não encontrado' })).toBeInTheDocument();
  });
});

describe('Google sign-in', () => {
  afterEach(() => {
    delete (window as { google?: unknown }).google;
    resetGoogleIdentityForTests();
  });

  it('gets a token from Google Identity Services and signs in with it', async () => {
    loginAccountType.set('ENTERPRISE');
    const configs: Array<{ client_id: string; scope: string }> = [];
    (window as { google?: unknown }).google = {
      accounts: {
        oauth2: {
          initTokenClient: (config: {
            client_id: string;
            scope: string;
            callback: (r: { access_token: string }) => void;
          }) => {
            configs.push(config);
            return { requestAccessToken: () => config.callback({ access_token: 'test-google-token:e@y.z' }) };
          },
        },
      },
    };
    const user = userEvent.setup();
    const operations: string[] = [];
    renderAt('/login', {
      withViewer: true,
      operations,
      wrap: (children) => <ClientConfigProvider>{children}</ClientConfigProvider>,
      mocks: [
        {
          request: { query: ClientConfigQuery },
          result: {
            data: {
              clientConfig: {
                __typename: 'ClientConfig',
                googleClientId: 'client-123',
                tileUrl: null,
                tileAttribution: null,
                supportPhone: '+55 27 3000-4500',
                supportChatUrl: 'https://wa.me/552730004500',
              },
            },
          },
        },
        signedOutViewerMock(),
        {
          request: {
            query: AuthSignInWithGoogleMutation,
            variables: { input: { accessToken: 'test-google-token:e@y.z', accountType: 'ENTERPRISE' } },
          },
          result: {
            data: {
              signInWithGoogle: { __typename: 'SignInResult', viewer: viewerOf('ENTERPRISE', '/empresa', 'e1') },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    expect(await screen.findByRole('heading', { name: 'Área da empresa' })).toBeInTheDocument();
    expect(await screen.findByText('Sessão de Ana Lima')).toBeInTheDocument();
    // The start-up queries (in either order), then the sign-in and the home's data: no Viewer request.
    expect(operations.slice(0, 2).sort()).toEqual(['ClientConfig', 'Viewer']);
    expect(operations.slice(2)).toEqual(['AuthSignInWithGoogle', 'DashboardCompany']);
    expect(configs).toEqual([expect.objectContaining({ client_id: 'client-123', scope: 'openid email profile' })]);
    expect(storedRole.get()).toBe('ENTERPRISE');
  });
});

describe('/login/master/:code', () => {
  const masterRequest = signInRequest('MASTER', 'root@talhao.dev', 'segredo123');

  it('sends a MASTER to /master', async () => {
    const operations: string[] = [];
    renderAt('/login/master/abc123', {
      withViewer: true,
      operations,
      mocks: [signedOutViewerMock(), { request: masterRequest, result: signedIn('MASTER', '/master', 'm1') }],
    });
    await fillAndSubmit('root@talhao.dev');
    expect(await screen.findByRole('heading', { name: 'Área do master' })).toBeInTheDocument();
    expect(await screen.findByText('Sessão de Ana Lima')).toBeInTheDocument();
    expect(storedRole.get()).toBe('MASTER');
    expect(operations).toEqual(['Viewer', 'AuthSignIn', 'MasterDashboard']);
  });

  it('refuses any other role with "Usuário não autorizado", closes that session and stays', async () => {
    let signOutCalls = 0;
    renderAt('/login/master/abc123', {
      withViewer: true,
      mocks: [
        signedOutViewerMock(),
        { request: masterRequest, result: signedIn('CONSULTANT', '/consultor', 'c1') },
        {
          request: { query: AuthSignOutMutation },
          result: () => {
            signOutCalls++;
            return { data: { signOut: { __typename: 'ActionResult', message: 'ok' } } };
          },
        },
      ],
    });
    await fillAndSubmit('root@talhao.dev');
    expect(await screen.findByText('Usuário não autorizado')).toBeInTheDocument();
    expect(signOutCalls).toBe(1);
    expect(screen.getByRole('heading', { name: 'Entrar como administrador' })).toBeInTheDocument();
    expect(storedRole.get()).toBeNull();
  });
});
