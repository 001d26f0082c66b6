import { describe, expect, it } from 'vitest';
import { contrastRatio, over, type Rgb, themeColours } from '@/test/colours';
import { dayClasses } from './dayClasses';

const colours = themeColours();

/** A class's colour, with its opacity (`bg-ink/5`) painted over `below`. */
function colourOf(name: string, below: Rgb): Rgb {
  const [token = '', alpha] = name.split('/');
  const colour = colours.get(token);
  if (!colour) throw new Error(`unknown colour '${token}'`);
  return alpha === undefined ? colour : over(colour, Number(alpha) / 100, below);
}

const matching = (classes: string[], prefix: string) =>
  classes.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));

const STATES = [false, true].flatMap((inMonth) =>
  [false, true].flatMap((isToday) => [false, true].map((selected) => ({ inMonth, isToday, selected }))),
);

describe('calendar day colours', () => {
  it.each(STATES)(
    'in month $inMonth, today $isToday, selected $selected: text reads at 4.5:1, hovered too',
    ({ inMonth, isToday, selected }) => {
      const classes = dayClasses(inMonth, isToday, selected).split(/\s+/);
      // Text sizes (text-sm) are not colours; the calendar sits on a card (surface).
      const texts = matching(classes, 'text-').filter((name) => colours.has(name.split('/')[0] ?? ''));
      const fills = matching(classes, 'bg-');
      const hovers = matching(classes, 'hover:bg-');
      expect(texts, 'one text colour').toHaveLength(1);
      expect(hovers, 'one hover fill').toHaveLength(1);
      expect(fills.length, 'at most one fill').toBeLessThanOrEqual(1);

      const surface = colours.get('surface') as Rgb;
      const rest = fills[0] ? colourOf(fills[0], surface) : surface;
      const text = colourOf(texts[0] ?? '', rest);
      const hovered = colourOf(hovers[0] ?? '', surface);
      expect(contrastRatio(text, rest)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, hovered), `hovered: ${texts[0]} on ${hovers[0]}`).toBeGreaterThanOrEqual(4.5);
    },
  );
});
