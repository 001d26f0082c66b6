import { describe, expect, it } from 'vitest';
import { priceTexts, truncate } from './display';

describe('offer display', () => {
  it('writes each price line with its charge type, or A combinar', () => {
    expect(
      priceTexts({
        agreedPrice: false,
        prices: [
          { amount: 1500, feeType: 'PER_HECTARE' },
          { amount: 80.5, feeType: 'PER_TECHNICAL_HOUR' },
        ],
      }),
    ).toEqual(['R$ 1.500,00 Por hectare', 'R$ 80,50 Por hora técnica']);
    expect(priceTexts({ agreedPrice: true, prices: [{ amount: 10, feeType: 'PER_VISIT' }] })).toEqual(['A combinar']);
    expect(priceTexts({ agreedPrice: false, prices: [] })).toEqual(['A combinar']);
  });

  it('cuts descriptions at 60 characters', () => {
    expect(truncate('a'.repeat(60))).toBe('a'.repeat(60));
    expect(truncate('a'.repeat(61))).toBe(`${'a'.repeat(60)}…`);
  });
});
