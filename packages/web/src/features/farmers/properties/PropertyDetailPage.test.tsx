import { AREA_BASE, type WebRole } from '@talhao/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { CreateAreaMutation, FarmerCulturesQuery, PropertyPageQuery } from './documents';
import { PROPERTY_PAGE_TEXTS, PropertyDetailPage } from './PropertyDetailPage';

const PROPERTY_ID = 'p00000000000000000000001';
const FARMER_ID = 'f00000000000000000000001';

const sector = (id: string, name: string) => ({
  __typename: 'Sector',
  id,
  name,
  areaId: 'a1',
  areaName: 'Talhão Café',
  cultureId: 'c1',
  cultureName: 'Café',
  plotArea: 2.5,
  plantingDate: '2026-03-10',
  spacingBetweenStreets: 3.5,
  spacingBetweenPlants: 0.5,
  plants: 14285,
});

const area = (id: string, name: string, sectors: ReturnType<typeof sector>[]) => ({
  __typename: 'Area',
  id,
  name,
  plotArea: 5,
  sectorCount: sectors.length,
  sectors,
});

function property(
  overrides: {
    createdByMe?: boolean;
    areaCount?: number;
    areas?: ReturnType<typeof area>[];
    hasNextPage?: boolean;
  } = {},
) {
  const areas = overrides.areas ?? [
    area('a1', 'Talhão Café', [sector('s1', 'Setor 1'), sector('s2', 'Setor 2')]),
    area('a2', 'Talhão Vazio', []),
  ];
  return {
    __typename: 'Property',
    id: PROPERTY_ID,
    name: 'Sítio Boa Vista',
    totalArea: 1350.5,
    areaCount: overrides.areaCount ?? areas.length,
    pictureUrl: null,
    farmerId: FARMER_ID,
    address: {
      __typename: 'Address',
      formattedAddress: 'Linhares - ES, Brasil',
      city: 'Linhares',
      stateFrom: 'ES',
      country: null,
      neighborhood: null,
      street: null,
      streetNumber: null,
      postalCode: null,
      coords: { __typename: 'Coords', latitude: -19.39, longitude: -40.07 },
    },
    farmer: { __typename: 'Farmer', id: FARMER_ID, name: 'João da Silva', createdByMe: overrides.createdByMe ?? true },
    areas: {
      __typename: 'AreaPage',
      page: 1,
      hasNextPage: overrides.hasNextPage ?? false,
      total: areas.length,
      items: areas,
    },
  };
}

function renderPage(data: ReturnType<typeof property>, area: WebRole = 'CONSULTANT', page = 1, extra: object[] = []) {
  const base = `${AREA_BASE[area]}/agricultores/propriedades`;
  return renderAreaRoutes([{ path: `${base}/:id`, element: <PropertyDetailPage /> }], {
    at: `${base}/${PROPERTY_ID}?farmerId=${FARMER_ID}`,
    area,
    mocks: [
      {
        request: { query: PropertyPageQuery, variables: { id: PROPERTY_ID, page, viewAs: null } },
        result: { data: { property: data } },
        maxUsageCount: 5,
      },
      {
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
      },
      ...extra,
    ] as never,
  });
}

describe('property page', () => {
  it('shows owner, city, total area, the area count, and the areas expanding to their sectors', async () => {
    const user = userEvent.setup();
    renderPage(property());
    expect(await screen.findByRole('heading', { name: 'Sítio Boa Vista' })).toBeInTheDocument();
    expect(screen.getByText('João da Silva')).toBeInTheDocument();
    expect(screen.getByText('Linhares - ES')).toBeInTheDocument();
    expect(screen.getByText('1.350,5 ha')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Propriedade sem foto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver localização' })).toBeEnabled();

    const toggle = screen.getByRole('button', { name: 'Talhão Café' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Setores da área Talhão Café' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sectors = screen.getByRole('table', { name: 'Setores da área Talhão Café' });
    const first = within(sectors).getAllByRole('row')[1]!;
    for (const text of ['Setor 1', '2,5 ha', 'Café', '3,5 m', '0,5 m', '14.285', '10/03/2026']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Talhão Vazio' }));
    expect(screen.getByText(PROPERTY_PAGE_TEXTS.noSectors)).toBeInTheDocument();
    expect(await screen.findByText('Café', { selector: 'li' })).toBeInTheDocument();
  });

  it("counts areas as '10+' from 10 and offers the farmer's creator every write", async () => {
    renderPage(property({ areaCount: 12 }));
    expect(await screen.findByText('10+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/consultor/agricultores/propriedades/editar/${PROPERTY_ID}?farmerId=${FARMER_ID}&propertyId=${PROPERTY_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Nova área' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar Setores' })).toHaveAttribute(
      'href',
      `/consultor/agricultores/propriedades/criar/setores?farmerId=${FARMER_ID}&propertyId=${PROPERTY_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Excluir área Talhão Café' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV das propriedades do agricultor' })).toBeInTheDocument();
  });

  it('offers no write to a consultant who did not register the farmer, nor to the company', async () => {
    renderPage(property({ createdByMe: false }));
    expect(await screen.findByRole('heading', { name: 'Sítio Boa Vista' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova área' })).not.toBeInTheDocument();
  });

  it('company area: read-only even when the data says createdByMe', async () => {
    renderPage(property(), 'ENTERPRISE');
    expect(await screen.findByRole('heading', { name: 'Sítio Boa Vista' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova área' })).not.toBeInTheDocument();
  });

  it('company consultant area: the creator writes, links under /consultor-empresarial', async () => {
    renderPage(property(), 'ENTERPRISE_CONSULTANT');
    expect(await screen.findByRole('heading', { name: 'Sítio Boa Vista' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/consultor-empresarial/agricultores/propriedades/editar/${PROPERTY_ID}?farmerId=${FARMER_ID}&propertyId=${PROPERTY_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Nova área' })).toBeInTheDocument();
  });

  it('company area: no edit link nor sector write either, the areas still expand to their sectors', async () => {
    renderPage(property(), 'ENTERPRISE');
    expect(await screen.findByRole('heading', { name: 'Sítio Boa Vista' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar Setores' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir área Talhão Café' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Talhão Café').length).toBeGreaterThan(0);
  });

  it('says when the property has no areas', async () => {
    renderPage(property({ areas: [] }));
    expect(await screen.findByText('Essa propriedade não possui Áreas registradas')).toBeInTheDocument();
  });

  it('area delete asks first', async () => {
    const user = userEvent.setup();
    renderPage(property());
    await user.click(await screen.findByRole('button', { name: 'Excluir área Talhão Café' }));
    expect(await screen.findByText('Tem certeza que deseja excluir essa área?')).toBeInTheDocument();
  });

  it('creates an area in a dialog: the name is asked, then the success text', async () => {
    const user = userEvent.setup();
    renderPage(property(), 'CONSULTANT', 1, [
      {
        request: { query: CreateAreaMutation, variables: { input: { propertyId: PROPERTY_ID, name: 'Talhão Novo' } } },
        result: {
          data: {
            createArea: {
              __typename: 'AreaResult',
              message: 'Área criada com sucesso!',
              area: { __typename: 'Area', id: 'a9', name: 'Talhão Novo' },
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Nova área' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Propriedade')).toHaveValue(PROPERTY_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Digite o nome da área', { selector: '[role=alert] *' }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nome da área'), 'Talhão Novo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Área criada com sucesso!')).toBeInTheDocument();
  });
});
