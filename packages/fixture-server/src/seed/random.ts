import { createHash } from 'node:crypto';
import { base, en, Faker, pt_BR } from '@faker-js/faker';

/**
 * A pt-BR faker for one seed generator. Each generator gets its own stream (seeded from the run's
 * seed and the generator's name), so adding or changing one domain's generator never shifts the
 * data of another.
 */
export function createSeedFaker(seed: number, generator: string): Faker {
  const faker = new Faker({ locale: [pt_BR, en, base] });
  faker.seed(createHash('sha256').update(`${seed}:${generator}`).digest().readUInt32BE(0));
  return faker;
}

/** Lower-case ASCII letters and digits only (for e-mail local parts). */
export const slug = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
