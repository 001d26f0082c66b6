import { polygonFromCorners } from '@talhao/schema/forms/boundary';
import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MapView } from '@/ui/MapView';
import { BoundaryLayer } from './BoundaryLayer';
import { asBoundary, boundsOf, centerOf, editableCorners, toLatLngs } from './geometry';

const SQUARE = polygonFromCorners([
  [-40.07, -19.39],
  [-40.06, -19.39],
  [-40.06, -19.38],
  [-40.07, -19.38],
]);

// Leaflet is lazily loaded by MapView; load it once up front (as ui/MapView.test does).
beforeAll(async () => {
  await import('@/ui/map/LeafletMap');
});

describe('BoundaryLayer', () => {
  it('draws the outline on the property map (real Leaflet, SVG renderer)', async () => {
    const { container } = render(
      <MapView coords={null} label="Mapa da propriedade">
        <BoundaryLayer boundary={SQUARE} />
      </MapView>,
    );
    await waitFor(() => expect(container.querySelector('.leaflet-overlay-pane path')).not.toBeNull(), {
      timeout: 15_000,
    });
    const path = container.querySelector('.leaflet-overlay-pane path')!;
    expect(path.getAttribute('stroke')).toBe('#235b2f');
    expect(path.getAttribute('d')).toMatch(/^M/);
  });
});

describe('boundary geometry helpers', () => {
  it('turns GeoJSON [lng, lat] into Leaflet [lat, lng], with bounds and centre', () => {
    expect(toLatLngs(SQUARE)[0]![0]![0]).toEqual([-19.39, -40.07]);
    expect(boundsOf(SQUARE)).toEqual([
      [-19.39, -40.07],
      [-19.38, -40.06],
    ]);
    expect(centerOf(SQUARE).latitude).toBeCloseTo(-19.385, 6);
  });

  it('edits only a single polygon without holes, corner by corner', () => {
    expect(editableCorners(SQUARE)).toHaveLength(4);
    expect(editableCorners({ type: 'MultiPolygon', coordinates: [SQUARE.coordinates] })).toBeNull();
  });

  it('reads what GraphQL answers: a valid boundary, or none', () => {
    expect(asBoundary(SQUARE)).toEqual(SQUARE);
    expect(asBoundary(null)).toBeNull();
    expect(asBoundary({ type: 'Point', coordinates: [-40, -19] })).toBeNull();
  });
});
