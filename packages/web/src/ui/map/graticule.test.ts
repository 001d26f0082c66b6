import { describe, expect, it } from 'vitest';
import { formatDegrees, graticuleStep } from './graticule';

describe('offline map grid', () => {
  it('puts about two lines per tile, finer as the zoom grows', () => {
    expect(graticuleStep(2)).toBe(30);
    expect(graticuleStep(5)).toBe(5);
    expect(graticuleStep(10)).toBe(0.1);
    expect(graticuleStep(16)).toBe(0.0025);
    expect(graticuleStep(22)).toBe(0.0001);
  });

  it('labels degrees in pt-BR with hemisphere letters (O for west)', () => {
    expect(formatDegrees(-20.5, 'lat', 0.5)).toBe('20,5°S');
    expect(formatDegrees(-40.25, 'lng', 0.25)).toBe('40,25°O');
    expect(formatDegrees(10, 'lng', 10)).toBe('10°L');
    expect(formatDegrees(0, 'lat', 5)).toBe('0°');
    expect(formatDegrees(3, 'lat', 1)).toBe('3°N');
  });
});
