import type { BoundaryGeometry } from '@talhao/schema/forms/boundary';
import type { Position } from 'geojson';
import { lazy, Suspense } from 'react';
import { MapPlaceholder } from '@/ui/MapView';
import type { Coords } from './geometry';

export interface BoundaryMapProps {
  /** The boundary to show (read-only), when not drawing. */
  boundary: BoundaryGeometry | null;
  /** Drawing mode: the corners being drawn and where their changes go. */
  corners?: Position[] | null;
  onCornersChange?(corners: Position[]): void;
  /** Where the map opens without a boundary (the property's location). */
  center?: Coords | null;
  height: number | string;
  label: string;
}

const BoundaryLeafletMap = lazy(() => import('./BoundaryLeafletMap'));

/** A map with a property's boundary, or the drawing layer; Leaflet loads only with it. */
export function BoundaryMap(props: BoundaryMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder height={props.height} />}>
      <BoundaryLeafletMap {...props} />
    </Suspense>
  );
}
