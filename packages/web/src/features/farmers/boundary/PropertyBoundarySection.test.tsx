import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { boundaryAreaHectares, polygonFromCorners } from '@talhao/schema/forms/boundary';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Position } from 'geojson';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '@/app/apollo';
import { ToastProvider } from '@/ui';
import type { BoundaryMapProps } from './BoundaryMap';
import { SetPropertyBoundaryMutation } from './documents';
import { PropertyBoundarySection, type PropertyBoundarySectionProps } from './PropertyBoundarySection';

/**
 * Leaflet cannot lay out a map in jsdom (no sizes, so no clicks to coordinates): the map is a stub that shows
 * what it was given and offers "clicks" at the next corner of a square near Linhares/ES.
 */
const CLICKS: Position[] = [
  [-40.07, -19.39],
  [-40.06, -19.39],
  [-40.06, -19.38],
  [-40.07, -19.38],
];
vi.mock('./BoundaryMap', () => ({
  BoundaryMap: ({ boundary, corners, onCornersChange, label }: BoundaryMapProps) => (
    <div role="region" aria-label={label}>
      <output data-testid="map-boundary">{boundary ? JSON.stringify(boundary) : ''}</output>
      <output data-testid="map-corners">{corners ? corners.length : ''}</output>
      {onCornersChange && corners ? (
        <button type="button" onClick={() => onCornersChange([...corners, CLICKS[corners.length % 4]!])}>
          Clique no mapa
        </button>
      ) : null}
    </div>
  ),
}));

const PROPERTY_ID = 'pr0000000000000000000001';
const SQUARE = polygonFromCorners(CLICKS);
const SQUARE_HA = boundaryAreaHectares(SQUARE);
const MULTI = {
  type: 'MultiPolygon',
  coordinates: [SQUARE.coordinates, polygonFromCorners(CLICKS.map(([lng, lat]) => [lng! + 0.02, lat!])).coordinates],
};

const saveMock = (boundary: unknown, answer: unknown, error?: string): MockedResponse => ({
  request: { query: SetPropertyBoundaryMutation, variables: { propertyId: PROPERTY_ID, boundary } },
  ...(error
    ? { error: new Error(error) }
    : {
        result: {
          data: {
            setPropertyBoundary: {
              __typename: 'Property',
              id: PROPERTY_ID,
              boundary: answer,
              boundaryAreaHa: answer ? boundaryAreaHectares(answer as typeof SQUARE) : null,
            },
          },
        },
      }),
});

function renderSection(props: Partial<PropertyBoundarySectionProps> = {}, mocks: MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ToastProvider>
        <PropertyBoundarySection propertyId={PROPERTY_ID} boundary={null} areaHa={null} canEdit {...props} />
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('PropertyBoundarySection', () => {
  it("shows 'Sem contorno cadastrado' and, to a reader, no buttons", () => {
    renderSection({ canEdit: false });
    expect(screen.getByText('Sem contorno cadastrado')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the boundary on the map with its area and offers it as the total area', async () => {
    const onUseAsTotalArea = vi.fn();
    renderSection({ boundary: SQUARE, areaHa: 116.84, onUseAsTotalArea });
    expect(await screen.findByTestId('map-boundary')).toHaveTextContent('"Polygon"');
    expect(screen.getByText('Área do contorno: 116,84 ha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar contorno' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desenhar contorno' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Usar como área total' }));
    expect(onUseAsTotalArea).toHaveBeenCalledWith(116.84);
  });

  it("offers no 'Usar como área total' without the callback, and no edit to a reader", () => {
    renderSection({ boundary: SQUARE, areaHa: 116.84, canEdit: false });
    expect(screen.getByText('Área do contorno: 116,84 ha')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws a boundary point by point, shows its area and saves it', async () => {
    renderSection({}, [saveMock(SQUARE, SQUARE)]);
    await userEvent.click(screen.getByRole('button', { name: 'Desenhar contorno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contorno da propriedade' });
    const click = () => userEvent.click(within(dialog).getByRole('button', { name: 'Clique no mapa' }));
    await click();
    await click();
    // Two points are not an outline: saving says so and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar contorno' }));
    expect(await within(dialog).findByText('Marque ao menos 3 pontos no mapa')).toBeInTheDocument();
    await click();
    await click();
    await waitFor(() => expect(within(dialog).getByTestId('map-corners')).toHaveTextContent('4'));
    const area = `Área do contorno: ${SQUARE_HA.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} ha`;
    expect(within(dialog).getByText(area)).toBeInTheDocument();
    // Undo and redo the last corner.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desfazer último ponto' }));
    await waitFor(() => expect(within(dialog).getByTestId('map-corners')).toHaveTextContent('3'));
    await click();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar contorno' }));
    expect(await screen.findByText('Contorno salvo com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the drawing when the save fails and says why', async () => {
    renderSection({ boundary: SQUARE, areaHa: SQUARE_HA }, [
      saveMock(SQUARE, null, 'Apenas o consultor que cadastrou o agricultor pode alterar o contorno.'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Editar contorno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contorno da propriedade' });
    await waitFor(() => expect(within(dialog).getByTestId('map-corners')).toHaveTextContent('4'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar contorno' }));
    expect(
      await screen.findByText('Apenas o consultor que cadastrou o agricultor pode alterar o contorno.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Contorno da propriedade' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByTestId('map-corners')).toHaveTextContent('4'));
  });

  it('asks before clearing, and saving the cleared outline removes the boundary', async () => {
    renderSection({ boundary: SQUARE, areaHa: SQUARE_HA }, [saveMock(null, null)]);
    await userEvent.click(screen.getByRole('button', { name: 'Editar contorno' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Limpar contorno' }));
    const confirm = await screen.findByRole('dialog', { name: 'Limpar contorno' });
    expect(
      within(confirm).getByText('Deseja apagar o contorno? Os pontos desenhados ou importados serão descartados.'),
    ).toBeInTheDocument();
    // The question sits over the editor, which stays open behind it once every transition has ended: a click in
    // the question is then never an outside click for a closing editor (that lost the drawing on a fast click).
    await waitFor(() => expect(document.querySelector('[data-transition]')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Contorno da propriedade', hidden: true })).toBeInTheDocument();
    // Cancelling keeps the outline.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Contorno da propriedade' });
    await waitFor(() => expect(within(dialog).getByTestId('map-corners')).toHaveTextContent('4'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Limpar contorno' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Limpar contorno' })).getByRole('button', { name: 'Limpar' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Contorno da propriedade' });
    await waitFor(() => expect(within(dialog).getByTestId('map-corners')).toHaveTextContent('0'));
    expect(within(dialog).queryByText(/Área do contorno/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar contorno' }));
    expect(await screen.findByText('Contorno removido com sucesso!')).toBeInTheDocument();
  });

  it('closes only the question on Escape, the editor and its outline staying', async () => {
    const user = userEvent.setup();
    renderSection({ boundary: SQUARE, areaHa: SQUARE_HA });
    await user.click(screen.getByRole('button', { name: 'Editar contorno' }));
    await user.click(await screen.findByRole('button', { name: 'Limpar contorno' }));
    await screen.findByRole('dialog', { name: 'Limpar contorno' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Limpar contorno' })).toBeNull());
    const dialog = screen.getByRole('dialog', { name: 'Contorno da propriedade' });
    expect(within(dialog).getByTestId('map-corners')).toHaveTextContent('4');
    // A second Escape is the editor's own: it closes, keeping the saved outline on the page.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('map-boundary')).toHaveTextContent('"Polygon"');
  });

  it('imports a GeoJSON from the property page, shows it in the editor and saves it', async () => {
    const file = new File([JSON.stringify({ type: 'Feature', properties: {}, geometry: MULTI })], 'car.geojson');
    renderSection({}, [saveMock(MULTI, MULTI)]);
    await userEvent.upload(screen.getByLabelText('Importar contorno'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Contorno da propriedade' });
    await waitFor(() => expect(within(dialog).getByTestId('map-boundary')).toHaveTextContent('"MultiPolygon"'));
    expect(within(dialog).getByText(/várias partes ou áreas internas/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Área do contorno: /)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar contorno' }));
    expect(await screen.findByText('Contorno salvo com sucesso!')).toBeInTheDocument();
  });

  it('says why a file cannot be imported, in the editor and on the page', async () => {
    renderSection();
    await userEvent.upload(screen.getByLabelText('Importar contorno'), new File(['oops'], 'contorno.kml'));
    expect(
      await screen.findByText('Não foi possível ler o arquivo. Envie um KML, KMZ ou GeoJSON válido.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Desenhar contorno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contorno da propriedade' });
    const line = { type: 'LineString', coordinates: CLICKS };
    await userEvent.upload(
      within(dialog).getByLabelText('Importar arquivo (KML, KMZ, GeoJSON)'),
      new File([JSON.stringify(line)], 'linha.geojson'),
    );
    expect(await within(dialog).findByText('O arquivo não contém nenhum polígono')).toBeInTheDocument();
  });
});
