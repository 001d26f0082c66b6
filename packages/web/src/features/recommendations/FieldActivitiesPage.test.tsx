import { AREA_BASE } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { FieldActivitiesQuery } from './documents';
import {
  FIELD_ACTIVITIES_EMPTY,
  FIELD_ACTIVITIES_TITLE,
  FieldActivitiesPage,
  STATUS_OPTIONS,
} from './FieldActivitiesPage';

const LIST = `${AREA_BASE.CONSULTANT}/agricultores/atividades-de-campo`;
const FARMER = 'fa0000000000000000000001';

function makeActivity(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'FieldActivity',
    id: 'fa-act-1',
    farmerId: FARMER,
    name: 'Aplicação de fungicida',
    activityType: 'APPLICATION',
    status: 'IN_PROGRESS',
    recurrenceKind: 'WEEKLY',
    startDate: '2026-11-18',
    endDate: '2026-11-25',
    property: { __typename: 'FarmRecordRef', id: 'pr1', name: 'Fazenda Santa Helena' },
    harvest: { __typename: 'Harvest', id: 'hv1', cultureName: 'Soja', year: 2026 },
    totalCost: 1530.4,
    createdByMe: true,
    ...overrides,
  };
}

const listMock = (
  items: unknown[],
  { name = null, status = null }: { name?: string | null; status?: string | null } = {},
) => ({
  request: { query: FieldActivitiesQuery, variables: { farmerId: FARMER, name, status, page: 1, viewAs: null } },
  result: {
    data: {
      fieldActivities: { __typename: 'FieldActivityPage', page: 1, total: items.length, hasNextPage: false, items },
    },
  },
});

const render = (at: string, mocks: unknown[]) =>
  renderAreaRoutes([{ path: LIST, element: <FieldActivitiesPage /> }], { at, mocks: mocks as never });

describe('FieldActivitiesPage', () => {
  it('lists title, category, dates, a coloured status label, property, harvest and cost', async () => {
    render(`${LIST}?farmerId=${FARMER}&consultancyProvidedId=pc1`, [
      listMock([
        makeActivity(),
        makeActivity({
          id: 'a2',
          name: 'Colheita',
          activityType: 'HARVEST',
          status: 'LATE',
          recurrenceKind: 'ONCE',
          createdByMe: false,
        }),
      ]),
    ]);
    expect(screen.getByRole('heading', { name: FIELD_ACTIVITIES_TITLE })).toBeInTheDocument();
    await screen.findAllByText('Aplicação de fungicida');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/Título.*Categoria.*Início.*Fim.*Status.*Propriedade/);
    const [first, second] = rows.slice(1) as HTMLElement[];
    expect(first).toHaveTextContent('Aplicação');
    expect(first).toHaveTextContent('18/11/2026');
    expect(first).toHaveTextContent('25/11/2026');
    expect(first).toHaveTextContent('Fazenda Santa Helena');
    expect(first).toHaveTextContent('Soja 2026');
    expect(first).toHaveTextContent('R$ 1.530,40');
    expect(within(first!).getByText('Em andamento').className).toContain('tone-teal');
    expect(within(second!).getByText('Atrasado').className).toContain('tone-red');
    expect(first).toHaveTextContent('Semanalmente');
    expect(second).toHaveTextContent('Uma vez');
    // 'Recomendar' for a writer; 'Editar' only on the row the caller created; the title opens the detail.
    expect(screen.getByRole('link', { name: 'Recomendar' })).toHaveAttribute(
      'href',
      `${AREA_BASE.CONSULTANT}/consultorias/prestadas/recomendacoes/criar?farmerId=${FARMER}&consultancyProvidedId=pc1`,
    );
    expect(within(first!).getByRole('link', { name: 'Editar Aplicação de fungicida' })).toHaveAttribute(
      'href',
      `${AREA_BASE.CONSULTANT}/consultorias/prestadas/recomendacoes/editar/fa-act-1`,
    );
    expect(within(second!).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Colheita' })).toHaveAttribute(
      'href',
      `${AREA_BASE.CONSULTANT}/consultorias/prestadas/recomendacoes/a2`,
    );
  });

  it("filters by status ('Todos' plus each status) and by name, both kept in the URL", async () => {
    const user = userEvent.setup();
    render(`${LIST}?farmerId=${FARMER}`, [
      listMock([makeActivity()]),
      listMock([makeActivity({ status: 'LATE' })], { status: 'LATE' }),
      listMock([], { status: 'LATE', name: 'poda' }),
    ]);
    await screen.findAllByText('Aplicação de fungicida');
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual([
      'Todos',
      'Planejado',
      'Em andamento',
      'Concluído',
      'Atrasado',
      'Cancelado',
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Atrasado');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`farmerId=${FARMER}&status=LATE`));
    expect(await screen.findAllByText('Atrasado')).not.toHaveLength(0);

    await user.type(screen.getByLabelText('Pesquisar atividades'), 'poda');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(FIELD_ACTIVITIES_EMPTY)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=LATE&name=poda'));
  });
});
