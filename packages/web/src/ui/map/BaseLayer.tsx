import { useEffect, useState } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { useClientConfig } from '@/app/clientConfig';
import { createGraticuleLayer } from './graticule';

/** The offline default: a coordinate grid drawn on the map itself (no tile server needed). */
function OfflineLayer() {
  const map = useMap();
  useEffect(() => {
    const layer = createGraticuleLayer(map).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map]);
  return null;
}

/**
 * The map's base: the configured tile server (TILE_URL) while it answers, else — unconfigured, or after a tile
 * fails — the offline coordinate grid (ARCHITECTURE: maps have offline defaults). Every Talhão map uses it.
 */
export function BaseLayer() {
  const { tileUrl, tileAttribution } = useClientConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  if (!tileUrl || tilesFailed) return <OfflineLayer />;
  return (
    <TileLayer
      url={tileUrl}
      attribution={tileAttribution ?? ''}
      eventHandlers={{ tileerror: () => setTilesFailed(true) }}
    />
  );
}
