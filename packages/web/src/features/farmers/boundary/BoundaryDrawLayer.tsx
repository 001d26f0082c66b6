import type { Position } from 'geojson';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet';
import { BOUNDARY_COLOR } from './BoundaryLayer';

const vertexIcon = L.divIcon({
  className: 'talhao-vertex',
  iconSize: [14, 14],
  iconAnchor: [7, 7],
  html: `<span style="display:block;width:14px;height:14px;border-radius:9999px;background:#fff;border:2px solid ${BOUNDARY_COLOR};box-shadow:0 1px 2px rgb(0 0 0 / .3)"></span>`,
});

export interface BoundaryDrawLayerProps {
  /** The outline's corners, [lng, lat], without the closing position. */
  corners: Position[];
  onChange(corners: Position[]): void;
}

/** Click-to-add-vertex drawing: a click on the map adds a corner, a corner's marker drags to move it. */
export function BoundaryDrawLayer({ corners, onChange }: BoundaryDrawLayerProps) {
  const map = useMap();
  // An outline being edited is brought into view once, when the layer appears.
  const initial = useRef(corners);
  useEffect(() => {
    const start = initial.current;
    if (start.length >= 3)
      map.fitBounds(L.latLngBounds(start.map(([lng, lat]) => [lat!, lng!])), { padding: [24, 24] });
  }, [map]);
  useMapEvents({
    click: (event) => onChange([...corners, [event.latlng.lng, event.latlng.lat]]),
  });
  const positions = useMemo(() => corners.map(([lng, lat]) => [lat!, lng!] as [number, number]), [corners]);
  const style = { color: BOUNDARY_COLOR, weight: 2, fillColor: BOUNDARY_COLOR, fillOpacity: 0.18 };
  return (
    <>
      {positions.length >= 3 ? <Polygon positions={positions} pathOptions={style} interactive={false} /> : null}
      {positions.length === 2 ? <Polyline positions={positions} pathOptions={style} interactive={false} /> : null}
      {positions.map((position, index) => (
        <Marker
          // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its place in the ring
          key={index}
          position={position}
          icon={vertexIcon}
          draggable
          keyboard={false}
          title={`Ponto ${index + 1}`}
          eventHandlers={{
            dragend: (event) => {
              const { lat, lng } = (event.target as L.Marker).getLatLng();
              onChange(corners.map((corner, i) => (i === index ? [lng, lat] : corner)));
            },
          }}
        />
      ))}
    </>
  );
}
