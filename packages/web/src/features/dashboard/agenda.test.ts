import { describe, expect, it } from 'vitest';
import { modeLabel, monthFigures, monthName, propertyName, workHours } from './agenda';
import { DASHBOARD } from './testing';

describe('dashboard formatting', () => {
  it('formats the four monthly figures pt-BR', () => {
    expect(monthFigures(DASHBOARD).map((figure) => [figure.label, figure.value])).toEqual([
      ['Receita', 'R$\u00a012.345,67'],
      ['Trabalhos', '7'],
      ['Consultorias Prestadas', '3'],
      ['Treinamentos', '2'],
    ]);
  });

  it('names the month and writes the agenda values', () => {
    expect(monthName('2026-11')).toBe('novembro de 2026');
    expect(monthName('2026-01')).toBe('janeiro de 2026');
    const [first, second] = DASHBOARD.agenda;
    expect(first && workHours(first)).toBe('08:00 – 10:30');
    expect(modeLabel('IN_PERSON')).toBe('Presencial');
    expect(modeLabel('ONLINE')).toBe('Online');
    expect(first && propertyName(first)).toBe('Fazenda Boa Vista');
    expect(second && propertyName(second)).toBe('—');
  });
});
