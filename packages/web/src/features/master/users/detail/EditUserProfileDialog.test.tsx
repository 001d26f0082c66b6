import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MasterUsersUpdateProfileMutation } from '../documents';
import { detailMock, renderUsers, userProfile } from '../testing';

const input = (name: string) => ({
  name,
  phoneNumber: '+5527998765432',
  address: {
    formattedAddress: 'Vitória - ES, Brasil',
    city: 'Vitória',
    stateFrom: 'ES',
    country: null,
    neighborhood: null,
    street: null,
    streetNumber: null,
    postalCode: null,
    coords: { latitude: -20.3155, longitude: -40.3128 },
  },
  birthDate: '1988-04-02',
});

describe('edit another user profile', () => {
  it('validates with the profile rules, saves with the user id and shows the new name', async () => {
    const user = userEvent.setup();
    const result = vi.fn(() => ({
      data: { updateUserProfile: userProfile('CONSULTANT', { name: 'Carla Mendes Souza' }) },
    }));
    renderUsers('/master/consultores/consultant-7', [
      detailMock(userProfile('CONSULTANT')),
      {
        request: {
          query: MasterUsersUpdateProfileMutation,
          variables: { id: 'consultant-7', input: input('Carla Mendes Souza') },
        },
        result,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Editar perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
    const name = within(dialog).getByLabelText('Nome');
    expect(name).toHaveValue('Carla Mendes');
    expect(within(dialog).getByLabelText('Data de nascimento')).toHaveValue('02/04/1988');

    await user.clear(name);
    await user.type(name, 'Ca');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Seu nome deve ter no mínimo 4 caracteres')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();

    await user.type(name, 'rla Mendes Souza');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Carla Mendes Souza' })).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('has no birth date for a company', async () => {
    const user = userEvent.setup();
    renderUsers('/master/empresas/enterprise-7', [detailMock(userProfile('ENTERPRISE'))]);
    await user.click(await screen.findByRole('button', { name: 'Editar perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
    expect(within(dialog).queryByLabelText('Data de nascimento')).not.toBeInTheDocument();
  });
});
