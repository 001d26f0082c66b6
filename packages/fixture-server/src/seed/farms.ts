import type { SeedGenerator } from './types';

/** Properties, areas, cultures and sectors of every farmer; links provided consultancies to a property. */
export const farmsSeed: SeedGenerator = { name: 'farms', run: () => {} };
