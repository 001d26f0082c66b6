import { CONSULTANT_MESSAGES } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ConsultantDetailPage } from './ConsultantDetailPage';
import { ConsultantCreatePage, ConsultantEditPage } from './ConsultantFormPages';
import { CONSULTANTS_EMPTY, ConsultantListPage } from './ConsultantListPage';
import {
  CompanyConsultantCreateMutation,
  CompanyConsultantDeleteMutation,
  CompanyConsultantQuery,
  CompanyConsultantsQuery,
  CompanyConsultantUpdateMutation,
} from './documents';
import { CONSULTANT_ID, LIST, makeConsultant, renderConsultants } from './testing';

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

const ADDRESS_INPUT = {
  formattedAddress: 'Rio Verde - GO, Brasil',
  city: 'Rio Verde',
  stateFrom: 'GO',
  country: null,
  neighborhood: null,
  street: null,
  streetNumber: null,
  postalCode: null,
  coords: { latitude: -17.7923, longitude: -50.9192 },
};
const consultant = makeConsultant();
const detailMock = {
  request: { query: CompanyConsultantQuery, variables: { id: CONSULTANT_ID, viewAs: null } },
  result: { data: { companyConsultant: consultant } },
  maxUsageCount: 3,
};
const listPage = (items: unknown[]) => ({
  request: { query: CompanyConsultantsQuery, variables: { page: 1, viewAs: null } },
  result: {
    data: {
      companyConsultants: {
        __typename: 'CompanyConsultantPage',
        page: 1,
        hasNextPage: false,
        total: items.length,
        items,
      },
    },
  },
});
const area = 'ENTERPRISE' as const;
const SLOW = { timeout: 5_000 };

describe('Meus Consultores', () => {
  it('lists photo, name and city with Registrar and a link to each detail', async () => {
    renderConsultants([{ path: LIST, element: <ConsultantListPage /> }], {
      at: LIST,
      area,
      mocks: [
        listPage([
          {
            __typename: 'CompanyConsultant',
            id: CONSULTANT_ID,
            name: 'Mariana Figueiredo',
            photoUrl: null,
            address: { __typename: 'Address', formattedAddress: 'Rio Verde', city: 'Rio Verde', stateFrom: 'GO' },
          },
        ]),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Meus Consultores' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrar' })).toHaveAttribute('href', `${LIST}/criar`);
    expect((await screen.findAllByText('Mariana Figueiredo')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Rio Verde - GO').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /Visualizar/ })[0]).toHaveAttribute('href', `${LIST}/${CONSULTANT_ID}`);
  });

  it('shows the empty state', async () => {
    renderConsultants([{ path: LIST, element: <ConsultantListPage /> }], { at: LIST, area, mocks: [listPage([])] });
    expect(await screen.findByText(CONSULTANTS_EMPTY)).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    renderConsultants([{ path: LIST, element: <ConsultantListPage /> }], {
      at: LIST,
      area,
      mocks: [
        {
          request: { query: CompanyConsultantsQuery, variables: { page: 1, viewAs: null } },
          result: { errors: [new GraphQLError('Erro ao carregar os dados')] },
        },
      ],
    });
    expect(await screen.findByText('Erro ao carregar os dados')).toBeInTheDocument();
  });
});

describe('consultant detail', () => {
  it('shows registration date, city, e-mail, phone, résumé and the edit icon', async () => {
    renderConsultants([{ path: `${LIST}/:id`, element: <ConsultantDetailPage /> }], {
      at: `${LIST}/${CONSULTANT_ID}`,
      area,
      mocks: [detailMock],
    });
    expect(await screen.findByRole('heading', { name: 'Mariana Figueiredo' })).toBeInTheDocument();
    expect(screen.getByText('03/02/2026')).toBeInTheDocument();
    expect(screen.getByText('Rio Verde - GO')).toBeInTheDocument();
    expect(screen.getByText('consultor.agrovale@talhao.dev')).toBeInTheDocument();
    expect(screen.getByText('(64) 99876-5432')).toBeInTheDocument();
    expect(screen.getByText('Agrônoma com 10 anos de experiência em soja.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar consultor' })).toHaveAttribute(
      'href',
      `${LIST}/editar/${CONSULTANT_ID}`,
    );
  });
});

describe('Novo Consultor', () => {
  const CREATE = `${LIST}/criar`;

  it('shows the rules’ messages in pt-BR', async () => {
    const user = userEvent.setup();
    renderConsultants([{ path: CREATE, element: <ConsultantCreatePage /> }], { at: CREATE, area });
    expect(screen.getByRole('heading', { name: 'Novo Consultor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText(CONSULTANT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONSULTANT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(CONSULTANT_MESSAGES.address)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nome/), 'Ana');
    await user.type(screen.getByLabelText(/^Email/), 'ana@');
    await user.type(screen.getByLabelText(/^Senha/), '1234567');
    await user.type(screen.getByLabelText(/^CPF/), '11111111112');
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText(CONSULTANT_MESSAGES.nameMin)).toBeInTheDocument();
    expect(screen.getByText(CONSULTANT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter no mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText(CONSULTANT_MESSAGES.document)).toBeInTheDocument();
  });

  it('sends the CPF as digits, says so and opens the detail; a 409 reads Conflito and keeps the values', async () => {
    const user = userEvent.setup();
    const input = {
      name: 'Renata Albuquerque',
      email: 'renata@agrovale.dev',
      password: 'Senha@2026',
      cpf: '52998224725',
      birthDate: null,
      address: ADDRESS_INPUT,
    };
    const conflict = {
      request: { query: CompanyConsultantCreateMutation, variables: { input } },
      result: {
        errors: [
          new GraphQLError('Já existe consultor com esse nome esse email', { extensions: { code: 'CONFLICT' } }),
        ],
      },
    };
    const created = {
      request: { query: CompanyConsultantCreateMutation, variables: { input } },
      result: {
        data: {
          createCompanyConsultant: {
            __typename: 'CompanyConsultantResult',
            message: 'Consultor criado com sucesso!',
            consultant: makeConsultant({ name: input.name, email: input.email }),
          },
        },
      },
    };
    renderConsultants(
      [
        { path: CREATE, element: <ConsultantCreatePage /> },
        { path: `${LIST}/:id`, element: <p>detalhe</p> },
      ],
      { at: CREATE, area, mocks: [conflict, created] },
    );
    await user.type(screen.getByLabelText(/^Nome/), input.name);
    await user.type(screen.getByLabelText(/^Email/), input.email);
    await user.type(screen.getByLabelText(/^Senha/), input.password);
    const cpf = screen.getByLabelText(/^CPF/);
    await user.type(cpf, input.cpf);
    expect(cpf).toHaveValue('529 982 247-25');
    await user.click(screen.getByRole('button', { name: /Cidade/ }));
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Conflito: Já existe consultor com esse nome esse email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue(input.name);
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Consultor criado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${LIST}/${CONSULTANT_ID}`));
  });
});

describe('edit consultant', () => {
  const EDIT = `${LIST}/editar/${CONSULTANT_ID}`;

  it('asks the mobile phone, saves with the success text', async () => {
    const user = userEvent.setup();
    const input = {
      name: 'Mariana F. Souza',
      email: consultant.email,
      phoneNumber: '+5564998765432',
      cpf: '52998224725',
      birthDate: '1990-04-12',
      address: ADDRESS_INPUT,
    };
    renderConsultants(
      [
        { path: `${LIST}/editar/:id`, element: <ConsultantEditPage /> },
        { path: `${LIST}/:id`, element: <p>detalhe</p> },
      ],
      {
        at: EDIT,
        area,
        mocks: [
          detailMock,
          {
            request: { query: CompanyConsultantUpdateMutation, variables: { id: CONSULTANT_ID, input } },
            result: {
              data: {
                updateCompanyConsultant: {
                  __typename: 'CompanyConsultantResult',
                  message: 'Consultor editado com sucesso!',
                  consultant: makeConsultant({ name: input.name }),
                },
              },
            },
          },
        ],
      },
    );
    await screen.findByRole('heading', { name: 'Editar Consultor' });
    const phone = screen.getByLabelText(/^Celular/);
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CONSULTANT_MESSAGES.phoneRequired)).toBeInTheDocument();
    await user.type(phone, '64998765432');
    const name = screen.getByLabelText(/^Nome/);
    await user.clear(name);
    await user.type(name, input.name);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Consultor editado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${LIST}/${CONSULTANT_ID}`));
  });

  it('deletes after the confirmation and opens the list', async () => {
    const user = userEvent.setup();
    renderConsultants(
      [
        { path: `${LIST}/editar/:id`, element: <ConsultantEditPage /> },
        { path: LIST, element: <p>lista</p> },
      ],
      {
        at: EDIT,
        area,
        mocks: [
          detailMock,
          {
            request: { query: CompanyConsultantDeleteMutation, variables: { id: CONSULTANT_ID } },
            result: {
              data: {
                deleteCompanyConsultant: { __typename: 'ActionResult', message: 'Consultor excluído com sucesso!' },
              },
            },
          },
        ],
      },
    );
    await screen.findByRole('heading', { name: 'Editar Consultor' });
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir o consultor?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    // The toast, then the router's navigation (applied in a transition): wait for each condition.
    await waitFor(() => expect(screen.getByText('Consultor excluído com sucesso!')).toBeInTheDocument(), SLOW);
    await waitFor(() => expect(screen.getByText('lista')).toBeInTheDocument(), SLOW);
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${LIST}$`));
  });
});
