import type { BoundaryGeometry } from '@talhao/schema/forms/boundary';
import { useEffect, useMemo } from 'react';
import { Polygon, useMap } from 'react-leaflet';
import { boundsOf, toLatLngs } from './geometry';

/** The brand's green, as the map pin. */
export const BOUNDARY_COLOR = '#235b2f';

export interface BoundaryLayerProps {
  boundary: BoundaryGeometry;
  /** Fits the map to the boundary when it appears or changes (default true). */
  fit?: boolean;
}

/**
 * A property's boundary on a react-leaflet map (a child of MapView / LeafletMap): every polygon, holes
 * included, outlined and lightly filled; the map is fitted to it.
 */
export function BoundaryLayer({ boundary, fit = true }: BoundaryLayerProps) {
  const map = useMap();
  const positions = useMemo(() => toLatLngs(boundary), [boundary]);
  useEffect(() => {
    if (fit) map.fitBounds(boundsOf(boundary), { padding: [16, 16], maxZoom: 18 });
  }, [map, boundary, fit]);
  return (
    <Polygon
      positions={positions}
      pathOptions={{ color: BOUNDARY_COLOR, weight: 2, fillColor: BOUNDARY_COLOR, fillOpacity: 0.18 }}
      interactive={false}
    />
  );
}
