import type { Place } from '@talhao/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginAccountType } from '@/app/storage';
import { PlacesQuery } from '@/ui';
import { AuthSignUpMutation } from './documents';
import { loadSignUpDraft, saveSignUpDraft, signUpDraftKey } from './signup/signUpDraft';
import { graphQLError, renderAt, signedOutViewerMock } from './testUtils';

const VITORIA: Place = {
  formattedAddress: 'Vitória - ES',
  city: 'Vitória',
  stateFrom: 'ES',
  country: 'Brasil',
  ibgeCode: '3205309',
  coords: { latitude: -20.3155, longitude: -40.3128 },
};

const progress = () => screen.getByRole('progressbar', { name: 'Progresso do cadastro' });

async function fillLoginData(user: ReturnType<typeof userEvent.setup>, email = 'ana@talhao.dev') {
  const emailField = await screen.findByLabelText('Email');
  await user.clear(emailField);
  await user.type(emailField, email);
  await user.type(screen.getByLabelText('Senha'), 'segredo123');
  await user.type(screen.getByLabelText('Confirme a senha'), 'segredo123');
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
}

// Generous timeout: these walk three pages with real typing, which is slow when the whole suite runs in parallel.
describe('sign-up wizard', { timeout: 60_000 }, () => {
  it('walks pages 1 → 2 → 3 with progress in thirds, and back from page 2 returns to /cadastro', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/cadastro');

    expect(await screen.findByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(progress()).toHaveAttribute('aria-valuemax', '3');
    expect(progress().firstElementChild).toHaveStyle({ width: `${(1 / 3) * 100}%` });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Consultor/),
      expect.stringMatching(/^Empresa/),
    ]);

    await user.click(screen.getByRole('button', { name: /^Consultor/ }));
    expect(await screen.findByText('Etapa 2 de 3')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cadastro/consultor');
    expect(progress().firstElementChild).toHaveStyle({ width: `${(2 / 3) * 100}%` });
    expect(screen.getByRole('heading', { name: 'Dados de acesso' })).toBeInTheDocument();

    await fillLoginData(user);
    expect(await screen.findByText('Etapa 3 de 3')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
    expect(progress().firstElementChild).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Etapa 2 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@talhao.dev');
    expect(screen.getByLabelText('Senha')).toHaveValue('segredo123');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cadastro');
  });

  it('asks for the company data (CNPJ) on /cadastro/empresa', async () => {
    const user = userEvent.setup();
    renderAt('/cadastro/empresa');
    await fillLoginData(user, 'contato@agro.com.br');
    expect(await screen.findByRole('heading', { name: 'Dados da empresa' })).toBeInTheDocument();
    const cnpj = screen.getByLabelText('CNPJ');
    await user.type(cnpj, '11222333000181');
    expect(cnpj).toHaveValue('11.222.333/0001-81');
    expect(loadSignUpDraft('ENTERPRISE').document).toBe('11222333000181');
  });

  it('keeps the draft in sessionStorage without the password and restores it after a reload', async () => {
    const user = userEvent.setup();
    const first = renderAt('/cadastro/consultor');
    await fillLoginData(user);
    await user.type(await screen.findByLabelText('Nome'), 'Ana Lima');
    await user.type(screen.getByLabelText('CPF'), '52998224725');

    const stored = window.sessionStorage.getItem(signUpDraftKey('CONSULTANT')) ?? '';
    expect(JSON.parse(stored)).toMatchObject({
      page: 3,
      email: 'ana@talhao.dev',
      name: 'Ana Lima',
      document: '52998224725',
    });
    expect(stored).not.toContain('segredo123');
    first.unmount();

    // "Reload": the password is gone, so page 2 asks for it again before returning to page 3.
    renderAt('/cadastro/consultor');
    expect(await screen.findByText(/a senha não fica salva/)).toBeInTheDocument();
    expect(screen.getByText('Etapa 2 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@talhao.dev');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.type(screen.getByLabelText('Confirme a senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    expect(await screen.findByText('Etapa 3 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Lima');
    expect(screen.getByLabelText('CPF')).toHaveValue('529 982 247-25');
  });

  it('restores page 2 as the current page with the e-mail typed so far', async () => {
    const user = userEvent.setup();
    const first = renderAt('/cadastro/consultor');
    await user.type(await screen.findByLabelText('Email'), 'rascunho@talhao.dev');
    first.unmount();

    renderAt('/cadastro/consultor');
    expect(await screen.findByLabelText('Email')).toHaveValue('rascunho@talhao.dev');
    expect(screen.queryByText(/a senha não fica salva/)).not.toBeInTheDocument();
  });

  it('says "Preencha todos os campos corretamente" when page 3 is submitted invalid', async () => {
    const user = userEvent.setup();
    renderAt('/cadastro/consultor');
    await fillLoginData(user);
    await user.type(await screen.findByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('CPF'), '123');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Preencha todos os campos corretamente')).toBeInTheDocument();
    expect(screen.getByText('Seu nome deve ter no mínimo 4 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Seu CPF deve ter 11 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Selecione um endereço da lista ou do mapa')).toBeInTheDocument();
  });

  it('registers, shows "Cadastro realizado!", clears the draft and opens /login with the type and e-mail preset', async () => {
    let calls = 0;
    const user = userEvent.setup();
    const { router } = renderAt('/cadastro/consultor', {
      withViewer: true,
      mocks: [
        signedOutViewerMock(),
        {
          request: { query: PlacesQuery, variables: (vars: Record<string, unknown>) => vars.query === 'Vit' },
          result: { data: { places: [{ __typename: 'Place', ...VITORIA }] } },
        },
        {
          request: {
            query: AuthSignUpMutation,
            variables: {
              input: {
                role: 'CONSULTANT',
                email: 'ana@talhao.dev',
                password: 'segredo123',
                name: 'Ana Lima',
                cpf: '52998224725',
                address: {
                  formattedAddress: 'Vitória - ES',
                  city: 'Vitória',
                  stateFrom: 'ES',
                  country: 'Brasil',
                  neighborhood: null,
                  street: null,
                  streetNumber: null,
                  postalCode: null,
                  coords: { latitude: -20.3155, longitude: -40.3128 },
                },
              },
            },
          },
          result: () => {
            calls++;
            return { data: { signUp: { __typename: 'ActionResult', message: 'Cadastro realizado!' } } };
          },
        },
      ],
    });
    await fillLoginData(user);
    await user.type(await screen.findByLabelText('Nome'), 'Ana Lima');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Endereço'), 'Vit');
    await user.click(await screen.findByRole('option', { name: 'Vitória - ES' }));
    expect(loadSignUpDraft('CONSULTANT').address?.city).toBe('Vitória');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Cadastro realizado!')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(await screen.findByText('Consultor', { selector: 'strong' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@talhao.dev');
    expect(loginAccountType.get()).toBe('CONSULTANT');
    expect(window.sessionStorage.getItem(signUpDraftKey('CONSULTANT'))).toBeNull();
  });

  it('shows the conflict message and stays on page 3 when the user already exists', async () => {
    saveSignUpDraft('ENTERPRISE', {
      page: 2,
      email: 'contato@agro.com.br',
      name: 'Agro Consultoria',
      document: '11222333000181',
      address: VITORIA,
    });
    const user = userEvent.setup();
    renderAt('/cadastro/empresa', {
      mocks: [
        {
          request: {
            query: AuthSignUpMutation,
            variables: (vars: Record<string, unknown>) => vars.input !== undefined,
          },
          result: graphQLError('Conflito: usuário já existe', 'CONFLICT', 409),
        },
      ],
    });
    await fillLoginData(user, 'contato@agro.com.br');
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));

    const toast = await screen.findByText('Conflito: usuário já existe');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByText('Etapa 3 de 3')).toBeInTheDocument();
    expect(loadSignUpDraft('ENTERPRISE').name).toBe('Agro Consultoria');
    expect(within(document.body).queryByText('Cadastro realizado!')).toBeNull();
  });
});
