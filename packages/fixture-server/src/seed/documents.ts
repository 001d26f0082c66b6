import type { Faker } from '@faker-js/faker';

/** Brazilian identifiers with real check digits, from the seeded RNG. */

const digits = (faker: Faker, count: number): number[] =>
  Array.from({ length: count }, () => faker.number.int({ min: 0, max: 9 }));

const allEqual = (values: readonly number[]) => values.every((v) => v === values[0]);

/** CPF check digit: weights count down to 2; remainder ×10 mod 11, where 10 becomes 0. */
function cpfDigit(values: readonly number[]): number {
  const weight = values.length + 1;
  const sum = values.reduce((acc, value, index) => acc + value * (weight - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function cpfFrom(base9: readonly number[]): string {
  const first = cpfDigit(base9);
  const second = cpfDigit([...base9, first]);
  return [...base9, first, second].join('');
}

export function generateCpf(faker: Faker): string {
  let base = digits(faker, 9);
  while (allEqual(base)) base = digits(faker, 9);
  return cpfFrom(base);
}

/** CNPJ check digit: weights 2..9 cycling from the right; remainder < 2 gives 0, else 11 − remainder. */
function cnpjDigit(values: readonly number[]): number {
  let weight = 2;
  let sum = 0;
  for (let index = values.length - 1; index >= 0; index--) {
    sum += (values[index] ?? 0) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function cnpjFrom(base12: readonly number[]): string {
  const first = cnpjDigit(base12);
  const second = cnpjDigit([...base12, first]);
  return [...base12, first, second].join('');
}

/** Head office CNPJ: 8 random root digits, branch 0001. */
export function generateCnpj(faker: Faker): string {
  let root = digits(faker, 8);
  while (allEqual(root)) root = digits(faker, 8);
  return cnpjFrom([...root, 0, 0, 0, 1]);
}

/** E.164 Brazilian mobile: '+55' + DDD + 9 + 8 digits (14 characters), first subscriber digit 8 or 9. */
export function generateMobile(faker: Faker, ddd: string): string {
  return `+55${ddd}9${faker.helpers.arrayElement([8, 9])}${digits(faker, 7).join('')}`;
}

/** Draws until `draw` gives a value not in `taken`, then records it. */
export function unique<T>(taken: Set<T>, draw: () => T): T {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const value = draw();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
  throw new Error('seed: não foi possível gerar um valor único');
}
