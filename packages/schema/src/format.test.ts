import { describe, expect, it } from 'vitest';
import {
  firstName,
  formatBRL,
  formatDay,
  formatDayTime,
  formatHectares,
  formatInteger,
  formatMonthNumeric,
  formatMonthYear,
  formatNumber,
  formatTime,
  harvestLabel,
  monthName,
  TIME_ZONE,
  todayInSaoPaulo,
} from './format';

describe('numbers', () => {
  it('formats BRL with the no-break space Intl puts after the symbol', () => {
    expect(formatBRL(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(1_000_000)).toBe('R$\u00a01.000.000,00');
    expect(formatBRL(0.5)).toBe('R$\u00a00,50');
    expect(formatBRL(-1234.56)).toBe('-R$\u00a01.234,56');
  });

  it('formats plain numbers, integers and hectares in pt-BR', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatInteger(1234.6)).toBe('1.235');
    expect(formatHectares(12.5)).toBe('12,5 ha');
    expect(formatHectares(1500)).toBe('1.500 ha');
  });
});

describe('dates in America/Sao_Paulo (the tests run with TZ=UTC)', () => {
  it('runs in UTC, so São Paulo is three hours behind', () => {
    expect(TIME_ZONE).toBe('America/Sao_Paulo');
    expect(new Date('2026-03-01T00:00:00Z').getTimezoneOffset()).toBe(0);
  });

  it('shows a UTC instant just after midnight as the previous São Paulo day', () => {
    expect(formatDay('2026-03-01T02:59:00Z')).toBe('28/02/2026');
    expect(formatTime('2026-03-01T02:59:00Z')).toBe('23:59');
    expect(formatDayTime('2026-03-01T02:59:00Z')).toBe('28/02/2026 23:59');
  });

  it('turns the day at 03:00 UTC', () => {
    expect(formatDay('2026-03-01T03:00:00Z')).toBe('01/03/2026');
    expect(formatTime('2026-03-01T03:00:00Z')).toBe('00:00');
  });

  it('accepts Date objects, epoch milliseconds and offsets', () => {
    const instant = new Date('2025-12-31T23:30:00Z');
    expect(formatDay(instant)).toBe('31/12/2025');
    expect(formatTime(instant)).toBe('20:30');
    expect(formatDay(instant.getTime())).toBe('31/12/2025');
    expect(formatDayTime('2026-01-01T00:15:00-03:00')).toBe('01/01/2026 00:15');
  });

  it('shows a bare calendar date (yyyy-MM-dd) as that same day', () => {
    expect(formatDay('2026-03-10')).toBe('10/03/2026');
    expect(formatDay('1990-01-01')).toBe('01/01/1990');
    expect(formatMonthNumeric('2026-03-01')).toBe('03/2026');
  });

  it('names the month in Portuguese', () => {
    expect(formatMonthYear('2026-11-15T12:00:00Z')).toBe('novembro de 2026');
    expect(formatMonthYear('2026-01-01T02:00:00Z')).toBe('dezembro de 2025');
    expect(formatMonthYear('2026-03-01')).toBe('março de 2026');
  });

  it('names every month, in full and abbreviated without a period', () => {
    expect(Array.from({ length: 12 }, (_, index) => monthName(index + 1))).toEqual([
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ]);
    expect(Array.from({ length: 12 }, (_, index) => monthName(index + 1, 'short')).join(' ')).toBe(
      'jan fev mar abr mai jun jul ago set out nov dez',
    );
    expect(monthName(13)).toBe('');
  });

  it('keeps a bare date on its day even where São Paulo skipped that midnight (DST of 2018)', () => {
    expect(formatDay('2018-11-04')).toBe('04/11/2018');
    expect(formatMonthYear('2018-11-04')).toBe('novembro de 2018');
  });

  it('reads the clock of the summer-time years in their own offset (-02:00)', () => {
    expect(formatDayTime('2018-12-01T02:30:00Z')).toBe('01/12/2018 00:30');
    expect(formatDayTime('2018-12-01T01:59:00Z')).toBe('30/11/2018 23:59');
  });

  it('refuses an unreadable date, as before', () => {
    expect(() => formatDay('not a date')).toThrow(RangeError);
  });

  it('writes midnight as 00:00, never 24:00', () => {
    expect(formatTime('2026-06-10T03:00:00Z')).toBe('00:00');
    expect(formatDayTime('2026-06-10T03:00:00.000Z')).toBe('10/06/2026 00:00');
  });

  it('numbers the month as MM/yyyy', () => {
    expect(formatMonthNumeric('2026-01-01T02:00:00Z')).toBe('12/2025');
    expect(formatMonthNumeric('2026-01-01T03:00:00Z')).toBe('01/2026');
  });

  it("gives today's São Paulo date", () => {
    expect(todayInSaoPaulo(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
    expect(todayInSaoPaulo(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });
});

describe('firstName', () => {
  it('takes the first word', () => {
    expect(firstName('Ana Maria Souza')).toBe('Ana');
    expect(firstName('  João   da Silva ')).toBe('João');
    expect(firstName('Cooperativa')).toBe('Cooperativa');
  });

  it('is empty without a name', () => {
    expect(firstName('')).toBe('');
    expect(firstName('   ')).toBe('');
    expect(firstName(null)).toBe('');
    expect(firstName(undefined)).toBe('');
  });
});

describe('harvestLabel', () => {
  it("reads 'Safra de {culture} {year} - dd/MM a dd/MM'", () => {
    expect(harvestLabel({ cultureName: 'Soja', year: 2025, startDate: '2025-09-15', endDate: '2026-02-03' })).toBe(
      'Safra de Soja 2025 - 15/09 a 03/02',
    );
  });
});
