import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

let counter = 0;

/** An e-mail no other test (or earlier run against the same data) uses. */
export function newUniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${randomInt(1000)}`;
  return `${prefix}.${stamp}@talhao-e2e.dev`;
}

const checkDigit = (digits: number[]): number => {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (weightStart - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A valid CPF (11 digits, both check digits right), never all digits equal. */
export function newCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => randomInt(10));
    if (base.every((d) => d === base[0])) continue;
    const first = checkDigit(base);
    const second = checkDigit([...base, first]);
    return [...base, first, second].join('');
  }
}

/** CNPJ check digit: weights 2..9 cycling from the right; remainder < 2 gives 0, else 11 − remainder. */
const cnpjCheckDigit = (digits: number[]): number => {
  let weight = 2;
  let sum = 0;
  for (let index = digits.length - 1; index >= 0; index--) {
    sum += (digits[index] ?? 0) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** A valid CNPJ (14 digits, both check digits right; branch 0001), never all digits equal. */
export function newCnpj(): string {
  for (;;) {
    const base = [...Array.from({ length: 8 }, () => randomInt(10)), 0, 0, 0, 1];
    if (base.slice(0, 8).every((d) => d === base[0])) continue;
    const first = cnpjCheckDigit(base);
    const second = cnpjCheckDigit([...base, first]);
    return [...base, first, second].join('');
  }
}

/**
 * A short text no other test (or earlier run against the same data) uses, e.g. 'Empresa E2E k3f9a2':
 * the prefix plus a base-36 stamp, cut to `maxLength` (names are 4–32 characters).
 */
export function newUniqueLabel(prefix: string, maxLength = 32): string {
  counter += 1;
  const stamp = `${Date.now().toString(36).slice(-5)}${process.pid.toString(36).slice(-2)}${counter}${randomInt(100)}`;
  return `${prefix} ${stamp}`.slice(0, maxLength);
}

/** A Brazilian mobile number as typed (DDD 27 + 9 + 8 digits). */
export function newMobile(): string {
  return `279${String(randomInt(10_000_000, 99_999_999))}`;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid PNG of `size`×`size` pixels in one RGB colour (built here, so no binary file is checked in). */
export function solidPng(size = 32, rgb: [number, number, number] = [46, 125, 50]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
