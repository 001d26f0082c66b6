import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  FarmerHubConsultanciesQuery,
  FarmerHubPropertiesQuery,
  FarmerMonitoringCountQuery,
  FarmerQuery,
  FarmerVisitCountQuery,
} from './documents';
import { FarmerHubPage, PROPERTIES_EMPTY } from './FarmerHubPage';
import { NO_CONSULTANCY_TEXT } from './FarmerHubTiles';
import { BASE, FARMER_ID, LIST, makeFarmer, renderPages } from './testing';

const SLOW = { timeout: 15_000 };
const HUB = `${LIST}/${FARMER_ID}`;

const property = (id: string, name: string, areaCount: number) => ({
  __typename: 'Property',
  id,
  name,
  areaCount,
  address: {
    __typename: 'Address',
    formattedAddress: 'Zona Rural, Rio Verde - GO',
    city: 'Rio Verde',
    stateFrom: 'GO',
  },
});

function mocks(options: { createdByMe: boolean; properties: unknown[]; consultancies?: unknown[] }) {
  return [
    {
      request: { query: FarmerQuery, variables: { id: FARMER_ID, viewAs: null } },
      result: { data: { farmer: makeFarmer({ createdByMe: options.createdByMe }) } },
    },
    {
      request: { query: FarmerVisitCountQuery, variables: { id: FARMER_ID, viewAs: null } },
      result: { data: { farmer: { __typename: 'Farmer', id: FARMER_ID, completedVisitCount: 7 } } },
    },
    {
      request: { query: FarmerMonitoringCountQuery, variables: { id: FARMER_ID, viewAs: null } },
      result: { data: { farmer: { __typename: 'Farmer', id: FARMER_ID, monitoringCount: 4 } } },
    },
    {
      request: { query: FarmerHubPropertiesQuery, variables: { farmerId: FARMER_ID, page: 1, viewAs: null } },
      result: {
        data: {
          farmerProperties: {
            __typename: 'PropertyPage',
            page: 1,
            hasNextPage: false,
            total: options.properties.length,
            items: options.properties,
          },
        },
      },
    },
    {
      request: { query: FarmerHubConsultanciesQuery, variables: { farmerId: FARMER_ID, viewAs: null } },
      result: {
        data: {
          providedConsultancies: {
            __typename: 'ProvidedConsultancyPage',
            page: 1,
            hasNextPage: false,
            items: options.consultancies ?? [],
          },
        },
      },
    },
  ];
}

const consultancy = {
  __typename: 'ProvidedConsultancy',
  id: 'pc1',
  startDate: '2026-03-10',
  offer: { __typename: 'OfferedConsultancy', id: 'of1', name: 'Manejo do café' },
};

describe('FarmerHubPage', () => {
  it('shows the creator the profile, the properties with their area counts and the edit buttons', async () => {
    renderPages([{ path: `${LIST}/:id`, element: <FarmerHubPage /> }], {
      at: HUB,
      mocks: mocks({ createdByMe: true, properties: [property('p1', 'Fazenda Boa Vista', 3)] }),
    });
    expect(await screen.findByRole('heading', { name: 'José Carlos Bernardes' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('jose@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText('(64) 99876-5432')).toBeInTheDocument();
    expect(screen.getByText('20/08/1975')).toBeInTheDocument();
    const row = (await screen.findAllByText('Fazenda Boa Vista'))[0]!.closest('tr')!;
    expect(row).toHaveTextContent('Rio Verde - GO');
    expect(row).toHaveTextContent('3');
    expect(within(row).getByRole('link', { name: /Visualizar/ })).toHaveAttribute(
      'href',
      `${LIST}/propriedades/p1?farmerId=${FARMER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', `${LIST}/editar/${FARMER_ID}`);
    expect(screen.getByRole('link', { name: 'Criar propriedade' })).toHaveAttribute(
      'href',
      `${LIST}/propriedades/criar?farmerId=${FARMER_ID}`,
    );
  });

  it('company consultant area: the creator edits, with links under /consultor-empresarial', async () => {
    const list = '/consultor-empresarial/agricultores';
    renderPages([{ path: `${list}/:id`, element: <FarmerHubPage /> }], {
      at: `${list}/${FARMER_ID}`,
      area: 'ENTERPRISE_CONSULTANT',
      mocks: mocks({ createdByMe: true, properties: [property('p1', 'Fazenda Boa Vista', 3)] }),
    });
    expect(await screen.findByRole('heading', { name: 'José Carlos Bernardes' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', `${list}/editar/${FARMER_ID}`);
    expect(screen.getByRole('link', { name: 'Criar propriedade' })).toHaveAttribute(
      'href',
      `${list}/propriedades/criar?farmerId=${FARMER_ID}`,
    );
  });

  it('company area: read-only, no edit button even for a farmer the data marks as created by the viewer', async () => {
    const list = '/empresa/agricultores';
    renderPages([{ path: `${list}/:id`, element: <FarmerHubPage /> }], {
      at: `${list}/${FARMER_ID}`,
      area: 'ENTERPRISE',
      mocks: mocks({ createdByMe: true, properties: [property('p1', 'Fazenda Boa Vista', 3)] }),
    });
    const row = (await screen.findAllByText('Fazenda Boa Vista', {}, SLOW))[0]!.closest('tr')!;
    expect(within(row).getByRole('link', { name: /Visualizar/ })).toHaveAttribute(
      'href',
      `${list}/propriedades/p1?farmerId=${FARMER_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Editar perfil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar propriedade' })).not.toBeInTheDocument();
  });

  it('hides the edit buttons from a consultant who did not register the farmer, and says there is no property', async () => {
    renderPages([{ path: `${LIST}/:id`, element: <FarmerHubPage /> }], {
      at: HUB,
      mocks: mocks({ createdByMe: false, properties: [] }),
    });
    expect(await screen.findByText(PROPERTIES_EMPTY, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar perfil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar propriedade' })).not.toBeInTheDocument();
  });

  it("links the tiles to the farmer's pages and the visits to the farmer's consultancies", async () => {
    const user = userEvent.setup();
    renderPages([{ path: `${LIST}/:id`, element: <FarmerHubPage /> }], {
      at: HUB,
      mocks: mocks({ createdByMe: true, properties: [], consultancies: [consultancy] }),
    });
    await screen.findByRole('heading', { name: 'José Carlos Bernardes' }, SLOW);
    expect(screen.getByRole('link', { name: 'Análises Agronômicas' })).toHaveAttribute(
      'href',
      `${LIST}/analises-agronomicas?farmerId=${FARMER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Estoque' })).toHaveAttribute(
      'href',
      `${LIST}/estoque?farmerId=${FARMER_ID}`,
    );

    await user.click(screen.getByRole('button', { name: 'Informações de Safra' }));
    expect(await screen.findByRole('menuitem', { name: 'Safras' })).toHaveAttribute(
      'href',
      `${LIST}/safras?farmerId=${FARMER_ID}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Atividades de campo' })).toHaveAttribute(
      'href',
      `${LIST}/atividades-de-campo?farmerId=${FARMER_ID}`,
    );
    await user.keyboard('{Escape}');

    const visits = await screen.findByRole('button', { name: 'Visitas técnicas: 7' }, SLOW);
    await user.click(visits);
    expect(await screen.findByRole('menuitem', { name: /Manejo do café — 10\/03\/2026/ })).toHaveAttribute(
      'href',
      `${BASE}/consultorias/prestadas/atividades?consultancyProvidedId=pc1`,
    );
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Monitoramentos: 4' }, SLOW));
    expect(await screen.findByRole('menuitem', { name: /Manejo do café/ })).toHaveAttribute(
      'href',
      `${BASE}/consultorias/prestadas/monitoramentos?farmerId=${FARMER_ID}&consultancyProvidedId=pc1`,
    );
  });

  it('shows the consultancy tiles without links when the farmer has no provided consultancy', async () => {
    renderPages([{ path: `${LIST}/:id`, element: <FarmerHubPage /> }], {
      at: HUB,
      mocks: mocks({ createdByMe: true, properties: [] }),
    });
    await screen.findByRole('heading', { name: 'José Carlos Bernardes' }, SLOW);
    expect(await screen.findAllByText(NO_CONSULTANCY_TEXT)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Relatórios' })).not.toBeInTheDocument();
  });
});
