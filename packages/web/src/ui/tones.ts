import type { Tone } from '@talhao/schema';

/** Tailwind classes of each specification tone (soft fill + readable text), see index.css. */
export const TONE_CLASSES: Record<Tone, string> = {
  green: 'bg-tone-green-bg text-tone-green ring-tone-green/20',
  grey: 'bg-tone-grey-bg text-tone-grey ring-tone-grey/20',
  teal: 'bg-tone-teal-bg text-tone-teal ring-tone-teal/20',
  darkTeal: 'bg-tone-dark-teal-bg text-tone-dark-teal ring-tone-dark-teal/25',
  yellow: 'bg-tone-yellow-bg text-tone-yellow ring-tone-yellow/25',
  red: 'bg-tone-red-bg text-tone-red ring-tone-red/20',
  blue: 'bg-tone-blue-bg text-tone-blue ring-tone-blue/20',
};

/** The dot colour of each tone (legends, calendar markers). */
export const TONE_DOT: Record<Tone, string> = {
  green: 'bg-tone-green',
  grey: 'bg-tone-grey',
  teal: 'bg-tone-teal',
  darkTeal: 'bg-tone-dark-teal',
  yellow: 'bg-tone-yellow',
  red: 'bg-tone-red',
  blue: 'bg-tone-blue',
};
