import { describe, expect, it } from 'vitest';
import {
  fitLabel,
  formatCompactBRL,
  formatCompactInteger,
  formatMonthAbbr,
  formatMonthShort,
  formatMonthTitle,
  resolveFormat,
} from './format';

// Intl writes a no-break space after 'R$'.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('chart formats', () => {
  it('labels months as mmm/yy and titles them in full, from the yyyy-MM digits', () => {
    expect(formatMonthShort('2026-06')).toBe('jun/26');
    expect(formatMonthShort('2026-01')).toBe('jan/26');
    expect(formatMonthShort('2025-12-31')).toBe('dez/25');
    expect(formatMonthAbbr('2026-08')).toBe('ago');
    expect(formatMonthTitle('2026-06')).toBe('Junho de 2026');
    expect(formatMonthTitle('2026-03')).toBe('Março de 2026');
  });

  it('shortens axis values in pt-BR', () => {
    expect(formatCompactBRL(0)).toBe(nbsp('R$ 0'));
    expect(formatCompactBRL(950)).toBe(nbsp('R$ 950'));
    expect(formatCompactBRL(12_345.67)).toBe(nbsp('R$ 12,3 mil'));
    expect(formatCompactBRL(1_500_000)).toBe(nbsp('R$ 1,5 mi'));
    expect(formatCompactInteger(1234)).toBe(nbsp('1,2 mil'));
    expect(formatCompactInteger(40)).toBe('40');
  });

  it('resolves the named formats to full and axis formatters', () => {
    expect(resolveFormat('brl').value(12_345.67)).toBe(nbsp('R$ 12.345,67'));
    expect(resolveFormat('integer').value(1234)).toBe('1.234');
    expect(resolveFormat().integer).toBe(true);
    expect(resolveFormat('brl').integer).toBe(false);
  });

  it('cuts long labels to the room they have', () => {
    expect(fitLabel('Vitória - ES', 200)).toBe('Vitória - ES');
    const cut = fitLabel('São José dos Campos - SP', 70);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(10);
  });
});
