import { describe, expect, it } from 'vitest';
import { checkRange, financeVariables, rangeText, readPeriod, writePeriod } from './period';

const params = (query: string) => new URLSearchParams(query);

describe('finance period in the URL', () => {
  it('defaults to Mensal and ignores unknown values', () => {
    expect(readPeriod(params(''))).toEqual({ period: 'MONTH', range: null });
    expect(readPeriod(params('period=weekly'))).toEqual({ period: 'MONTH', range: null });
    expect(readPeriod(params('period=year&start=2026-01-01&end=2026-02-01'))).toEqual({ period: 'YEAR', range: null });
  });

  it('reads a custom range only when it is valid', () => {
    expect(readPeriod(params('period=custom&start=2026-10-01&end=2026-11-21'))).toEqual({
      period: 'CUSTOM',
      range: { startDate: '2026-10-01', endDate: '2026-11-21' },
    });
    expect(readPeriod(params('period=custom&start=2026-10-01'))).toEqual({ period: 'CUSTOM', range: null });
    expect(readPeriod(params('period=custom&start=2026-11-21&end=2026-10-01'))).toEqual({
      period: 'CUSTOM',
      range: null,
    });
  });

  it('writes the period, keeping viewAs and dropping dates outside Customizado', () => {
    const custom = writePeriod(params('viewAs=c1&period=month'), {
      period: 'CUSTOM',
      range: { startDate: '2026-10-01', endDate: '2026-11-21' },
    });
    expect(custom.toString()).toBe('viewAs=c1&period=custom&start=2026-10-01&end=2026-11-21');
    expect(writePeriod(custom, { period: 'YEAR', range: null }).toString()).toBe('viewAs=c1&period=year');
  });

  it('builds the query variables', () => {
    expect(financeVariables({ period: 'MONTH', range: null }, null)).toEqual({ period: 'MONTH' });
    expect(financeVariables({ period: 'CUSTOM', range: null }, 'c1')).toEqual({ period: 'CUSTOM', viewAs: 'c1' });
    expect(
      financeVariables({ period: 'CUSTOM', range: { startDate: '2026-10-01', endDate: '2026-11-21' } }, null),
    ).toEqual({ period: 'CUSTOM', startDate: '2026-10-01', endDate: '2026-11-21' });
  });

  it('checks the dialog range with the specification messages', () => {
    expect(checkRange('', '')).toEqual({
      ok: false,
      missing: true,
      message: 'Insira a data de início e de fim para salvar',
    });
    expect(checkRange('2026-10-01', '')).toMatchObject({ ok: false, missing: true });
    expect(checkRange('2026-11-21', '2026-10-01')).toEqual({
      ok: false,
      missing: false,
      message: 'A data de fim deve ser posterior à data de início',
    });
    // Up to five years: longer ranges are refused with the shared rule's text.
    expect(checkRange('2021-11-21', '2026-11-21')).toMatchObject({ ok: true });
    expect(checkRange('2021-11-20', '2026-11-21')).toEqual({
      ok: false,
      missing: false,
      message: 'O período pode ter no máximo 5 anos',
    });
    expect(checkRange('2026-10-01', '2026-11-21')).toEqual({
      ok: true,
      range: { startDate: '2026-10-01', endDate: '2026-11-21' },
    });
    expect(rangeText('2026-10-01', '2026-11-21')).toBe('01/10/2026 a 21/11/2026');
  });
});
