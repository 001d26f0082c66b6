import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULTS } from '@talhao/schema';
import type L from 'leaflet';
import { type ReactNode, useEffect, useMemo } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { cn } from '../cn';
import { BaseLayer } from './BaseLayer';
import { pinIcon } from './pin';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface LeafletMapProps {
  coords?: LatLng | null;
  zoom?: number;
  /** px, or any CSS length. */
  height?: number | string;
  /** Small text over the map, e.g. 'Vitória - ES'. */
  caption?: string | null;
  /** Picking mode: clicks and marker drags report the new point. */
  onPick?: (coords: LatLng) => void;
  className?: string;
  /** Accessible description of the map region. */
  label?: string;
  /** More react-leaflet layers (a property's boundary, say), drawn over the tiles. */
  children?: ReactNode;
}

/**
 * Brings a point that changed after mount (a searched city, a located user) into view. A point
 * already visible (a click or a drag on the map) leaves the view alone: recentering under the
 * pointer is disorienting.
 */
function FollowCoords({ coords, zoom }: { coords: LatLng | null; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (!coords) return;
    const target: [number, number] = [coords.latitude, coords.longitude];
    if (!map.getBounds().contains(target)) map.setView(target, Math.max(map.getZoom(), zoom));
  }, [map, coords, zoom]);
  return null;
}

function PickOnClick({ onPick }: { onPick(coords: LatLng): void }) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/** Containers that appear after mount (dialogs) need Leaflet to re-measure. */
function InvalidateOnResize() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export default function LeafletMap({
  coords = null,
  zoom,
  height = MAP_DEFAULTS.heightPx,
  caption,
  onPick,
  className,
  label = 'Mapa',
  children,
}: LeafletMapProps) {
  const effectiveZoom = zoom ?? (coords ? MAP_DEFAULTS.zoomWithLocation : MAP_DEFAULTS.zoomWithoutLocation);
  const center = coords ?? MAP_DEFAULTS.center;
  const position = useMemo<[number, number] | null>(
    () => (coords ? [coords.latitude, coords.longitude] : null),
    [coords],
  );
  const markerHandlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const latlng = (event.target as L.Marker).getLatLng();
        onPick?.({ latitude: latlng.lat, longitude: latlng.lng });
      },
    }),
    [onPick],
  );

  return (
    <div
      role="region"
      aria-label={label}
      className={cn('relative overflow-hidden rounded-lg border border-line', className)}
      style={{ height }}
    >
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={effectiveZoom}
        scrollWheelZoom={Boolean(onPick)}
        className="talhao-map h-full w-full"
        attributionControl
      >
        <BaseLayer />
        {position ? (
          <Marker
            position={position}
            icon={pinIcon}
            draggable={Boolean(onPick)}
            eventHandlers={markerHandlers}
            keyboard={false}
          />
        ) : null}
        <FollowCoords coords={coords} zoom={zoom ?? MAP_DEFAULTS.zoomWithoutLocation} />
        {onPick ? <PickOnClick onPick={onPick} /> : null}
        <InvalidateOnResize />
        {children}
      </MapContainer>
      {caption ? (
        <div className="pointer-events-none absolute top-2 right-2 z-[400] max-w-[70%] truncate rounded-md bg-surface/90 px-2.5 py-1 text-xs font-medium text-ink shadow-card">
          {caption}
        </div>
      ) : null}
    </div>
  );
}
