import { describe, expect, it } from 'vitest';
import { consultancyData, pointTitle, trainingData } from './chartData';
import { CUSTOM_DEFAULT, ELEVEN_MONTHS, YEARLY } from './testing';

describe('pointTitle', () => {
  it('writes the whole day, the week’s days, the month and the year', () => {
    expect(pointTitle('DAY', { label: '03/02', start: '2026-02-03', end: '2026-02-03' })).toBe('03/02/2026');
    expect(pointTitle('WEEK', { label: 'sem. de 02/02', start: '2026-02-02', end: '2026-02-08' })).toBe(
      'Semana de 02/02/2026 a 08/02/2026',
    );
    expect(pointTitle('MONTH', { label: 'fev/2026', start: '2026-02-01', end: '2026-02-28' })).toBe(
      'Fevereiro de 2026',
    );
    expect(pointTitle('YEAR', { label: '2025', start: '2025-01-01', end: '2025-12-31' })).toBe('2025');
  });

  it('names the days of a month or year the range cuts', () => {
    expect(pointTitle('MONTH', { label: 'fev/2026', start: '2026-02-10', end: '2026-02-28' })).toBe(
      'Fevereiro de 2026 (10/02 a 28/02)',
    );
    expect(pointTitle('MONTH', { label: 'fev/2024', start: '2024-02-01', end: '2024-02-28' })).toBe(
      'Fevereiro de 2024 (01/02 a 28/02)',
    );
    expect(pointTitle('YEAR', { label: '2026', start: '2026-01-01', end: '2026-11-21' })).toBe('2026 (01/01 a 21/11)');
  });
});

describe('chart data', () => {
  it('keeps the BFF’s labels, with short ones for weeks and months', () => {
    expect(consultancyData(CUSTOM_DEFAULT).slice(0, 2)).toEqual([
      {
        key: '2026-09-23',
        label: 'sem. de 23/09',
        shortLabel: '23/09',
        title: 'Semana de 23/09/2026 a 27/09/2026',
        values: { average: 100, maximum: 200, minimum: 50 },
      },
      {
        key: '2026-09-28',
        label: 'sem. de 28/09',
        shortLabel: '28/09',
        title: 'Semana de 28/09/2026 a 04/10/2026',
        values: { average: 0, maximum: 0, minimum: 0 },
      },
    ]);
    expect(trainingData(ELEVEN_MONTHS)[1]).toMatchObject({ label: 'jan/2026', shortLabel: 'jan/26' });
    expect(trainingData(YEARLY).map((datum) => [datum.label, datum.shortLabel])).toEqual([
      ['2022', undefined],
      ['2023', undefined],
      ['2024', undefined],
      ['2025', undefined],
      ['2026', undefined],
    ]);
  });
});
