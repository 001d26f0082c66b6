import type { Faker } from '@faker-js/faker';
import type { Store } from '../store/store';

export interface SeedContext {
  store: Store;
  /** This generator's own pt-BR faker stream. */
  faker: Faker;
  /** Midnight (UTC) of the `now` date: seeded dates count back from it, so one date gives one data set. */
  anchor: Date;
  seed: number;
  /** Population multiplier (farmers etc.) for performance work. */
  scale: number;
  /** Hash of the demo password, shared by every seeded account. */
  passwordHash: string;
}

/**
 * One domain's share of the seed. Generators run in list order (seed/index.ts) and read what
 * earlier ones stored (e.g. farms look up farmers in the users collection).
 */
export interface SeedGenerator {
  name: string;
  run(ctx: SeedContext): void;
}
