import L from 'leaflet';

/** Line spacings (degrees) the offline layer may use, coarse to fine. */
const STEPS = [30, 20, 10, 5, 2, 1, 0.5, 0.25, 0.1, 0.05, 0.025, 0.01, 0.005, 0.0025, 0.001, 0.0005, 0.00025, 0.0001];

/** Spacing that puts about two lines across a 256 px tile at this zoom. */
export function graticuleStep(zoom: number): number {
  const tileDegrees = 360 / 2 ** zoom;
  const target = tileDegrees / 2;
  return STEPS.find((step) => step <= target) ?? STEPS[STEPS.length - 1]!;
}

/** '20,32°S' / '40,31°O' with the precision the step needs (pt-BR decimal comma, O for oeste). */
export function formatDegrees(value: number, axis: 'lat' | 'lng', step: number): string {
  const decimals = (String(step).split('.')[1] ?? '').length;
  const hemisphere = axis === 'lat' ? (value < 0 ? 'S' : value > 0 ? 'N' : '') : value < 0 ? 'O' : value > 0 ? 'L' : '';
  return `${Math.abs(value).toFixed(decimals).replace('.', ',')}°${hemisphere}`;
}

/**
 * A tile layer drawn in the browser: neutral ground with a labelled latitude/longitude grid. Used
 * when no tile server is configured or reachable, so maps stay useful offline.
 */
/** Draws a label only when it fits inside the tile: a label cut at the tile edge reads as garbage. */
function drawLabel(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number) {
  if (x + ctx.measureText(text).width > size - 2 || y + 11 > size) return;
  ctx.fillStyle = 'rgba(27,35,29,0.5)';
  ctx.fillText(text, x, y);
}

class GraticuleLayer extends L.GridLayer {
  constructor(private readonly grid: L.Map) {
    super({ attribution: 'Mapa offline (grade de coordenadas)', tileSize: 256 });
  }

  protected override createTile(coords: L.Coords): HTMLElement {
    const map = this.grid;
    const size = 256;
    const ratio = window.devicePixelRatio || 1;
    const canvas = document.createElement('canvas');
    canvas.width = size * ratio;
    canvas.height = size * ratio;
    const ctx = canvas.getContext('2d');
    if (!ctx) return canvas;
    ctx.scale(ratio, ratio);
    ctx.fillStyle = '#eef1ea';
    ctx.fillRect(0, 0, size, size);

    const origin = L.point(coords.x * size, coords.y * size);
    const nw = map.unproject(origin, coords.z);
    const se = map.unproject(origin.add([size, size]), coords.z);
    const step = graticuleStep(coords.z);
    const toPixel = (lat: number, lng: number) => map.project([lat, lng], coords.z).subtract(origin);

    ctx.lineWidth = 1;
    ctx.font = '10px system-ui, sans-serif';
    ctx.textBaseline = 'top';
    // Lines sit at whole multiples of the step (integer index: no drift from repeated float additions).
    const indices = (min: number, max: number) => {
      const list: number[] = [];
      for (let i = Math.ceil(min / step); i * step <= max; i++) list.push(i);
      return list;
    };

    for (const i of indices(nw.lng, se.lng)) {
      const lng = i * step;
      const x = Math.round(toPixel(nw.lat, lng).x) + 0.5;
      const major = i % 5 === 0;
      ctx.strokeStyle = major ? 'rgba(35,91,47,0.30)' : 'rgba(35,91,47,0.14)';
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, size);
      ctx.stroke();
      drawLabel(ctx, formatDegrees(lng, 'lng', step), x + 3, 3, size);
    }
    for (const i of indices(se.lat, nw.lat)) {
      const lat = i * step;
      const y = Math.round(toPixel(lat, nw.lng).y) + 0.5;
      const major = i % 5 === 0;
      ctx.strokeStyle = major ? 'rgba(35,91,47,0.30)' : 'rgba(35,91,47,0.14)';
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(size, y);
      ctx.stroke();
      drawLabel(ctx, formatDegrees(lat, 'lat', step), 3, y + 2, size);
    }
    return canvas;
  }
}

export const createGraticuleLayer = (map: L.Map): L.GridLayer => new GraticuleLayer(map);
