import { describe, expect, it } from 'vitest';
import { cityState, dayInput } from './display';
import { offerFixedPrice, providedDefaults, statusOptions, toProvidedInput } from './providedFormValues';
import { makeProvided } from './testing';

describe('provided-consultancy form helpers', () => {
  it('offers CANCELED only when editing', () => {
    expect(statusOptions('create').map((option) => option.value)).toEqual(['PLANNED', 'IN_PROGRESS', 'COMPLETED']);
    expect(statusOptions('edit').map((option) => option.label)).toEqual([
      'Planejado',
      'Em andamento',
      'Concluído',
      'Cancelado',
    ]);
  });

  it('prefills from a stored record and leaves a REQUESTED status for the user to choose', () => {
    const values = providedDefaults(makeProvided({ startDate: '2026-03-10T00:00:00.000Z', endDate: null }));
    expect(values).toMatchObject({
      farmerId: 'fa0000000000000000000001',
      propertyId: 'pr0000000000000000000001',
      status: 'IN_PROGRESS',
      startDate: '2026-03-10',
      endDate: '',
    });
    expect(providedDefaults(makeProvided({ status: 'REQUESTED' })).status).toBe('');
    expect(providedDefaults().status).toBe('PLANNED');
  });

  it('builds the mutation input with the API status and a null end date', () => {
    expect(
      toProvidedInput({
        offerId: 'of1',
        farmerId: 'fa1',
        propertyId: 'pr1',
        fixedPrice: 99.9,
        status: 'COMPLETED',
        startDate: '2026-01-01',
        endDate: undefined,
      }),
    ).toEqual({
      offerId: 'of1',
      farmerId: 'fa1',
      propertyId: 'pr1',
      fixedPrice: 99.9,
      status: 'COMPLETED',
      startDate: '2026-01-01',
      endDate: null,
    });
    expect(dayInput(null)).toBe('');
    expect(cityState({ city: 'Linhares', stateFrom: 'ES' })).toBe('Linhares - ES');
    expect(cityState(null)).toBe('');
  });

  it("pre-fills 'Valor fixo' only from an offer with a single price line", () => {
    expect(offerFixedPrice({ agreedPrice: false, prices: [{ amount: 850, feeType: 'PER_VISIT' }] })).toBe(850);
    expect(offerFixedPrice({ agreedPrice: true, prices: [{ amount: 850, feeType: 'PER_VISIT' }] })).toBeNull();
    expect(offerFixedPrice({ agreedPrice: false, prices: [] })).toBeNull();
    expect(
      offerFixedPrice({
        agreedPrice: false,
        prices: [
          { amount: 120, feeType: 'PER_HECTARE' },
          { amount: 90, feeType: 'PER_TECHNICAL_HOUR' },
        ],
      }),
    ).toBeNull();
  });
});
