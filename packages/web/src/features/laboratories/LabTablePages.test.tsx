import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { ASSOCIATED_TITLE, AssociatedLaboratoriesPage } from './AssociatedLaboratoriesPage';
import { AssociatedLaboratoriesQuery, MyLabAnalysesQuery } from './documents';
import { MY_ANALYSES_TITLE, MyLabAnalysesPage } from './MyLabAnalysesPage';
import { labPage, makeLab, ROOT } from './testing';

const ASSOCIATED = `${ROOT}/associados`;
const MINE = `${ROOT}/minhas-analises`;

const record = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'LabOrder',
  id: 'la0000000000000000000001',
  date: '2026-03-12',
  farmerId: 'fa0000000000000000000001',
  farmerName: 'Joana Ferreira',
  propertyName: 'Sítio Boa Vista',
  type: 'SOIL',
  laboratoryId: 'lb0000000000000000000001',
  laboratoryName: 'Laboratório Agronômico do Triângulo',
  status: 'SAMPLE_SENT',
  price: 95,
  ...overrides,
});

describe('AssociatedLaboratoriesPage', () => {
  it('lists name, analyses available, address and opens the lab’s location on a map', async () => {
    const user = userEvent.setup();
    renderAreaRoutes([{ path: ASSOCIATED, element: <AssociatedLaboratoriesPage /> }], {
      at: ASSOCIATED,
      mocks: [
        {
          request: { query: AssociatedLaboratoriesQuery, variables: { page: 1, viewAs: null } },
          result: { data: { associatedLaboratories: labPage('LaboratoryPage', [makeLab()]) } },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: ASSOCIATED_TITLE })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: ASSOCIATED_TITLE });
    await within(table).findByRole('link', { name: 'Laboratório Agronômico do Triângulo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'Análises disponíveis', 'Endereço', 'Localização']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Tecido vegetal, Solo');
    expect(row).toHaveTextContent('Av. Rondon Pacheco, 1450 - Saraiva, Uberlândia - MG, Brasil');
    expect(within(row).getByRole('link', { name: 'Laboratório Agronômico do Triângulo' })).toHaveAttribute(
      'href',
      `${ROOT}/laboratorio?laboratoryId=lb0000000000000000000001`,
    );

    await user.click(within(row).getByRole('button', { name: /Ver no mapa/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Laboratório Agronômico do Triângulo' });
    expect(
      await within(dialog).findByRole(
        'region',
        { name: 'Localização de Laboratório Agronômico do Triângulo' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Uberlândia - MG')).toBeInTheDocument();
  });

  it('says when no lab is associated', async () => {
    renderAreaRoutes([{ path: ASSOCIATED, element: <AssociatedLaboratoriesPage /> }], {
      at: ASSOCIATED,
      mocks: [
        {
          request: { query: AssociatedLaboratoriesQuery, variables: { page: 1, viewAs: null } },
          result: { data: { associatedLaboratories: labPage('LaboratoryPage', []) } },
        },
      ],
    });
    expect(await screen.findByText('Você ainda não possui laboratórios associados')).toBeInTheDocument();
  });
});

describe('MyLabAnalysesPage', () => {
  it('shows date, client, type, lab and a coloured status per row, with pagination', async () => {
    renderAreaRoutes([{ path: MINE, element: <MyLabAnalysesPage /> }], {
      at: MINE,
      mocks: [
        {
          request: { query: MyLabAnalysesQuery, variables: { page: 1, viewAs: null } },
          result: {
            data: {
              myLabAnalyses: labPage(
                'LabOrderPage',
                [
                  record(),
                  record({
                    id: 'la2',
                    date: '2026-01-05',
                    type: 'NEMATODES',
                    status: 'CANCELED',
                    propertyName: null,
                    farmerName: 'Antônio Lima',
                  }),
                ],
                true,
              ),
            },
          },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: MY_ANALYSES_TITLE })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: MY_ANALYSES_TITLE });
    await within(table).findByText('Joana Ferreira');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Data', 'Cliente', 'Tipo', 'Laboratório', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('12/03/2026');
    expect(rows[0]).toHaveTextContent('Joana Ferreira');
    expect(rows[0]).toHaveTextContent('Sítio Boa Vista');
    expect(rows[0]).toHaveTextContent('Solo');
    expect(rows[0]).toHaveTextContent('Amostra enviada');
    expect(
      within(rows[0] as HTMLElement)
        .getByText('Amostra enviada')
        .closest('span'),
    ).toHaveClass('bg-tone-yellow-bg');
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Laboratório Agronômico do Triângulo' }),
    ).toHaveAttribute('href', `${ROOT}/laboratorio?laboratoryId=lb0000000000000000000001`);
    expect(rows[1]).toHaveTextContent('05/01/2026');
    expect(rows[1]).toHaveTextContent('Nematoides');
    expect(
      within(rows[1] as HTMLElement)
        .getByText('Cancelada')
        .closest('span'),
    ).toHaveClass('bg-tone-red-bg');
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
  });

  it('says when there is no analysis yet', async () => {
    renderAreaRoutes([{ path: MINE, element: <MyLabAnalysesPage /> }], {
      at: MINE,
      mocks: [
        {
          request: { query: MyLabAnalysesQuery, variables: { page: 1, viewAs: null } },
          result: { data: { myLabAnalyses: labPage('LabOrderPage', []) } },
        },
      ],
    });
    expect(await screen.findByText('Nenhuma análise encontrada')).toBeInTheDocument();
  });
});
