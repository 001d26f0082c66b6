import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULTS } from '@talhao/schema';
import L from 'leaflet';
import { type ReactNode, useEffect } from 'react';
import { MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import { cn } from '../cn';
import { BaseLayer } from './BaseLayer';
import type { LatLng } from './LeafletMap';
import { pinIcon } from './pin';

export interface MapMarker {
  id: string;
  coords: LatLng;
  /** The marker's accessible name and tooltip. */
  title: string;
  /** What its popup shows (a link to the record, say). */
  popup?: ReactNode;
}

export interface LeafletMarkersMapProps {
  markers: readonly MapMarker[];
  /** px, or any CSS length. */
  height?: number | string;
  className?: string;
  label?: string;
}

/** Frames every marker (one marker: its point at the spec's zoom with a location). */
function FitMarkers({ markers }: { markers: readonly MapMarker[] }) {
  const map = useMap();
  const key = markers.map((marker) => `${marker.coords.latitude},${marker.coords.longitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the markers' positions
  useEffect(() => {
    if (markers.length === 0) return;
    if (markers.length === 1) {
      const only = markers[0]!.coords;
      map.setView([only.latitude, only.longitude], MAP_DEFAULTS.zoomWithLocation - 3);
      return;
    }
    const bounds = L.latLngBounds(markers.map((marker) => [marker.coords.latitude, marker.coords.longitude]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 13 });
  }, [map, key]);
  return null;
}

function InvalidateOnResize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * A read-only map with several pins, each with a popup (the labs near a consultant). Tiles from the client
 * config, the offline grid otherwise or when they fail, as LeafletMap; the view frames the markers, and with
 * none it stays at the specification's default centre and zoom (spec 001 §9).
 */
export default function LeafletMarkersMap({
  markers,
  height = MAP_DEFAULTS.heightPx,
  className,
  label = 'Mapa',
}: LeafletMarkersMapProps) {
  const center = MAP_DEFAULTS.center;
  return (
    <div
      role="region"
      aria-label={label}
      className={cn('relative overflow-hidden rounded-lg border border-line', className)}
      style={{ height }}
    >
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={MAP_DEFAULTS.zoomWithoutLocation}
        scrollWheelZoom={false}
        className="talhao-map h-full w-full"
        attributionControl
      >
        <BaseLayer />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.coords.latitude, marker.coords.longitude]}
            icon={pinIcon}
            title={marker.title}
            alt={marker.title}
          >
            {marker.popup ? <Popup>{marker.popup}</Popup> : null}
          </Marker>
        ))}
        <FitMarkers markers={markers} />
        <InvalidateOnResize />
      </MapContainer>
    </div>
  );
}
