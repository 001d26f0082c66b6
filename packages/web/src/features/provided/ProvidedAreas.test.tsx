import { AREA_BASE, type WebRole } from '@talhao/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routesFor } from '@/app/areaScope';
import { viewerOf } from '@/features/offers/testing';
import { ProvidedConsultanciesQuery, ProvidedConsultancyQuery } from './documents';
import { ProvidedDetailPage } from './ProvidedDetailPage';
import { ProvidedListPage } from './ProvidedListPage';
import { requestRoutes } from './requests/routes';
import { providedConsultancyRoutes } from './routes';
import { makeProvided, makeProvidedRow, renderPages } from './testing';

const viewer = vi.hoisted(() => ({ role: 'ENTERPRISE' }));
vi.mock('@/app/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/app/session')>()),
  useViewer: () => viewerOf(viewer.role as 'ENTERPRISE'),
}));

const ID = 'pc0000000000000000000001';
const listOf = (area: WebRole) => `${AREA_BASE[area]}/consultorias/prestadas`;

function renderList(area: WebRole) {
  viewer.role = area;
  return renderPages([{ path: listOf(area), element: <ProvidedListPage /> }], {
    at: listOf(area),
    area,
    mocks: [
      {
        request: {
          query: ProvidedConsultanciesQuery,
          variables: { providedConsultancyId: null, farmerId: null, page: 1, viewAs: null },
        },
        result: {
          data: {
            providedConsultancies: {
              __typename: 'ProvidedConsultancyPage',
              page: 1,
              hasNextPage: false,
              total: 1,
              items: [makeProvidedRow()],
            },
          },
        },
      },
    ],
  });
}

function renderDetail(area: WebRole) {
  viewer.role = area;
  return renderPages([{ path: `${listOf(area)}/:id`, element: <ProvidedDetailPage /> }], {
    at: `${listOf(area)}/${ID}`,
    area,
    mocks: [
      {
        request: { query: ProvidedConsultancyQuery, variables: { id: ID, viewAs: null } },
        result: {
          data: {
            providedConsultancy: { ...makeProvided(), monitoringCount: 1, reportCount: 1, recommendationCount: 1 },
          },
        },
      },
    ],
  });
}

describe('the provided pages in the company and company-consultant areas', () => {
  it('mount: list and detail in all three areas, create/edit where consultancies are delivered, requests for consultant and company', () => {
    const paths = (area: WebRole) => [
      ...routesFor(area, providedConsultancyRoutes).map((route) => route.path),
      ...routesFor(area, requestRoutes).map((route) => route.path),
    ];
    expect(paths('ENTERPRISE')).toEqual([
      'consultorias/prestadas',
      'consultorias/prestadas/:id',
      'consultorias/solicitadas',
      'consultorias/solicitadas/:id',
    ]);
    expect(paths('ENTERPRISE_CONSULTANT')).toEqual([
      'consultorias/prestadas',
      'consultorias/prestadas/criar',
      'consultorias/prestadas/editar/:id',
      'consultorias/prestadas/:id',
    ]);
    expect(paths('CONSULTANT')).toHaveLength(6);
  });

  it("company: 'Minhas Consultorias' with Data, Consultor, Cliente, Tipo, Status and no create button", async () => {
    renderList('ENTERPRISE');
    await screen.findAllByText('José Pereira');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 5)).toEqual(['Data', 'Consultor', 'Cliente', 'Tipo', 'Status']);
    expect(screen.getByRole('heading', { name: 'Minhas Consultorias' })).toBeInTheDocument();
    expect(screen.getAllByText('Marina Lopes').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Prestar consultoria' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visualizar/ })).toHaveAttribute('href', `${listOf('ENTERPRISE')}/${ID}`);
  });

  it("company consultant: no Consultor column and 'Prestar consultoria' to the create page", async () => {
    renderList('ENTERPRISE_CONSULTANT');
    await screen.findAllByText('José Pereira');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).not.toContain('Consultor');
    expect(screen.getByRole('link', { name: 'Prestar consultoria' })).toHaveAttribute(
      'href',
      `${listOf('ENTERPRISE_CONSULTANT')}/criar`,
    );
  });

  it('company detail: the consultant card links to the consultant page, total profit in BRL, no Editar', async () => {
    renderDetail('ENTERPRISE');
    expect(await screen.findByRole('heading', { name: /Manejo do café conilon/ })).toBeInTheDocument();
    expect(screen.getAllByText('Marina Lopes').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Ver consultor/ })).toHaveAttribute(
      'href',
      '/empresa/consultores/co0000000000000000000001',
    );
    expect(screen.getByText('Lucro total')).toBeInTheDocument();
    expect(screen.getByText(/R\$\s1\.500,00/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('company consultant detail: Editar to the real edit page, no consultant card', async () => {
    renderDetail('ENTERPRISE_CONSULTANT');
    expect(await screen.findByRole('heading', { name: /Manejo do café conilon/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `${listOf('ENTERPRISE_CONSULTANT')}/editar/${ID}`,
    );
    expect(screen.queryByRole('link', { name: /Ver consultor/ })).not.toBeInTheDocument();
    expect(screen.getByText('Valor fixo')).toBeInTheDocument();
  });
});
