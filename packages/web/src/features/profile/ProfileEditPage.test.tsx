import type { MockedProviderProps } from '@apollo/client/testing/react';
import { todayInSaoPaulo } from '@talhao/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerState } from '@/app/session';
import { expectLastOfferedDay, openCalendar, typeDay } from '@/ui/dateFieldTesting';
import { ProfileUpdateMutation } from './documents';
import { ProfileEditPage } from './ProfileEditPage';
import { makeViewer, renderInArea, VITORIA, viewerState } from './testing';

const session = vi.hoisted(() => ({ state: null as unknown as ViewerState }));
vi.mock('@/app/session', () => ({ useViewer: () => session.state }));

const PROFILE_PAGE = <p>página do perfil</p>;
const renderEdit = (role: Parameters<typeof makeViewer>[0], mocks: MockedProviderProps['mocks'] = []) =>
  renderInArea({ profile: PROFILE_PAGE, edit: <ProfileEditPage /> }, { role, at: '/perfil/editar', mocks });

const addressInput = {
  formattedAddress: VITORIA.formattedAddress,
  city: VITORIA.city,
  stateFrom: VITORIA.stateFrom,
  country: null,
  neighborhood: null,
  street: null,
  streetNumber: null,
  postalCode: null,
  coords: VITORIA.coords,
};

describe('ProfileEditPage', () => {
  beforeEach(() => {
    session.state = viewerState(makeViewer('CONSULTANT'));
  });

  it('is prefilled from the viewer', () => {
    renderEdit('CONSULTANT');
    expect(screen.getByLabelText('Nome')).toHaveValue('Joana Ribeiro');
    expect(screen.getByLabelText('Celular')).toHaveValue('(27) 99876-5432');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('21/07/1990');
  });

  it('shows the schema messages for a short name and a bad phone', async () => {
    const user = userEvent.setup();
    renderEdit('CONSULTANT');
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Jo');
    await user.clear(screen.getByLabelText('Celular'));
    await user.type(screen.getByLabelText('Celular'), '27998');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Seu nome deve ter no mínimo 4 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Celular Inválido')).toBeInTheDocument();
  });

  it('asks for the address when the profile has none', async () => {
    const user = userEvent.setup();
    session.state = viewerState(makeViewer('ENTERPRISE', { address: null }));
    renderEdit('ENTERPRISE');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Insira o seu endereço')).toBeInTheDocument();
  });

  it('has no birth date for a company', () => {
    session.state = viewerState(makeViewer('ENTERPRISE'));
    renderEdit('ENTERPRISE');
    expect(screen.queryByLabelText('Data de nascimento')).not.toBeInTheDocument();
  });

  it('takes the birth date typed as dd/mm/aaaa and offers no day after today in the calendar', async () => {
    const user = userEvent.setup();
    renderEdit('CONSULTANT');
    const birthDate = screen.getByLabelText('Data de nascimento');
    await user.clear(birthDate);
    expectLastOfferedDay(await openCalendar(user, 'Data de nascimento'), todayInSaoPaulo());
    await user.keyboard('{Escape}');
    await typeDay(user, birthDate, '1988-04-02');
    expect(birthDate).toHaveValue('02/04/1988');
  });

  it('saves, toasts, refetches the viewer and returns to the profile', async () => {
    const user = userEvent.setup();
    const updated = vi.fn(() => ({
      data: {
        updateProfile: {
          __typename: 'ConsultantProfile',
          id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
          name: 'Joana Ribeiro Lima',
          phoneNumber: '+5527998765432',
          address: { __typename: 'Address', ...VITORIA, coords: { __typename: 'Coords', ...VITORIA.coords } },
          birthDate: '1988-04-02',
        },
      },
    }));
    const input = {
      name: 'Joana Ribeiro Lima',
      phoneNumber: '+5527998765432',
      address: addressInput,
      birthDate: '1988-04-02',
    };
    renderEdit('CONSULTANT', [{ request: { query: ProfileUpdateMutation, variables: { input } }, result: updated }]);
    await user.type(screen.getByLabelText('Nome'), ' Lima');
    await typeDay(user, screen.getByLabelText('Data de nascimento'), '1988-04-02');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(updated).toHaveBeenCalledTimes(1);
    expect(session.state.refetch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('página do perfil')).toBeInTheDocument());
  });

  it('sends no birth date for the master', async () => {
    const user = userEvent.setup();
    session.state = viewerState(makeViewer('MASTER'));
    const updated = vi.fn(() => ({
      data: {
        updateProfile: {
          __typename: 'MasterProfile',
          id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
          name: 'Joana Ribeiro',
          phoneNumber: '+5527998765432',
          address: { __typename: 'Address', ...VITORIA, coords: { __typename: 'Coords', ...VITORIA.coords } },
        },
      },
    }));
    const input = { name: 'Joana Ribeiro', phoneNumber: '+5527998765432', address: addressInput };
    renderEdit('MASTER', [{ request: { query: ProfileUpdateMutation, variables: { input } }, result: updated }]);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('toasts the server message and stays on the form when saving fails', async () => {
    const user = userEvent.setup();
    const input = {
      name: 'Joana Ribeiro',
      phoneNumber: '+5527998765432',
      address: addressInput,
      birthDate: '1990-07-21',
    };
    renderEdit('CONSULTANT', [
      {
        request: { query: ProfileUpdateMutation, variables: { input } },
        result: { errors: [new GraphQLError('Dados incorretos (400)')] },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Dados incorretos (400)')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toBeInTheDocument();
    expect(session.state.refetch).not.toHaveBeenCalled();
  });

  it("'Cancelar' returns to the profile", async () => {
    const user = userEvent.setup();
    renderEdit('CONSULTANT');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(await screen.findByText('página do perfil')).toBeInTheDocument();
  });
});
