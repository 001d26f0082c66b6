import { trainingSchema } from '@talhao/schema';
import { describe, expect, it } from 'vitest';
import {
  composeDate,
  dateFromStored,
  splitDate,
  tomorrowInSaoPaulo,
  toTrainingInput,
  trainingDefaults,
} from './trainingFormValues';

describe('training form values', () => {
  it('composes the date in São Paulo time and splits it back', () => {
    expect(composeDate('2026-12-01', '09:30')).toBe('2026-12-01T09:30:00-03:00');
    expect(composeDate('', '')).toBe('');
    expect(splitDate('2026-12-01T09:30:00-03:00')).toEqual({ day: '2026-12-01', time: '09:30' });
    // A day without a time is midnight, and the time field stays empty.
    expect(composeDate('2026-12-01', '')).toBe('2026-12-01T00:00-03:00');
    expect(splitDate(composeDate('2026-12-01', ''))).toEqual({ day: '2026-12-01', time: '' });
    expect(splitDate(composeDate('2026-12-01', '00:00'))).toEqual({ day: '2026-12-01', time: '00:00' });
    expect(
      trainingSchema({ now: new Date('2026-11-21T15:00:00Z') }).shape.date.parse(composeDate('2026-12-01', '')),
    ).toBe('2026-12-01T00:00-03:00');
    expect(dateFromStored('2026-12-01T12:30:00.000Z')).toBe('2026-12-01T09:30:00-03:00');
  });

  it('keeps what is still being typed in either field, which the schema refuses', () => {
    for (const [day, time] of [
      ['', '09:30'],
      ['01/12', ''],
      ['2026-12-01', '09:3'],
    ] as const) {
      const date = composeDate(day, time);
      expect(splitDate(date)).toEqual({ day, time });
      expect(trainingSchema().shape.date.safeParse(date).success).toBe(false);
    }
  });

  it('offers tomorrow as the earliest day', () => {
    expect(tomorrowInSaoPaulo(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
    // 23:30 in São Paulo is already the next day in UTC; tomorrow is still the 22nd.
    expect(tomorrowInSaoPaulo(new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-22');
  });

  it('sends no empty values and no address for an online training', () => {
    const now = new Date('2026-11-21T15:00:00Z');
    const values = trainingSchema({ now }).parse({
      ...trainingDefaults(),
      title: 'Curso online',
      price: 0,
      profit: null,
      format: 'ONLINE',
      date: composeDate('2026-12-01', '09:30'),
      duration: '01:00',
      summary: 'Resumo',
      availableSpots: '10',
      address: {
        formattedAddress: 'Linhares, ES',
        city: 'Linhares',
        stateFrom: 'ES',
        coords: { latitude: -19.39, longitude: -40.07 },
      },
      description: '<p>Descrição</p>',
      specificInformation: '<p>Info</p>',
    });
    const input = toTrainingInput(values);
    expect(input).not.toHaveProperty('profit');
    expect(input).not.toHaveProperty('address');
    expect(input).toMatchObject({
      title: 'Curso online',
      price: 0,
      availableSpots: 10,
      date: '2026-12-01T12:30:00.000Z',
    });
  });
});
