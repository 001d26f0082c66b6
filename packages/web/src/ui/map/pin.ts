import L from 'leaflet';

/**
 * The marker icon as inline SVG: Leaflet's default icon loads images from URLs that break under a
 * bundler, and an SVG pin matches the brand anyway.
 */
export const pinIcon = L.divIcon({
  className: 'talhao-pin',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  popupAnchor: [0, -36],
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">
  <path d="M16 41c-1.2-4.5-13.5-15.6-13.5-25A13.5 13.5 0 0 1 29.5 16c0 9.4-12.3 20.5-13.5 25Z" fill="#235b2f" stroke="#fff" stroke-width="2"/>
  <circle cx="16" cy="16" r="5.2" fill="#fff"/>
</svg>`,
});
