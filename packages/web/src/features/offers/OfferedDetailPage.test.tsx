import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferedConsultancyQuery } from './documents';
import { OfferedDetailPage } from './OfferedDetailPage';
import { BASE, makeOffer, renderOffers, viewerOf } from './testing';

const session = vi.hoisted(() => ({ role: 'CONSULTANT' }));
vi.mock('@/app/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/app/session')>()),
  useViewer: () => viewerOf(session.role as 'CONSULTANT'),
}));

const LIST = `${BASE}/consultorias/ofertadas`;

function renderDetail(offer: ReturnType<typeof makeOffer>) {
  return renderOffers([{ path: `${LIST}/:id`, element: <OfferedDetailPage /> }], {
    at: `${LIST}/${offer.id}`,
    area: session.role as 'CONSULTANT',
    mocks: [
      {
        request: { query: OfferedConsultancyQuery, variables: { id: offer.id, viewAs: null } },
        result: { data: { offeredConsultancy: offer } },
      },
    ],
  });
}

describe('offered consultancy detail', () => {
  beforeEach(() => {
    session.role = 'CONSULTANT';
  });

  it('shows format, cultures, every price, regions, clients, the summary in italics and the content', async () => {
    const offer = makeOffer({ imageUrl: '/files/cafe.png' });
    renderDetail(offer);
    expect(await screen.findByRole('heading', { name: offer.name })).toBeInTheDocument();
    expect(screen.getByText('Online e Presencial')).toBeInTheDocument();
    expect(screen.getByText('Café, Pimenta')).toBeInTheDocument();
    expect(screen.getByText('R$ 1.500,00 Por hectare')).toBeInTheDocument();
    expect(screen.getByText('R$ 300,00 Por visita')).toBeInTheDocument();
    expect(screen.getByText('Vitória - ES, Brasil')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText(offer.summary as string)).toHaveClass('italic');
    expect(screen.getByText('Plano de manejo completo.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Imagem da consultoria ${offer.name}` })).toHaveAttribute(
      'src',
      '/files/cafe.png',
    );
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `${LIST}/editar/${offer.id}`);
  });

  it("says 'A combinar' for an agreed price and offers no 'Editar' to a read-only viewer", async () => {
    session.role = 'ENTERPRISE_CONSULTANT';
    const offer = makeOffer({ agreedPrice: true, prices: [], format: 'ONLINE', regions: [] });
    renderDetail(offer);
    expect(await screen.findByText('A combinar')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.queryByText('Regiões de atendimento')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });
});
