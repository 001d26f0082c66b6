import { trainingSchema } from '@talhao/schema';
import { describe, expect, it } from 'vitest';
import {
  composeDate,
  composeDuration,
  dateFromStored,
  splitDate,
  tomorrowInSaoPaulo,
  toTrainingInput,
  trainingDefaults,
} from './trainingForm';

describe('training form values', () => {
  it('zero-pads the duration parts', () => {
    expect(composeDuration('2', '5')).toBe('02:05');
    expect(composeDuration('12', '')).toBe('12:00');
    expect(composeDuration('', '')).toBe('');
  });

  it('composes the date in São Paulo time and splits it back', () => {
    expect(composeDate('2026-12-01', '09:30')).toBe('2026-12-01T09:30:00-03:00');
    expect(composeDate('', '09:30')).toBe('');
    expect(splitDate('2026-12-01T09:30:00-03:00')).toEqual({ day: '2026-12-01', time: '09:30' });
    expect(dateFromStored('2026-12-01T12:30:00.000Z')).toBe('2026-12-01T09:30:00-03:00');
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
      price: '0',
      profit: '',
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
