import { lazy, Suspense } from 'react';
import { MapPlaceholder } from './MapView';
import type { LeafletMarkersMapProps } from './map/LeafletMarkersMap';

export type { MapMarker } from './map/LeafletMarkersMap';
export type MarkersMapProps = LeafletMarkersMapProps;

// Leaflet (JS + CSS) loads only with the pages that show a map.
const LeafletMarkersMap = lazy(() => import('./map/LeafletMarkersMap'));

/** A read-only map with several pins and their popups (offline grid unless tiles are configured). */
export function MarkersMap(props: MarkersMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder height={props.height} className={props.className} />}>
      <LeafletMarkersMap {...props} />
    </Suspense>
  );
}
