import { describe, expect, it } from 'vitest';
import { contrastRatio, type Rgb, themeColours } from '@/test/colours';
import { AVATAR_CLASSES, PLAN_CLASSES, TONE_CLASSES } from './tones';

/** WCAG 2 AA for normal text: badges and initials are 12–14 px. */
const MINIMUM = 4.5;
const colours = themeColours();

/** The text colour and every fill colour (a gradient's stops too) named by a class list. */
function pairOf(classes: string): { text: string; fills: string[] } {
  const names = classes.split(/\s+/);
  const colourOf = (prefixes: string[]) =>
    names.flatMap((name) => {
      const prefix = prefixes.find((p) => name.startsWith(p));
      const colour = prefix ? name.slice(prefix.length) : '';
      return colours.has(colour) ? [colour] : [];
    });
  const [text, ...extraText] = colourOf(['text-']);
  const fills = colourOf(['bg-', 'from-', 'via-', 'to-']);
  if (!text || extraText.length > 0 || fills.length === 0) throw new Error(`one text colour and a fill: '${classes}'`);
  return { text, fills };
}

const rgb = (name: string): Rgb => colours.get(name) as Rgb;

const PAIRS: Array<[string, string]> = [
  ...Object.entries(TONE_CLASSES).map(([tone, classes]): [string, string] => [`tone ${tone}`, classes]),
  ...Object.entries(PLAN_CLASSES).map(([plan, classes]): [string, string] => [`plan '${plan}'`, classes]),
  ...AVATAR_CLASSES.map((classes): [string, string] => [`avatar ${classes}`, classes]),
];

describe('colour pairs of the ui kit', () => {
  it('reads the theme of index.css over Tailwind’s palette', () => {
    expect(colours.get('tone-teal-bg')).toEqual([0xdd, 0xf3, 0xf2]);
    expect(colours.get('white')).toEqual([255, 255, 255]);
    // oklch(27.9% 0.077 45.635), as Chromium renders it.
    expect(colours.get('amber-950')).toEqual([70, 25, 1]);
  });

  it('computes the WCAG ratio (black on white 21:1, the issue’s teal 4.18:1)', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([0x0d, 0x7f, 0x7c], [0xdd, 0xf3, 0xf2])).toBeCloseTo(4.18, 2);
  });

  it.each(PAIRS)('%s reads at 4.5:1 or more (text on every fill)', (name, classes) => {
    const { text, fills } = pairOf(classes);
    for (const fill of fills) {
      const ratio = contrastRatio(rgb(text), rgb(fill));
      expect(ratio, `${name}: ${text} on ${fill} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(MINIMUM);
    }
  });
});
