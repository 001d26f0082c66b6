import { crc32, deflateSync } from 'node:zlib';

/**
 * Small, real pictures for the seeded progress posts, drawn deterministically (the seed has no camera): a crop
 * field in rows, a leaf with rust spots, a soil profile. Each is an RGB PNG a browser shows as a thumbnail.
 */
type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGB PNG of `width`×`height` whose pixel (x, y) is `paint(x, y)`. */
export function paintedPng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(paint(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A cheap deterministic texture in 0…1 (no randomness: the same pixel always gives the same value). */
const grain = (x: number, y: number) => {
  const n = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return n - Math.floor(n);
};
const shade = ([r, g, b]: Rgb, k: number): Rgb => [
  Math.max(0, Math.min(255, Math.round(r * k))),
  Math.max(0, Math.min(255, Math.round(g * k))),
  Math.max(0, Math.min(255, Math.round(b * k))),
];

/** Crop rows converging to the horizon under a pale sky. */
export const fieldPhoto = (): Buffer =>
  paintedPng(320, 200, (x, y) => {
    if (y < 60) return shade([176, 210, 236], 1 - y / 400);
    const depth = (y - 60) / 140;
    const row = Math.sin(((x - 160) / (0.2 + depth)) * 0.25) > 0.2;
    const base: Rgb = row ? [74, 128, 46] : [120, 88, 52];
    return shade(base, 0.75 + 0.35 * grain(x, y) * (0.5 + depth));
  });

/** A leaf with rust pustules (ferrugem) on a dark background. */
export const leafPhoto = (): Buffer =>
  paintedPng(320, 200, (x, y) => {
    const dx = (x - 160) / 140;
    const dy = (y - 100) / 70;
    if (dx * dx + dy * dy > 1) return shade([30, 36, 28], 0.8 + 0.3 * grain(x, y));
    const spot = grain(Math.floor(x / 9), Math.floor(y / 9)) > 0.82 && grain(x, y) > 0.3;
    if (spot) return shade([150, 82, 34], 0.85 + 0.3 * grain(y, x));
    const vein = Math.abs(y - 100) < 2 || Math.abs(y - 100 - (x - 160) * 0.4 * Math.sign(x - 160)) < 1.2;
    return vein ? [148, 190, 96] : shade([88, 148, 58], 0.85 + 0.25 * grain(x, y));
  });

/** A soil profile: dark topsoil over red latosol, with roots. */
export const soilPhoto = (): Buffer =>
  paintedPng(320, 200, (x, y) => {
    const edge = 70 + 8 * Math.sin(x / 23);
    const root = Math.abs(x - 100 - 6 * Math.sin(y / 11)) < 1.5 || Math.abs(x - 230 - 5 * Math.sin(y / 9)) < 1.2;
    if (root && y > 20 && y < 170) return [214, 196, 160];
    const base: Rgb = y < edge ? [62, 46, 34] : [158, 72, 42];
    return shade(base, 0.8 + 0.35 * grain(x, y));
  });
