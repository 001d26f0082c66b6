import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { MasterBroadcastAdvertsQuery, MasterBroadcastSetAdvertStatusMutation } from '../documents';
import { BROADCAST_PATHS } from '../paths';
import { makeAdvert, renderBroadcast } from '../testing';
import { AdvertsPage } from './AdvertsPage';
import { advertStatusActions } from './advertStatus';

const active = makeAdvert();
const paused = makeAdvert({
  id: 'ad0000000000000000000002',
  title: 'Curso de manejo',
  status: 'WAITING',
  periodicity: 0,
  startDate: '2026-07-10',
  endDate: '2026-07-10',
  audience: ['ENTERPRISE'],
  imageUrl: null,
  url: null,
});

const page = (items: unknown[], hasNextPage = false, pageNumber = 1) => ({
  data: { adverts: { __typename: 'AdvertPage', page: pageNumber, hasNextPage, items } },
});
const listMock = (status: string, items: unknown[], options: { hasNextPage?: boolean; page?: number } = {}) => ({
  request: { query: MasterBroadcastAdvertsQuery, variables: { status, page: options.page ?? 1 } },
  result: page(items, options.hasNextPage, options.page ?? 1),
  maxUsageCount: 5,
});
const statusMock = (id: string, status: string, result: MockedResponse['result']) => ({
  request: { query: MasterBroadcastSetAdvertStatusMutation, variables: { id, status } },
  result,
});

function renderPage(mocks: Parameters<typeof renderBroadcast>[1]['mocks'], at: string = BROADCAST_PATHS.adverts) {
  return renderBroadcast(
    [
      { path: BROADCAST_PATHS.adverts, element: <AdvertsPage /> },
      { path: '/master/divulgacao/anuncios/editar/:id', element: <p>edição</p> },
    ],
    { at, mocks },
  );
}

describe('advert status actions', () => {
  it('offers pause and deactivate when active, activate otherwise', () => {
    expect(advertStatusActions('ACTIVE').map((a) => a.label)).toEqual(['Pausar', 'Desativar']);
    expect(advertStatusActions('WAITING').map((a) => a.label)).toEqual(['Ativar']);
    expect(advertStatusActions('INACTIVE').map((a) => a.label)).toEqual(['Ativar']);
    expect(advertStatusActions('ACTIVE').map((a) => a.status)).toEqual(['WAITING', 'INACTIVE']);
  });
});

describe('AdvertsPage', () => {
  it('lists the active adverts first with their period, periodicity, audience and status', async () => {
    renderPage([listMock('ACTIVE', [active])]);
    expect(screen.getByRole('heading', { name: 'Anúncios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar' })).toHaveAttribute('href', BROADCAST_PATHS.advertCreate);
    expect(screen.getByRole('tab', { name: 'Ativos' })).toHaveAttribute('aria-selected', 'true');

    const row = (await screen.findByText('Dia de campo do café', { selector: 'p' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('04/05/2026 a 01/06/2026')).toBeInTheDocument();
    expect(within(row).getByText('Semanalmente')).toBeInTheDocument();
    expect(within(row).getByText('Agricultores, Consultores')).toBeInTheDocument();
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    // Decorative thumbnail (alt ''): the title beside it names the row.
    const thumbnail = row.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/files/uploads/dia-de-campo.png');
    expect(thumbnail).toHaveStyle({ width: '40px', height: '65px' });
  });

  it('switches to the paused list, whose empty text is its own', async () => {
    const user = userEvent.setup();
    renderPage([listMock('ACTIVE', [active]), listMock('WAITING', [])]);
    await screen.findByText('Dia de campo do café', { selector: 'p' });
    await user.click(screen.getByRole('tab', { name: 'Pausados' }));
    expect(await screen.findByText('Nenhum anúncio pausado')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?status=WAITING');
  });

  it('paginates each list and says when a later page is empty', async () => {
    renderPage([listMock('INACTIVE', [], { page: 3 })], `${BROADCAST_PATHS.adverts}?status=INACTIVE&page=3`);
    expect(await screen.findByText('Você já visualizou todos os anúncios inativos disponíveis')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inativos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an active advert in full and offers Pausar and Desativar, not Ativar', async () => {
    const user = userEvent.setup();
    renderPage([listMock('ACTIVE', [active])]);
    await user.click(await screen.findByRole('button', { name: /Visualizar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dia de campo do café' });
    expect(within(dialog).getByText('Venha conhecer as novas variedades no sábado.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://talhao.dev/dia-de-campo' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const image = within(dialog).getByRole('img', { name: 'Imagem do anúncio Dia de campo do café' });
    expect(image).toHaveStyle({ width: '186px', height: '302px' });
    expect(within(dialog).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Desativar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ativar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      BROADCAST_PATHS.advertEdit(active.id),
    );
  });

  it('deactivates only after confirmation', async () => {
    const user = userEvent.setup();
    const changed = vi.fn(() => ({
      data: {
        setAdvertStatus: {
          __typename: 'AdvertResult',
          message: 'Status do anúncio atualizado!',
          advert: { ...active, status: 'INACTIVE' },
        },
      },
    }));
    renderPage([listMock('ACTIVE', [active]), statusMock(active.id, 'INACTIVE', changed)]);
    await user.click(await screen.findByRole('button', { name: /Visualizar/ }));
    await user.click(await screen.findByRole('button', { name: 'Desativar' }));

    const confirm = await screen.findByRole('dialog', { name: 'Desativar anúncio' });
    expect(within(confirm).getByText('Tem certeza que deseja desativar este anúncio?')).toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Desativar' }));

    expect(await screen.findByText('Status do anúncio atualizado!')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling the confirmation changes nothing', async () => {
    const user = userEvent.setup();
    const changed = vi.fn(() => ({ data: null }));
    renderPage([listMock('ACTIVE', [active]), statusMock(active.id, 'WAITING', changed)]);
    await user.click(await screen.findByRole('button', { name: /Visualizar/ }));
    await user.click(await screen.findByRole('button', { name: 'Pausar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pausar anúncio' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pausar anúncio' })).not.toBeInTheDocument());
    expect(changed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Dia de campo do café' })).toBeInTheDocument();
    // The detail answers Escape again once the question is gone.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers only Ativar for a paused advert and shows the refusal when another is active', async () => {
    const user = userEvent.setup();
    renderPage(
      [
        listMock('WAITING', [paused]),
        {
          request: { query: MasterBroadcastSetAdvertStatusMutation, variables: { id: paused.id, status: 'ACTIVE' } },
          result: {
            errors: [new GraphQLError('Já existe um anúncio com status ATIVO.', { extensions: { code: 'CONFLICT' } })],
          },
        },
      ],
      `${BROADCAST_PATHS.adverts}?status=WAITING`,
    );
    const row = (await screen.findByText('Curso de manejo', { selector: 'p' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('10/07/2026')).toBeInTheDocument();
    expect(within(row).getByText('Uma vez')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Anúncio sem imagem' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Visualizar/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Curso de manejo' });
    expect(within(dialog).getByText('Sem link')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ativar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ativar anúncio' });
    await user.click(within(confirm).getByRole('button', { name: 'Ativar' }));

    expect(await screen.findByText('Já existe um anúncio com status ATIVO.')).toBeInTheDocument();
    // The detail stays open so the master can act on it after changing the other advert.
    expect(screen.getByRole('dialog', { name: 'Curso de manejo' })).toBeInTheDocument();
  });
});
