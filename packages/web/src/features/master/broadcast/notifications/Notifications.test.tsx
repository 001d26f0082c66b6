import { todayInSaoPaulo } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { typeDay } from '@/ui/dateFieldTesting';
import {
  MasterBroadcastCreateNotificationMutation,
  MasterBroadcastDeleteNotificationMutation,
  MasterBroadcastNotificationsQuery,
} from '../documents';
import { addDays } from '../form/broadcastForm';
import { BROADCAST_PATHS } from '../paths';
import { makeNotification, renderBroadcast } from '../testing';
import { NotificationCreatePage } from './NotificationFormPage';
import { NotificationsPage } from './NotificationsPage';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const stored = makeNotification();

const listMock = (items: unknown[], maxUsageCount = 1) => ({
  request: { query: MasterBroadcastNotificationsQuery, variables: { page: 1 } },
  result: { data: { pushNotifications: { __typename: 'PushNotificationPage', page: 1, hasNextPage: false, items } } },
  maxUsageCount,
});

function renderList(mocks: Parameters<typeof renderBroadcast>[1]['mocks']) {
  return renderBroadcast([{ path: BROADCAST_PATHS.notifications, element: <NotificationsPage /> }], {
    at: BROADCAST_PATHS.notifications,
    mocks,
  });
}

describe('NotificationsPage', () => {
  it('lists the notifications with edit and delete', async () => {
    renderList([listMock([stored])]);
    const row = (await screen.findByText('Chuva forte', { selector: 'p' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Previsão de chuva forte para amanhã.')).toBeInTheDocument();
    expect(within(row).getByText('04/05/2026')).toBeInTheDocument();
    expect(within(row).getByText('Uma vez')).toBeInTheDocument();
    expect(within(row).getByText('Agricultores')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Editar/ })).toHaveAttribute(
      'href',
      BROADCAST_PATHS.notificationEdit(stored.id),
    );
  });

  it('says when there is none', async () => {
    renderList([listMock([])]);
    expect(await screen.findByText('Nenhuma notificação cadastrada')).toBeInTheDocument();
  });

  it('deletes only after confirmation, then reloads the list', async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => ({
      data: { deletePushNotification: { __typename: 'ActionResult', message: 'Notificação excluída!' } },
    }));
    renderList([
      listMock([stored]),
      { request: { query: MasterBroadcastDeleteNotificationMutation, variables: { id: stored.id } }, result: deleted },
      listMock([]),
    ]);
    await user.click(await screen.findByRole('button', { name: /Excluir/ }));

    const confirm = await screen.findByRole('dialog', { name: 'Excluir notificação' });
    expect(within(confirm).getByText('Tem certeza que deseja excluir esta notificação?')).toBeInTheDocument();
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Notificação excluída!')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Nenhuma notificação cadastrada')).toBeInTheDocument();
  });

  it('keeps the notification when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => ({ data: null }));
    renderList([
      listMock([stored]),
      { request: { query: MasterBroadcastDeleteNotificationMutation, variables: { id: stored.id } }, result: deleted },
    ]);
    await user.click(await screen.findByRole('button', { name: /Excluir/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.getByText('Chuva forte', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('notification form', () => {
  const renderCreate = (mocks: Parameters<typeof renderBroadcast>[1]['mocks'] = []) =>
    renderBroadcast(
      [
        { path: BROADCAST_PATHS.notificationCreate, element: <NotificationCreatePage /> },
        { path: BROADCAST_PATHS.notifications, element: <p>lista de notificações</p> },
      ],
      { at: BROADCAST_PATHS.notificationCreate, mocks },
    );

  it('has no link, status or image, and counts the message up to 105', async () => {
    const user = userEvent.setup();
    renderCreate();
    expect(screen.queryByLabelText(/^Link/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Status/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Arquivo da imagem do anúncio')).not.toBeInTheDocument();
    await user.type(field('Mensagem'), 'Geada');
    expect(screen.getByText('5/105')).toBeInTheDocument();
    // A message past 105 is kept whole and refused by the rule, not cut mid-word.
    await user.type(field('Mensagem'), ` ${'e chuva forte '.repeat(8)}`);
    expect(screen.getByText('118/105')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A mensagem pode ter no máximo 105 caracteres')).toBeInTheDocument();
  });

  it('shares the schedule and audience rules with adverts', async () => {
    const user = userEvent.setup();
    renderCreate();
    expect(field('Data de início')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Agricultores' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Agricultores' }));
    await user.selectOptions(field('Periodicidade'), 'Uma vez');
    expect(field('Data de término')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione pelo menos uma categoria de usuário')).toBeInTheDocument();
  });

  it('creates a one-off notification for companies and returns to the list', async () => {
    const user = userEvent.setup();
    const day = addDays(todayInSaoPaulo(), 2);
    const created = vi.fn(() => ({
      data: {
        createPushNotification: {
          __typename: 'PushNotificationResult',
          message: 'Notificação salva com sucesso!',
          notification: makeNotification({ id: 'nt2', startDate: day, endDate: day, audience: ['ENTERPRISE'] }),
        },
      },
    }));
    renderCreate([
      {
        request: {
          query: MasterBroadcastCreateNotificationMutation,
          variables: {
            input: {
              title: 'Geada',
              message: 'Risco de geada',
              periodicity: 0,
              startDate: day,
              endDate: day,
              audience: ['ENTERPRISE'],
            },
          },
        },
        result: created,
      },
    ]);
    await user.type(field('Título'), 'Geada');
    await user.type(field('Mensagem'), 'Risco de geada');
    await user.selectOptions(field('Periodicidade'), 'Uma vez');
    await typeDay(user, field('Data de início'), day);
    await user.click(screen.getByRole('checkbox', { name: 'Agricultores' }));
    await user.click(screen.getByRole('checkbox', { name: 'Empresas' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Notificação salva com sucesso!', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('lista de notificações')).toBeInTheDocument();
  });
});
