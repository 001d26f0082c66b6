import { COMMON } from '@talhao/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { viewerOf } from '@/features/offers/testing';
import { ProvidedConsultancyQuery } from './documents';
import { ProvidedDetailPage } from './ProvidedDetailPage';
import { BASE, LIST, makeProvided, renderPages } from './testing';

const viewer = vi.hoisted(() => ({ role: 'CONSULTANT' }));
vi.mock('@/app/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/app/session')>()),
  useViewer: () => viewerOf(viewer.role as 'CONSULTANT'),
}));

const ID = 'pc0000000000000000000001';
const detailMock = (provided: unknown) => ({
  request: { query: ProvidedConsultancyQuery, variables: { id: ID, viewAs: null } },
  result: {
    data: {
      providedConsultancy: provided
        ? { ...(provided as object), monitoringCount: 4, reportCount: 2, recommendationCount: 7 }
        : provided,
    },
  },
});

function renderDetail(provided: unknown) {
  return renderPages([{ path: `${LIST}/:id`, element: <ProvidedDetailPage /> }], {
    at: `${LIST}/${ID}`,
    mocks: [detailMock(provided)],
  });
}

describe('ProvidedDetailPage', () => {
  it("shows the consultancy, 'Não especificado' for a missing end and every sub-page with its count", async () => {
    viewer.role = 'CONSULTANT';
    renderDetail(makeProvided());
    expect(await screen.findByRole('heading', { name: /Manejo do café conilon/ })).toHaveTextContent('Em andamento');
    expect(screen.getByText('Consultoria prestada')).toBeInTheDocument();
    expect(screen.getByText('10/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Não especificado')).toBeInTheDocument();
    expect(screen.getByText(/R\$\s1\.500,00/)).toBeInTheDocument();
    expect(screen.getByText('Linhares - ES')).toBeInTheDocument();
    expect(screen.getByText('Área total: 12,5 ha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver propriedade/ })).toHaveAttribute(
      'href',
      `${BASE}/agricultores/propriedades/pr0000000000000000000001?farmerId=fa0000000000000000000001`,
    );
    const subPages = screen.getByRole('navigation', { name: 'Páginas da consultoria' });
    const farm = `farmerId=fa0000000000000000000001&consultancyProvidedId=${ID}`;
    const links = within(subPages)
      .getAllByRole('link')
      .map((link) => [link.querySelector('.font-semibold')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Atividades', `${LIST}/atividades?consultancyProvidedId=${ID}`],
      ['Monitoramentos4', `${LIST}/monitoramentos?${farm}`],
      ['Relatórios2', `${LIST}/relatorios?${farm}`],
      ['Recomendações7', `${LIST}/recomendacoes?${farm}`],
      ['Análises agronômicas', `${BASE}/agricultores/analises-agronomicas?${farm}`],
      ['Atividades de campo', `${BASE}/agricultores/atividades-de-campo?${farm}`],
      ['Estoque', `${BASE}/agricultores/estoque?${farm}`],
      ['Safras', `${BASE}/agricultores/safras?${farm}`],
    ]);
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `${LIST}/editar/${ID}`);
  });

  it("opens the farmer's details in a dialog", async () => {
    viewer.role = 'CONSULTANT';
    const user = userEvent.setup();
    renderDetail(makeProvided({ endDate: '2026-12-20' }));
    await user.click(await screen.findByRole('button', { name: /Ver detalhes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do agricultor' });
    expect(within(dialog).getByText('jose@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('(27) 99876-5432')).toBeInTheDocument();
    expect(within(dialog).getByText('20/05/1970')).toBeInTheDocument();
    expect(within(dialog).getByText('Rua das Flores, 10 - Linhares - ES')).toBeInTheDocument();
    expect(screen.queryByText('Não especificado')).not.toBeInTheDocument();
  });

  it('hides Editar from a viewer who cannot write and shows not-found for a missing record', async () => {
    viewer.role = 'MASTER';
    renderDetail(null);
    expect(await screen.findByText(COMMON.loadNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });
});
