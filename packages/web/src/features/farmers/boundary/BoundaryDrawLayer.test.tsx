import { act, render, waitFor } from '@testing-library/react';
import type { Position } from 'geojson';
import L from 'leaflet';
import { useState } from 'react';
import { useMap } from 'react-leaflet';
import { beforeAll, describe, expect, it } from 'vitest';
import { MapView } from '@/ui/MapView';
import { BoundaryDrawLayer } from './BoundaryDrawLayer';

beforeAll(async () => {
  await import('@/ui/map/LeafletMap');
});

let leafletMap: L.Map | null = null;
function GrabMap() {
  leafletMap = useMap();
  return null;
}

let latest: Position[] = [];
function Drawing() {
  const [corners, setCorners] = useState<Position[]>([]);
  latest = corners;
  return (
    <MapView coords={null} label="Mapa para desenhar">
      <GrabMap />
      <BoundaryDrawLayer corners={corners} onChange={setCorners} />
    </MapView>
  );
}

describe('BoundaryDrawLayer (real Leaflet)', () => {
  it('adds a corner per map click, draws the line then the polygon, and moves a dragged corner', async () => {
    const { container } = render(<Drawing />);
    await waitFor(() => expect(leafletMap).not.toBeNull(), { timeout: 15_000 });
    const click = (lat: number, lng: number) =>
      act(() => {
        leafletMap!.fire('click', { latlng: L.latLng(lat, lng) });
      });
    click(-19.39, -40.07);
    click(-19.39, -40.06);
    await waitFor(() => expect(container.querySelectorAll('.talhao-vertex')).toHaveLength(2));
    expect(container.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1); // the line
    click(-19.38, -40.06);
    await waitFor(() => expect(container.querySelectorAll('.talhao-vertex')).toHaveLength(3));
    expect(latest).toEqual([
      [-40.07, -19.39],
      [-40.06, -19.39],
      [-40.06, -19.38],
    ]);
    // jsdom lays the map out at 0×0, so the SVG path says little: the layer itself is a polygon now.
    const shapes: string[] = [];
    leafletMap!.eachLayer((layer) => {
      if (layer instanceof L.Polygon) shapes.push('polygon');
      else if (layer instanceof L.Polyline) shapes.push('line');
    });
    expect(shapes).toEqual(['polygon']);

    // Dragging the third corner (its marker's dragend) moves it.
    let marker: L.Marker | undefined;
    leafletMap!.eachLayer((layer) => {
      if (layer instanceof L.Marker && (layer.options.title ?? '') === 'Ponto 3') marker = layer;
    });
    act(() => {
      marker!.setLatLng([-19.37, -40.05]);
      marker!.fire('dragend');
    });
    await waitFor(() => expect(latest[2]).toEqual([-40.05, -19.37]));
  });
});
