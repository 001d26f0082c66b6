import { MockedProvider } from '@apollo/client/testing/react';
import type { Place } from '@talhao/schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MapPickerDialog } from './MapPickerDialog';

const serra: Place = {
  formattedAddress: 'Serra - ES, Brasil',
  city: 'Serra',
  stateFrom: 'ES',
  country: 'Brasil',
  coords: { latitude: -20.12, longitude: -40.3 },
};

// The dialog's map (Leaflet) is loaded lazily; load it before the tests, so on a busy run the import
// never finishes after the test environment is torn down (Leaflet reads `window` as it loads).
beforeAll(async () => {
  await import('./map/LeafletMap');
});

describe('MapPickerDialog', () => {
  it('refuses to save without a location', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    render(
      <MockedProvider mocks={[]}>
        <MapPickerDialog open onClose={onClose} onSave={onSave} />
      </MockedProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione uma localização para salvar!')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the initial place and closes', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    render(
      <MockedProvider mocks={[]}>
        <MapPickerDialog open initial={serra} onClose={onClose} onSave={onSave} />
      </MockedProvider>,
    );
    expect(screen.getByText('Serra - ES, Brasil', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith(serra);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
