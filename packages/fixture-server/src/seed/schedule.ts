import type { SeedGenerator } from './types';

/** Work schedules and works (past and future) of the consultants. */
export const scheduleSeed: SeedGenerator = { name: 'schedule', run: () => {} };
