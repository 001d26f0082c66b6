import type { PlanBadge, Tone } from '@talhao/schema';

/**
 * Every text-on-fill colour pair of the ui kit, as Tailwind classes over the theme of index.css (the
 * one place colour values live). tones.test.ts reads each pair's values there and fails, by name,
 * below WCAG's 4.5:1: a new tone or fill is checked by adding it here.
 */

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

/** The plan badge's look (a gradient is checked at both ends). */
export const PLAN_CLASSES: Record<PlanBadge, string> = {
  Premium: 'bg-gradient-to-r from-amber-400 to-yellow-300 text-amber-950 ring-amber-500/40',
  Padrão: 'bg-brand-600 text-white ring-brand-700/40',
  'Teste Gratuito': 'bg-tone-blue-bg text-tone-blue ring-tone-blue/25',
  Expirado: 'bg-tone-red-bg text-tone-red ring-tone-red/25',
};

/** Fills behind an avatar's white initials, picked by the name's hash. */
export const AVATAR_CLASSES = [
  'bg-brand-700 text-white',
  'bg-tone-teal text-white',
  'bg-tone-dark-teal text-white',
  'bg-brand-600 text-white',
  'bg-tone-blue text-white',
  'bg-tone-yellow text-white',
  'bg-avatar-violet text-white',
  'bg-avatar-rust text-white',
] as const;
