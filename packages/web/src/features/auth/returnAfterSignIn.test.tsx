import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientConfigProvider, ClientConfigQuery } from '@/app/clientConfig';
import { loginAccountType, storedRole } from '@/app/storage';
import { AuthSignInMutation, AuthSignInWithGoogleMutation } from './documents';
import { resetGoogleIdentityForTests } from './google/googleIdentity';
import { renderAt, signedOutViewerMock, viewerOf } from './testUtils';

/** A signed-out deep link sent the visitor here with the page in `?returnTo=` (the area guard's doing). */
const loginFor = (page: string, entry = '/login') => `${entry}?${new URLSearchParams({ returnTo: page })}`;

const passwordSignIn = (accountType: string, role: Parameters<typeof viewerOf>[0], homePath: string) => ({
  request: {
    query: AuthSignInMutation,
    variables: { input: { email: 'x@y.com', password: 'segredo123', accountType } },
  },
  result: { data: { signIn: { __typename: 'SignInResult', viewer: viewerOf(role, homePath) } } },
});

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'x@y.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('sign-in returns to the page asked for', () => {
  it('through the account-type step, to a consultant page with its search and hash', async () => {
    const page = '/consultor/consultorias/ofertadas/abc?page=2#precos';
    const user = userEvent.setup();
    const { router } = renderAt(loginFor(page), {
      withViewer: true,
      mocks: [signedOutViewerMock(), passwordSignIn('CONSULTANT', 'CONSULTANT', '/consultor')],
    });
    await user.click(await screen.findByRole('button', { name: /^Consultor / }));
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: `Página ${page}` })).toBeInTheDocument();
    expect(storedRole.get()).toBe('CONSULTANT');
    // Replaced: Back does not return to the sign-in form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("to the role's home when the page belongs to another area", async () => {
    loginAccountType.set('CONSULTANT');
    renderAt(loginFor('/empresa/perfil'), {
      withViewer: true,
      mocks: [signedOutViewerMock(), passwordSignIn('CONSULTANT', 'CONSULTANT', '/consultor')],
    });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Área do consultor' })).toBeInTheDocument();
  });

  it.each([
    '//evil.example/consultor',
    'https://evil.example/consultor',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/consultor/../login',
  ])("to the role's home when the return path is unsafe: %s", async (unsafe) => {
    loginAccountType.set('ENTERPRISE');
    const { router } = renderAt(loginFor(unsafe), {
      withViewer: true,
      mocks: [signedOutViewerMock(), passwordSignIn('ENTERPRISE', 'ENTERPRISE', '/empresa')],
    });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Área da empresa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/empresa');
  });

  it("from the master's hidden sign-in to a master page", async () => {
    const page = '/master/divulgacao/anuncios?page=3';
    renderAt(loginFor(page, '/login/master/talhao'), {
      withViewer: true,
      mocks: [signedOutViewerMock(), passwordSignIn('MASTER', 'MASTER', '/master')],
    });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: `Página ${page}` })).toBeInTheDocument();
  });
});

describe('Google sign-in returns to the page asked for', () => {
  afterEach(() => {
    delete (window as { google?: unknown }).google;
    resetGoogleIdentityForTests();
  });

  it('lands on the company page after the Google popup', async () => {
    loginAccountType.set('ENTERPRISE');
    (window as { google?: unknown }).google = {
      accounts: {
        oauth2: {
          initTokenClient: (config: { callback: (r: { access_token: string }) => void }) => ({
            requestAccessToken: () => config.callback({ access_token: 'test-google-token:e@y.z' }),
          }),
        },
      },
    };
    const user = userEvent.setup();
    renderAt(loginFor('/empresa/perfil'), {
      withViewer: true,
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
            data: { signInWithGoogle: { __typename: 'SignInResult', viewer: viewerOf('ENTERPRISE', '/empresa') } },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    expect(await screen.findByRole('heading', { name: 'Página /empresa/perfil' })).toBeInTheDocument();
  });
});
