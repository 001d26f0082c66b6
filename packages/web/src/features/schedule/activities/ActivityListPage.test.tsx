import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ActivityListQuery } from '../documents';
import { BASE, makeActivityRow, renderSchedule } from '../testing';
import { ActivityListPage } from './ActivityListPage';

const LIST = `${BASE}/consultorias/prestadas/atividades`;

function listMock(
  items: ReturnType<typeof makeActivityRow>[],
  {
    page = 1,
    search = null,
    providedConsultancyId = null,
  }: { page?: number; search?: string | null; providedConsultancyId?: string | null } = {},
) {
  return {
    request: { query: ActivityListQuery, variables: { page, search, providedConsultancyId, viewAs: null } },
    result: {
      data: { activities: { __typename: 'WorkPage', page, hasNextPage: false, total: items.length, items } },
    },
  };
}

const BASES = { CONSULTANT: BASE, ENTERPRISE_CONSULTANT: '/consultor-empresarial', ENTERPRISE: '/empresa' };

const render = (at: string, mocks: unknown[], area: keyof typeof BASES = 'CONSULTANT') =>
  renderSchedule(
    [
      {
        path: `${BASES[area]}/consultorias/prestadas/atividades`,
        element: <ActivityListPage />,
      },
    ],
    {
      at,
      mocks: mocks as never,
      area,
    },
  );

describe('activities list', () => {
  it("shows the columns, the status and 'Cancelar' only on cancellable works", async () => {
    const planned = makeActivityRow({ title: 'Poda do café', day: '2026-12-01', startWork: '08:00', endWork: '09:30' });
    const done = makeActivityRow({ title: 'Coleta de solo', status: 'COMPLETED', cancellable: false });
    render(LIST, [listMock([planned, done])]);

    await screen.findAllByText('Poda do café');
    const table = screen.getByRole('table', { name: 'Atividades agendadas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Data', 'Horário', 'Atividade', 'Cliente', 'Consultoria', 'Status', 'Ações']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('01/12/2026');
    expect(cells[1]).toHaveTextContent('08:00 – 09:30');
    expect(cells[3]).toHaveTextContent('Maria Souza');
    expect(cells[4]).toHaveTextContent('Manejo do café');
    expect(cells[5]).toHaveTextContent('Planejado');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Cancelar Poda do café' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Concluído');
    expect(within(second as HTMLElement).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agendar' })).toHaveAttribute('href', `${LIST}/criar`);
  });

  it('passes consultancyProvidedId through to the query and the Agendar link, and searches', async () => {
    const user = userEvent.setup();
    const id = 'pc0000000000000000000001';
    render(`${LIST}?consultancyProvidedId=${id}`, [
      listMock([makeActivityRow({ title: 'Poda do café' })], { providedConsultancyId: id }),
      listMock([], { providedConsultancyId: id, search: 'adubo' }),
    ]);
    await screen.findAllByText('Poda do café');
    expect(screen.getByRole('link', { name: 'Agendar' })).toHaveAttribute(
      'href',
      `${LIST}/criar?consultancyProvidedId=${id}`,
    );
    await user.type(screen.getByLabelText('Pesquisar atividades'), 'adubo');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Nenhuma atividade encontrada')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`consultancyProvidedId=${id}&search=adubo`),
    );
  });

  it("offers 'Agendar' but no 'Cancelar' to the company consultant (spec 001 §6)", async () => {
    render(
      '/consultor-empresarial/consultorias/prestadas/atividades',
      [listMock([makeActivityRow({ title: 'Poda do café', cancellable: false })])],
      'ENTERPRISE_CONSULTANT',
    );
    await screen.findAllByText('Poda do café');
    expect(screen.getByRole('link', { name: 'Agendar' })).toHaveAttribute(
      'href',
      '/consultor-empresarial/consultorias/prestadas/atividades/criar',
    );
    expect(screen.queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
  });

  it("offers neither 'Agendar' nor 'Cancelar' to the company (read only)", async () => {
    render(
      '/empresa/consultorias/prestadas/atividades',
      [listMock([makeActivityRow({ title: 'Poda do café', cancellable: true })])],
      'ENTERPRISE',
    );
    await screen.findAllByText('Poda do café');
    expect(screen.queryByRole('link', { name: 'Agendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
  });
});
