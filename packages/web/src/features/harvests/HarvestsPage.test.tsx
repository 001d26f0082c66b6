import { AREA_BASE } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '@/app/csvDownload';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { HarvestQuery, HarvestsQuery } from './documents';
import { HARVESTS_NONE, HARVESTS_NOT_FOUND, HARVESTS_TITLE, HarvestsPage } from './HarvestsPage';

vi.mock('@/app/csvDownload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/app/csvDownload')>()),
  downloadCsv: vi.fn(async () => undefined),
}));

const LIST = `${AREA_BASE.CONSULTANT}/agricultores/safras`;
const FARMER = 'fa0000000000000000000001';

function makeHarvest(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Harvest',
    id: 'hv0000000000000000000001',
    farmerId: FARMER,
    cultureName: 'Soja',
    year: 2025,
    startDate: '2025-09-15',
    endDate: '2026-02-03',
    property: { __typename: 'FarmRecordRef', id: 'pr1', name: 'Fazenda Santa Helena' },
    sectors: [
      { __typename: 'FarmRecordRef', id: 's1', name: 'Setor 1' },
      { __typename: 'FarmRecordRef', id: 's2', name: 'Setor 2' },
    ],
    costs: [
      { __typename: 'HarvestCategoryCost', category: 'LABOR', estimated: 12000, real: 9850.5 },
      { __typename: 'HarvestCategoryCost', category: 'PRODUCTION', estimated: 30000, real: 31200 },
      { __typename: 'HarvestCategoryCost', category: 'EQUIPMENT', estimated: 8000, real: 4100.25 },
      { __typename: 'HarvestCategoryCost', category: 'OTHER', estimated: 2000, real: 0 },
    ],
    estimatedTotal: 52000,
    realTotal: 45150.75,
    realCostsByTag: [
      { __typename: 'HarvestTagCost', tag: 'Adubação', total: 20000 },
      { __typename: 'HarvestTagCost', tag: 'Mão de obra', total: 9850.5 },
    ],
    ...overrides,
  };
}

const listMock = (items: unknown[], search: string | null = null) => ({
  request: { query: HarvestsQuery, variables: { farmerId: FARMER, search, page: 1, viewAs: null } },
  result: {
    data: { harvests: { __typename: 'HarvestPage', page: 1, total: items.length, hasNextPage: false, items } },
  },
});

const render = (at: string, mocks: unknown[]) =>
  renderAreaRoutes([{ path: LIST, element: <HarvestsPage /> }], { at, mocks: mocks as never });

describe('HarvestsPage', () => {
  it("labels each card 'Safra de {culture} {year} - dd/MM a dd/MM' and opens the costs drawer", async () => {
    const user = userEvent.setup();
    const harvest = makeHarvest();
    render(`${LIST}?farmerId=${FARMER}`, [
      listMock([
        harvest,
        makeHarvest({ id: 'hv2', cultureName: 'Café', year: 2024, startDate: '2024-01-05', endDate: '2024-11-30' }),
      ]),
      {
        request: { query: HarvestQuery, variables: { farmerId: FARMER, id: harvest.id, viewAs: null } },
        result: { data: { harvest } },
      },
    ]);
    expect(screen.getByRole('heading', { name: HARVESTS_TITLE })).toBeInTheDocument();
    const card = await screen.findByRole('button', { name: /Safra de Soja 2025 - 15\/09 a 03\/02/ });
    expect(screen.getByRole('button', { name: /Safra de Café 2024 - 05\/01 a 30\/11/ })).toBeInTheDocument();

    await user.click(card);
    const drawer = await screen.findByRole('dialog', { name: 'Safra de Soja 2025 - 15/09 a 03/02' });
    const table = await within(drawer).findByRole('table', { name: 'Custos por categoria' });
    const rows = within(table).getAllByRole('row').slice(1);
    // pt-BR money puts a non-breaking space after R$.
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Mão de obraR$ 12.000,00R$ 9.850,50',
      'ProduçãoR$ 30.000,00R$ 31.200,00',
      'EquipamentosR$ 8.000,00R$ 4.100,25',
      'OutrosR$ 2.000,00R$ 0,00',
      'TotalR$ 52.000,00R$ 45.150,75',
    ]);
    expect(within(drawer).getByText('Setor 1')).toBeInTheDocument();
    expect(within(drawer).getByText('Setor 2')).toBeInTheDocument();
    expect(within(drawer).getByText('Fazenda Santa Helena')).toBeInTheDocument();
  });

  it("says the farmer has no harvests, and 'Nenhuma safra encontrada' for a search (kept in the URL)", async () => {
    const user = userEvent.setup();
    render(`${LIST}?farmerId=${FARMER}`, [listMock([]), listMock([], 'milho')]);
    expect(await screen.findByText(HARVESTS_NONE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pesquisar safras'), 'milho');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(HARVESTS_NOT_FOUND)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`farmerId=${FARMER}&search=milho`));
  });

  it("shows the BFF's 'Erro ao carregar a Safra: {status}' when the drawer's harvest fails", async () => {
    const user = userEvent.setup();
    const harvest = makeHarvest();
    render(`${LIST}?farmerId=${FARMER}`, [
      listMock([harvest]),
      {
        request: { query: HarvestQuery, variables: { farmerId: FARMER, id: harvest.id, viewAs: null } },
        result: {
          errors: [{ message: 'Erro ao carregar a Safra: 502', extensions: { code: 'UPSTREAM_ERROR', status: 502 } }],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /Safra de Soja 2025/ }));
    expect(await screen.findByText('Erro ao carregar a Safra: 502')).toBeInTheDocument();
  });

  it('exports the harvest costs of the farmer (and the search) as CSV', async () => {
    const user = userEvent.setup();
    render(`${LIST}?farmerId=${FARMER}&search=soja`, [listMock([makeHarvest()], 'soja')]);
    await screen.findByRole('button', { name: /Safra de Soja 2025/ });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith(`/exports/harvests.csv?farmerId=${FARMER}&search=soja`);
  });
});
