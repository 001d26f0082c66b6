import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Colour values as the browser gets them, for contrast tests: the theme of src/index.css (the one
 * source of the product's colours) over Tailwind's default palette (oklch), both read from the CSS.
 */

export type Rgb = readonly [number, number, number];

const THEME_FILES = [
  createRequire(import.meta.url).resolve('tailwindcss/theme.css'),
  join(dirname(fileURLToPath(import.meta.url)), '../index.css'),
];

/** `--color-<name>: <value>;` of every theme file, later files winning (index.css over Tailwind). */
export function themeColours(): Map<string, Rgb> {
  const colours = new Map<string, Rgb>();
  for (const file of THEME_FILES) {
    for (const [, name, value] of readFileSync(file, 'utf8').matchAll(/--color-([\w-]+):\s*([^;]+);/g)) {
      const rgb = parseColour(value?.trim() ?? '');
      if (name && rgb) colours.set(name, rgb);
    }
  }
  return colours;
}

export function parseColour(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const n = Number.parseInt(full, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const oklch = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  return oklch ? oklchToRgb(Number(oklch[1]) / 100, Number(oklch[2]), Number(oklch[3])) : null;
}

/** OKLCH → sRGB (Björn Ottosson's OKLab matrices), clipped to the gamut as browsers render it. */
function oklchToRgb(l: number, c: number, hueDegrees: number): Rgb {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = c * Math.cos(hue);
  const b = c * Math.sin(hue);
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
    -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
    -0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1,
  ];
  const encode = (v: number) => {
    const clipped = Math.min(1, Math.max(0, v));
    const gamma = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
    return Math.round(gamma * 255);
  };
  return [encode(linear[0] ?? 0), encode(linear[1] ?? 0), encode(linear[2] ?? 0)];
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio (1 to 21). */
export function contrastRatio(foreground: Rgb, background: Rgb): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` at `alpha` (0–1) over `background`, as a translucent fill like `bg-ink/5` paints. */
export function over(colour: Rgb, alpha: number, background: Rgb): Rgb {
  const mix = (index: 0 | 1 | 2) => Math.round(colour[index] * alpha + background[index] * (1 - alpha));
  return [mix(0), mix(1), mix(2)];
}
