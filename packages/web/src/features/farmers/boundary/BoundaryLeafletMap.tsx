import LeafletMap from '@/ui/map/LeafletMap';
import { BoundaryDrawLayer } from './BoundaryDrawLayer';
import { BoundaryLayer } from './BoundaryLayer';
import type { BoundaryMapProps } from './BoundaryMap';

/** The Leaflet side of BoundaryMap (loaded lazily with Leaflet itself). */
export default function BoundaryLeafletMap({
  boundary,
  corners,
  onCornersChange,
  center,
  height,
  label,
}: BoundaryMapProps) {
  return (
    // The property's pin only where no outline is shown (the outline itself says where the property is).
    <LeafletMap coords={boundary || corners?.length ? null : (center ?? null)} height={height} label={label}>
      {corners && onCornersChange ? (
        <BoundaryDrawLayer corners={corners} onChange={onCornersChange} />
      ) : boundary ? (
        <BoundaryLayer boundary={boundary} />
      ) : null}
    </LeafletMap>
  );
}
