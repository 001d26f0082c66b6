import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlacesQuery } from '@/ui';
import {
  MasterUsersRegisterCompanyMutation,
  MasterUsersRegisterConsultantMutation,
  MasterUsersRegisterFarmerMutation,
} from './documents';
import { listMock, type Mock, renderUsers, summary } from './testing';

const vitoria = {
  __typename: 'Place',
  formattedAddress: 'Vitória - ES, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  country: 'Brasil',
  ibgeCode: '3205309',
  coords: { __typename: 'Coords', latitude: -20.3155, longitude: -40.3128 },
};
const placesMock: Mock = {
  request: { query: PlacesQuery, variables: { query: 'Vitória', limit: 8 } },
  result: { data: { places: [vitoria] } },
};
const addressInput = {
  formattedAddress: 'Vitória - ES, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  country: 'Brasil',
  neighborhood: null,
  street: null,
  streetNumber: null,
  postalCode: null,
  coords: { latitude: -20.3155, longitude: -40.3128 },
};

type User = ReturnType<typeof userEvent.setup>;

async function chooseVitoria(user: User) {
  await user.type(screen.getByLabelText('Endereço'), 'Vitória');
  await user.click(await screen.findByRole('option', { name: 'Vitória - ES, Brasil' }));
}

async function fillCompany(user: User) {
  await user.type(screen.getByLabelText('Nome da empresa'), 'Agro Vale');
  await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
  await chooseVitoria(user);
  await user.type(screen.getByLabelText('Email'), 'contato@agrovale.com.br');
  await user.type(screen.getByLabelText('Senha'), 'Segura2026');
}

const companyInput = {
  name: 'Agro Vale',
  cnpj: '11222333000181',
  address: addressInput,
  email: 'contato@agrovale.com.br',
  password: 'Segura2026',
};

describe('master registration', () => {
  it('shows the spec messages of every empty company field and sends nothing', async () => {
    const user = userEvent.setup();
    const result = vi.fn(() => ({
      data: { registerCompany: { __typename: 'RegistrationResult', id: 'x', message: 'ok' } },
    }));
    renderUsers('/master/empresas/registrar', [
      { request: { query: MasterUsersRegisterCompanyMutation, variables: { input: companyInput } }, result },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Digite seu nome')).toBeInTheDocument();
    expect(screen.getByText('Insira o CNPJ')).toBeInTheDocument();
    expect(screen.getByText('Selecione um endereço da lista ou do mapa')).toBeInTheDocument();
    expect(screen.getByText('Insira o email')).toBeInTheDocument();
    expect(screen.getByText('Digite a senha')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome da empresa'), 'Agr');
    await user.type(screen.getByLabelText('CNPJ'), '1122233300');
    await user.type(screen.getByLabelText('Email'), 'contato@');
    await user.type(screen.getByLabelText('Senha'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Seu nome deve ter no mínimo 4 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Seu CNPJ deve ter 14 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter no mínimo 8 caracteres')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('registers a company, shows the returned message and goes back to the list', async () => {
    const user = userEvent.setup();
    const result = vi.fn(() => ({
      data: {
        registerCompany: { __typename: 'RegistrationResult', id: 'e9', message: 'Empresa cadastrada com sucesso!' },
      },
    }));
    const { router } = renderUsers('/master/empresas/registrar', [
      placesMock,
      { request: { query: MasterUsersRegisterCompanyMutation, variables: { input: companyInput } }, result },
      listMock({ kind: 'ENTERPRISE' }, [summary('e9', 'Agro Vale', 'ENTERPRISE')]),
    ]);
    await screen.findByRole('heading', { name: 'Registrar empresa' });
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText('Empresa cadastrada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/master/empresas'));
    expect(await screen.findByText('Agro Vale')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('shows the 409 message and keeps the form filled in', async () => {
    const user = userEvent.setup();
    const { router } = renderUsers('/master/empresas/registrar', [
      placesMock,
      {
        request: { query: MasterUsersRegisterCompanyMutation, variables: { input: companyInput } },
        result: {
          errors: [{ message: 'Já existe empresa com os mesmos dados', extensions: { code: 'CONFLICT', status: 409 } }],
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Registrar empresa' });
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText('Já existe empresa com os mesmos dados')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master/empresas/registrar');
    expect(screen.getByLabelText('Nome da empresa')).toHaveValue('Agro Vale');
  });

  it('registers a consultant with the CPF', async () => {
    const user = userEvent.setup();
    const result = vi.fn(() => ({
      data: {
        registerConsultant: {
          __typename: 'RegistrationResult',
          id: 'c9',
          message: 'Consultor cadastrado com sucesso!',
        },
      },
    }));
    const { router } = renderUsers('/master/consultores/registrar', [
      placesMock,
      {
        request: {
          query: MasterUsersRegisterConsultantMutation,
          variables: {
            input: {
              name: 'Carla Mendes',
              cpf: '52998224725',
              address: addressInput,
              email: 'carla@talhao.dev',
              password: 'Segura2026',
            },
          },
        },
        result,
      },
      listMock({ kind: 'CONSULTANT' }, []),
    ]);
    await screen.findByRole('heading', { name: 'Registrar consultor' });
    await user.type(screen.getByLabelText('Nome'), 'Carla Mendes');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await chooseVitoria(user);
    await user.type(screen.getByLabelText('Email'), 'carla@talhao.dev');
    await user.type(screen.getByLabelText('Senha'), 'Segura2026');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Consultor cadastrado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/master/consultores'));
  });

  it('farmer: phone required, e-mail and password optional (4–32), and the 409 conflict', async () => {
    const user = userEvent.setup();
    renderUsers('/master/agricultores/registrar', [
      placesMock,
      {
        request: {
          query: MasterUsersRegisterFarmerMutation,
          variables: {
            input: {
              name: 'José Pereira',
              cpf: '52998224725',
              phoneNumber: '+5527998765432',
              address: addressInput,
              email: null,
              password: null,
            },
          },
        },
        result: {
          errors: [
            { message: 'Conflito: celular ou email já cadastrado(s)', extensions: { code: 'CONFLICT', status: 409 } },
          ],
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Registrar agricultor' });
    await user.type(screen.getByLabelText('Nome'), 'José Pereira');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Celular'), '2799876');
    await user.type(screen.getByLabelText('Senha (opcional)'), '123');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Celular Inválido')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter no mínimo 4 caracteres')).toBeInTheDocument();
    expect(screen.queryByText('Insira o email')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Senha (opcional)'));
    await user.type(screen.getByLabelText('Celular'), '5432');
    await chooseVitoria(user);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Conflito: celular ou email já cadastrado(s)')).toBeInTheDocument();
  });
});
