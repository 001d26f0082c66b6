import { describe, expect, it } from 'vitest';
import { charsPerSource, decodeVlq, groupOfSource } from './weight';

describe('decodeVlq', () => {
  it('decodes source-map base64 VLQ fields, signs included', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('AACA')).toEqual([0, 0, 1, 0]);
    expect(decodeVlq('D')).toEqual([-1]);
    // 16 needs a continuation digit: 'gB'.
    expect(decodeVlq('gB')).toEqual([16]);
    expect(decodeVlq('SAAS')).toEqual([9, 0, 0, 9]);
  });

  it('refuses a character outside base64', () => {
    expect(() => decodeVlq('A!')).toThrow('bad VLQ character "!"');
  });
});

describe('charsPerSource', () => {
  it('gives each segment the characters up to the next one, across lines', () => {
    // Line 1: 'abcdef' — chars 0–2 from a.js, 3–5 from b.js. Line 2: 'xy' — unmapped prefix 'x', then a.js.
    const chars = charsPerSource('abcdef\nxy', 'AAAA,GCAA;CDAA', ['a.js', 'b.js']);
    expect(chars.get('a.js')).toBe(3 + 1);
    expect(chars.get('b.js')).toBe(3);
    // Two line breaks and the 'x' before line 2's first segment.
    expect(chars.get(null)).toBe(3);
  });

  it('counts a one-field segment (generated code without a source) as unmapped', () => {
    const chars = charsPerSource('abcd', 'AAAA,E', ['a.js']);
    expect(chars.get('a.js')).toBe(2);
    expect(chars.get(null)).toBe(2 + 1);
  });
});

describe('groupOfSource', () => {
  const root = '/repo';

  it('names npm packages, scoped ones with their scope', () => {
    expect(groupOfSource('/repo/node_modules/.pnpm/react-dom@19.0.0/node_modules/react-dom/cjs/x.js', root)).toBe(
      'react-dom',
    );
    expect(groupOfSource('/repo/node_modules/.pnpm/@apollo+client@4/node_modules/@apollo/client/core/a.js', root)).toBe(
      '@apollo/client',
    );
  });

  it('names folders of the web app (two levels) and of the schema package', () => {
    expect(groupOfSource('/repo/packages/web/src/features/consultancies/List.tsx', root)).toBe(
      'web/features/consultancies',
    );
    expect(groupOfSource('/repo/packages/web/src/main.tsx', root)).toBe('web/main.tsx');
    expect(groupOfSource('/repo/packages/web/src/ui/Button.tsx', root)).toBe('web/ui');
    expect(groupOfSource('/repo/packages/schema/src/forms/login.ts', root)).toBe('@talhao/schema/forms');
  });
});
