import { FARMER_MESSAGES } from '@talhao/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CreateFarmerMutation, FarmerQuery, UpdateFarmerMutation } from './documents';
import { FarmerCreatePage, FarmerEditPage, NOT_CREATOR_TEXT } from './FarmerFormPages';
import { FARMER_ID, LIST, makeFarmer, renderPages } from './testing';

const picked = vi.hoisted(() => ({
  place: {
    formattedAddress: 'Rio Verde - GO, Brasil',
    city: 'Rio Verde',
    stateFrom: 'GO',
    coords: { latitude: -17.7923, longitude: -50.9192 },
  },
}));

// The place search becomes a button that picks Rio Verde (the kit's own tests cover the search).
vi.mock('@/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@/ui')>();
  return {
    ...ui,
    PlaceField: ({ label, onChange, error }: import('@/ui').PlaceFieldProps) => (
      <>
        <button type="button" onClick={() => onChange(picked.place)}>
          {label}: escolher Rio Verde
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </>
    ),
  };
});

const SLOW = { timeout: 15_000 };
const CREATE = `${LIST}/criar`;
const EDIT = `${LIST}/editar/${FARMER_ID}`;
const CONFLICT = 'Conflito: celular ou email já cadastrado(s)';

describe('FarmerCreatePage', () => {
  it('shows every required message of the create form', async () => {
    const user = userEvent.setup();
    renderPages([{ path: CREATE, element: <FarmerCreatePage /> }], { at: CREATE });
    expect(screen.getByRole('heading', { name: 'Novo Agricultor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Digite o nome do agricultor')).toBeInTheDocument();
    expect(screen.getByText('Insira o email')).toBeInTheDocument();
    expect(screen.getByText('Insira o celular')).toBeInTheDocument();
    expect(screen.getByText('Insira a cidade do agricultor')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome'), 'Zé');
    await user.type(screen.getByLabelText('Email'), 'jose@');
    await user.type(screen.getByLabelText(/Senha/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('O nome deve ter no mínimo 4 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter no mínimo 4 caracteres')).toBeInTheDocument();
  });

  it('on success says so and opens the new farmer’s page', async () => {
    const user = userEvent.setup();
    const input = {
      name: 'Joana Pereira',
      email: 'joana@exemplo.com.br',
      phoneNumber: '+5564998765432',
      address: {
        formattedAddress: 'Rio Verde - GO, Brasil',
        city: 'Rio Verde',
        stateFrom: 'GO',
        country: null,
        neighborhood: null,
        street: null,
        streetNumber: null,
        postalCode: null,
        coords: { latitude: -17.7923, longitude: -50.9192 },
      },
      password: null,
    };
    renderPages(
      [
        { path: CREATE, element: <FarmerCreatePage /> },
        { path: `${LIST}/:id`, element: <p>página do agricultor</p> },
      ],
      {
        at: CREATE,
        mocks: [
          {
            request: { query: CreateFarmerMutation, variables: { input } },
            result: {
              data: {
                createFarmer: {
                  __typename: 'FarmerResult',
                  message: FARMER_MESSAGES.created,
                  farmer: makeFarmer({ id: 'novo1', name: 'Joana Pereira' }),
                },
              },
            },
          },
        ],
      },
    );
    await user.type(screen.getByLabelText('Nome'), 'Joana Pereira');
    await user.type(screen.getByLabelText('Email'), 'joana@exemplo.com.br');
    await user.type(screen.getByLabelText('Celular'), '64998765432');
    await user.click(screen.getByRole('button', { name: /escolher Rio Verde/ }));
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Agricultor criado com sucesso!', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${LIST}/novo1`), SLOW);
  });
});

describe('FarmerEditPage', () => {
  const farmerMock = (overrides: Record<string, unknown> = {}) => ({
    request: { query: FarmerQuery, variables: { id: FARMER_ID, viewAs: null } },
    result: { data: { farmer: makeFarmer(overrides) } },
  });

  it('keeps the values and shows the conflict on a 409', async () => {
    const user = userEvent.setup();
    const farmer = makeFarmer();
    const input = {
      name: 'José Carlos Bernardes Filho',
      email: farmer.email,
      phoneNumber: farmer.phoneNumber,
      address: {
        formattedAddress: 'Rio Verde - GO, Brasil',
        city: 'Rio Verde',
        stateFrom: 'GO',
        country: 'Brasil',
        neighborhood: null,
        street: null,
        streetNumber: null,
        postalCode: null,
        coords: { latitude: -17.7923, longitude: -50.9192 },
      },
      birthDate: farmer.birthDate,
    };
    renderPages([{ path: `${LIST}/editar/:id`, element: <FarmerEditPage /> }], {
      at: EDIT,
      mocks: [
        farmerMock(),
        {
          request: { query: UpdateFarmerMutation, variables: { id: FARMER_ID, input } },
          result: { errors: [new GraphQLError(CONFLICT, { extensions: { code: 'CONFLICT', status: 409 } })] },
        },
      ],
    });
    const name = await screen.findByLabelText('Nome', {}, SLOW);
    expect(screen.getByRole('heading', { name: 'Editar Agricultor' })).toBeInTheDocument();
    expect(name).toHaveValue('José Carlos Bernardes');
    await user.type(name, ' Filho');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CONFLICT, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('José Carlos Bernardes Filho');
    expect(screen.getByTestId('location')).toHaveTextContent(EDIT);
  });

  it('asks to pick the city from the list when the stored one has no coordinates', async () => {
    const user = userEvent.setup();
    renderPages([{ path: `${LIST}/editar/:id`, element: <FarmerEditPage /> }], {
      at: EDIT,
      mocks: [
        farmerMock({
          address: {
            __typename: 'Address',
            formattedAddress: 'Rio Verde - GO',
            city: 'Rio Verde',
            stateFrom: 'GO',
            country: null,
            neighborhood: null,
            street: null,
            streetNumber: null,
            postalCode: null,
            coords: null,
          },
        }),
      ],
    });
    await screen.findByLabelText('Nome', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione uma cidade da lista')).toBeInTheDocument();
  });

  it('does not offer the form for a farmer someone else registered', async () => {
    renderPages([{ path: `${LIST}/editar/:id`, element: <FarmerEditPage /> }], {
      at: EDIT,
      mocks: [farmerMock({ createdByMe: false })],
    });
    expect(await screen.findByText(NOT_CREATOR_TEXT, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
