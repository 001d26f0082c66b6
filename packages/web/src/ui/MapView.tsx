import { MAP_DEFAULTS } from '@talhao/schema';
import { lazy, type ReactNode, Suspense } from 'react';
import { cn } from './cn';
import type { LeafletMapProps } from './map/LeafletMap';

export interface MapViewProps {
  coords?: { latitude: number; longitude: number } | null;
  zoom?: number;
  /** px (default 360, spec 001 §9) or a CSS length. */
  height?: number | string;
  /** Small label over the map, e.g. the city and state. */
  caption?: string | null;
  className?: string;
  label?: string;
  /** More react-leaflet layers over the map (e.g. a property's boundary). */
  children?: ReactNode;
}

// Leaflet (JS + CSS) loads only with the pages that show a map.
export const LeafletMap = lazy(() => import('./map/LeafletMap'));

export function MapPlaceholder({ height, className }: { height?: number | string; className?: string }) {
  return (
    <div
      aria-busy="true"
      className={cn('animate-pulse rounded-lg border border-line bg-[#eef1ea]', className)}
      style={{ height: height ?? MAP_DEFAULTS.heightPx }}
    />
  );
}

/** A read-only map with a pin (tiles from the client config, offline grid otherwise). */
export function MapView(props: MapViewProps) {
  return (
    <Suspense fallback={<MapPlaceholder height={props.height} className={props.className} />}>
      <LeafletMap {...(props satisfies LeafletMapProps)} />
    </Suspense>
  );
}
