import { describe, expect, it } from 'vitest';
import { durationLabel, remainingSpotsLabel, spotsLabel, truncateSummary } from './display';

describe('training display', () => {
  it('cuts the summary at 60 characters', () => {
    const long = 'a'.repeat(61);
    expect(truncateSummary(long)).toBe(`${'a'.repeat(60)}…`);
    expect(truncateSummary('b'.repeat(60))).toBe('b'.repeat(60));
  });

  it('shows spots as confirmed/available and the remaining spots', () => {
    expect(spotsLabel(3, 20)).toBe('3/20');
    expect(remainingSpotsLabel(17)).toBe('17 vagas restantes');
    expect(remainingSpotsLabel(1)).toBe('1 vaga restante');
    expect(remainingSpotsLabel(-2)).toBe('0 vagas restantes');
  });

  it('reads HH:MM durations', () => {
    expect(durationLabel('02:30')).toBe('2h30min');
    expect(durationLabel('03:00')).toBe('3h');
    expect(durationLabel('00:45')).toBe('45min');
  });
});
