import { describe, expect, it } from 'vitest';
import { changedFromDefaults, sameValues } from './sameValues';

describe('sameValues', () => {
  it('compares form values by content', () => {
    expect(sameValues('a', 'a')).toBe(true);
    expect(sameValues('', null)).toBe(false);
    expect(sameValues(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValues(new Date('2026-01-02'), new Date('2026-01-02'))).toBe(true);
    expect(sameValues(new Date('2026-01-02'), new Date('2026-01-03'))).toBe(false);
    expect(sameValues(['soja', 'milho'], ['soja', 'milho'])).toBe(true);
    expect(sameValues(['soja'], ['soja', 'milho'])).toBe(false);
    expect(sameValues({ a: 1, b: { c: [1] } }, { a: 1, b: { c: [1] } })).toBe(true);
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValues([], {})).toBe(false);
  });

  it('compares anything else (a chosen file) by identity', () => {
    const file = new File(['x'], 'foto.png');
    expect(sameValues(file, file)).toBe(true);
    expect(sameValues(file, new File(['x'], 'foto.png'))).toBe(false);
  });
});

describe('changedFromDefaults', () => {
  it('looks only at the fields the defaults declare', () => {
    const defaults = { name: 'Ana', crops: [] as string[] };
    expect(changedFromDefaults({ name: 'Ana', crops: [], extra: '' }, defaults)).toBe(false);
    expect(changedFromDefaults({ name: 'Ana', crops: ['soja'] }, defaults)).toBe(true);
    expect(changedFromDefaults({ name: 'Ana Paula', crops: [] }, defaults)).toBe(true);
  });
});
