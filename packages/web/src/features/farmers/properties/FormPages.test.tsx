import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { typeDay } from '@/ui/dateFieldTesting';
import { CreateSectorsMutation, FarmerCulturesQuery, LandFarmerQuery, PropertyAreasQuery } from './documents';
import { PropertyCreatePage } from './PropertyFormPages';
import { SectorsCreatePage } from './SectorFormPages';

const BASE = '/consultor/agricultores/propriedades';
const FARMER_ID = 'f1';
const PROPERTY_ID = 'p1';

beforeAll(async () => {
  await import('@/ui/map/LeafletMap');
});

const cultures = {
  request: { query: FarmerCulturesQuery, variables: { farmerId: FARMER_ID, page: 1, viewAs: null } },
  result: {
    data: {
      farmerCultures: {
        __typename: 'CulturePage',
        page: 1,
        hasNextPage: false,
        total: 1,
        items: [{ __typename: 'Culture', id: 'c1', name: 'Café' }],
      },
    },
  },
  maxUsageCount: 5,
};

describe('Nova Propriedade', () => {
  it('refuses an empty form with the specification’s messages; the map dialog needs a point', async () => {
    const user = userEvent.setup();
    renderAreaRoutes([{ path: `${BASE}/criar`, element: <PropertyCreatePage /> }], {
      at: `${BASE}/criar?farmerId=${FARMER_ID}`,
      mocks: [
        {
          request: { query: LandFarmerQuery, variables: { id: FARMER_ID, viewAs: null } },
          result: { data: { farmer: { __typename: 'Farmer', id: FARMER_ID, name: 'João', createdByMe: true } } },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Nome da propriedade'), 'Sít');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O nome deve ter no mínimo 4 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Selecione a localização da propriedade')).toBeInTheDocument();
    expect(screen.getByText('Digite a área total da propriedade')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Selecionar no mapa' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione uma localização para salvar!')).toBeInTheDocument();
  });
});

describe('Criar Setores', () => {
  function renderCreate(extraMocks: object[] = []) {
    return renderAreaRoutes(
      [
        { path: `${BASE}/criar/setores`, element: <SectorsCreatePage /> },
        { path: `${BASE}/:id`, element: <p>Página da propriedade</p> },
      ],
      {
        at: `${BASE}/criar/setores?farmerId=${FARMER_ID}&propertyId=${PROPERTY_ID}&areaId=a1`,
        mocks: [
          {
            request: { query: PropertyAreasQuery, variables: { id: PROPERTY_ID, viewAs: null } },
            result: {
              data: {
                property: {
                  __typename: 'Property',
                  id: PROPERTY_ID,
                  name: 'Sítio Boa Vista',
                  farmerId: FARMER_ID,
                  farmer: { __typename: 'Farmer', id: FARMER_ID, createdByMe: true },
                  allAreas: [{ __typename: 'Area', id: 'a1', name: 'Talhão Café', sectorCount: 2 }],
                },
              },
            },
          },
          cultures,
          ...extraMocks,
        ] as never,
      },
    );
  }

  it('one sector needs its name; every field says what is missing', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await screen.findByText('Digite o tamanho do setor');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    for (const message of [
      'Digite o nome do setor',
      'Selecione uma cultura',
      'Digite o tamanho do setor',
      'Selecione a data de plantio',
      'Digite o espaçamento entre linhas',
      'Digite o espaçamento entre plantas',
    ]) {
      expect(alerts).toContain(message);
    }
  });

  it('three sectors at once: no name asked, Brazilian decimals sent as numbers, then the property page', async () => {
    const user = userEvent.setup();
    renderCreate([
      {
        request: {
          query: CreateSectorsMutation,
          variables: {
            input: {
              areaId: 'a1',
              quantity: 3,
              name: null,
              cultureId: 'c1',
              plotArea: 1350.5,
              plantingDate: '2026-03-10',
              spacingBetweenPlants: 0.5,
              spacingBetweenStreets: 3.5,
            },
          },
        },
        result: {
          data: {
            createSectors: { __typename: 'SectorsResult', message: 'Setor(es) criado(s) com sucesso!', sectors: [] },
          },
        },
      },
    ]);
    const quantity = await screen.findByLabelText('Quantidade de setores');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.queryByLabelText('Nome do setor')).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Cultura'), 'c1');
    await user.type(screen.getByLabelText('Tamanho do setor'), '1.350,5');
    await typeDay(user, screen.getByLabelText('Data de plantio'), '2026-03-10');
    await user.type(screen.getByLabelText('Espaçamento entre linhas'), '3,5');
    await user.type(screen.getByLabelText('Espaçamento entre plantas'), '0,5');
    // 1350.5 ha = 13,505,000 m² over 1.75 m² a plant.
    expect(screen.getByText('7.717.142')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Setor(es) criado(s) com sucesso!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `${BASE}/${PROPERTY_ID}?farmerId=${FARMER_ID}&propertyId=${PROPERTY_ID}`,
      ),
    );
  });
});
