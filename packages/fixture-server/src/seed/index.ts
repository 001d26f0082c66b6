import { seededPasswordHash } from '../auth/passwords';
import { devicesSeed } from '../domains/account/devicesSeed';
import { usersSeed } from '../domains/account/seed';
import { analysesSeed } from '../domains/analyses/seed';
import { boundariesSeed } from '../domains/farmers/boundarySeed';
import { farmersSeed } from '../domains/farmers/seed';
import { harvestsSeed } from '../domains/harvests/seed';
import { inventorySeed } from '../domains/inventory/seed';
import { laboratoriesSeed } from '../domains/laboratories/seed';
import { broadcastsSeed } from '../domains/master/broadcast/seed';
import { monitoringsSeed } from '../domains/monitorings/seed';
import { offersSeed } from '../domains/offers/seed';
import { companyProvidedSeed } from '../domains/provided/seed';
import { fieldActivitiesSeed } from '../domains/recommendations/seed';
import { reportsSeed } from '../domains/reports/seed';
import { scheduleSeed } from '../domains/schedule/seed';
import { trainingsSeed } from '../domains/trainings/seed';
import type { Store } from '../store/store';
import { DEMO_PASSWORD } from './demoAccounts';
import { createSeedFaker } from './random';
import type { SeedGenerator } from './types';

export const DEFAULT_SEED = 20261121;

/** One generator per domain, in dependency order. Later domains append theirs here. */
export const SEED_GENERATORS: readonly SeedGenerator[] = [
  usersSeed,
  devicesSeed,
  offersSeed,
  trainingsSeed,
  broadcastsSeed,
  farmersSeed,
  // After the farmers (properties): the company consultants' deliveries in every status and the requests.
  companyProvidedSeed,
  scheduleSeed,
  inventorySeed,
  boundariesSeed,
  harvestsSeed,
  fieldActivitiesSeed,
  analysesSeed,
  laboratoriesSeed,
  monitoringsSeed,
  // After the field activities: a report names some of its consultant's recommendations to the farmer.
  reportsSeed,
];

export const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Fills an empty store. Same seed, scale and `now` date give the same data. */
export async function seedStore(store: Store, options: { seed: number; scale: number; now: Date }): Promise<void> {
  const passwordHash = await seededPasswordHash(DEMO_PASSWORD, options.seed);
  const anchor = startOfUtcDay(options.now);
  for (const generator of SEED_GENERATORS) {
    generator.run({
      store,
      faker: createSeedFaker(options.seed, generator.name),
      anchor,
      seed: options.seed,
      scale: options.scale,
      passwordHash,
    });
  }
}
