import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientConfigProvider, ClientConfigQuery } from '@/app/clientConfig';
import { mockGraphqlFetch } from '@/test/graphqlFetch';
import { MapView } from './MapView';

const configMock = (tileUrl: string | null) => ({
  request: { query: ClientConfigQuery },
  result: {
    data: {
      clientConfig: {
        __typename: 'ClientConfig',
        googleClientId: null,
        tileUrl,
        tileAttribution: tileUrl ? '© Tiles' : null,
        supportPhone: '+55 27 3000-4500',
        supportChatUrl: 'https://wa.me/552730004500',
      },
    },
  },
});

const coords = { latitude: -20.3155, longitude: -40.3128 };

// Leaflet is lazily loaded; load it once up front so a busy test run does not hit findBy timeouts.
beforeAll(async () => {
  await import('./map/LeafletMap');
});
const slow = { timeout: 15_000 };

describe('MapView', () => {
  it('draws the offline grid with a pin and the caption when no tile server is configured', async () => {
    const { container } = render(<MapView coords={coords} caption="Vitória - ES" />);
    expect(await screen.findByText('Vitória - ES', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.talhao-pin')).not.toBeNull(), slow);
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('Mapa offline');
    expect(screen.getByRole('region', { name: 'Mapa' })).toBeInTheDocument();
  });

  it('uses the configured tiles and falls back to the offline grid when they fail', async () => {
    // The configuration comes from the boot data or one light request (app/clientConfig.tsx), not Apollo.
    mockGraphqlFetch([configMock('https://tiles.example/{z}/{x}/{y}.png')]);
    const { container } = render(
      <ClientConfigProvider>
        <MapView coords={coords} />
      </ClientConfigProvider>,
    );
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull(), slow);
    const tile = container.querySelector('img.leaflet-tile') as HTMLImageElement;
    expect(tile.src).toMatch(/^https:\/\/tiles\.example\/16\//);
    act(() => {
      tile.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).toBeNull());
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('Mapa offline');
  });
});
