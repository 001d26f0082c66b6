import { MockedProvider } from '@apollo/client/testing/react';
import type { Place } from '@talhao/schema';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlaceField } from './PlaceField';
import { PlacesQuery } from './places';

const vitoria = {
  __typename: 'Place' as const,
  formattedAddress: 'Vitória - ES, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  country: 'Brasil',
  ibgeCode: '3205309',
  coords: { __typename: 'Coords' as const, latitude: -20.3155, longitude: -40.3128 },
};
const vitoriaDaConquista = {
  ...vitoria,
  formattedAddress: 'Vitória da Conquista - BA, Brasil',
  city: 'Vitória da Conquista',
  stateFrom: 'BA',
  ibgeCode: '2933307',
  coords: { __typename: 'Coords' as const, latitude: -14.8615, longitude: -40.8442 },
};

function Harness({ onChange }: { onChange(place: Place | null): void }) {
  const [value, setValue] = useState<Place | null>(null);
  return (
    <PlaceField
      label="Endereço"
      value={value}
      onChange={(place) => {
        onChange(place);
        setValue(place);
      }}
    />
  );
}

describe('PlaceField', () => {
  it('searches the places query once the typing settles and returns the chosen place', async () => {
    const result = vi.fn(() => ({ data: { places: [vitoria, vitoriaDaConquista] } }));
    const onChange = vi.fn();
    render(
      <MockedProvider mocks={[{ request: { query: PlacesQuery, variables: { query: 'Vitória', limit: 8 } }, result }]}>
        <Harness onChange={onChange} />
      </MockedProvider>,
    );

    const input = screen.getByLabelText('Endereço');
    await userEvent.type(input, 'Vitória');
    const option = await screen.findByRole('option', { name: 'Vitória - ES, Brasil' });
    expect(screen.getByRole('option', { name: 'Vitória da Conquista - BA, Brasil' })).toBeInTheDocument();
    // Debounced: one request for the settled text, none for 'V', 'Vi', …
    expect(result).toHaveBeenCalledTimes(1);

    await userEvent.click(option);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      formattedAddress: 'Vitória - ES, Brasil',
      city: 'Vitória',
      stateFrom: 'ES',
      country: 'Brasil',
      ibgeCode: '3205309',
      coords: { latitude: -20.3155, longitude: -40.3128 },
    });
    await waitFor(() => expect(input).toHaveValue('Vitória - ES, Brasil'));
  });

  it('says when no city matches', async () => {
    render(
      <MockedProvider
        mocks={[
          { request: { query: PlacesQuery, variables: { query: 'Xyzw', limit: 8 } }, result: { data: { places: [] } } },
        ]}
      >
        <Harness onChange={vi.fn()} />
      </MockedProvider>,
    );
    await userEvent.type(screen.getByLabelText('Endereço'), 'Xyzw');
    expect(await screen.findByText('Nenhuma cidade encontrada')).toBeInTheDocument();
  });

  it('shows its error tied to the input and offers the map', () => {
    render(
      <MockedProvider mocks={[]}>
        <PlaceField label="Endereço" value={null} onChange={vi.fn()} error="Selecione um endereço" />
      </MockedProvider>,
    );
    expect(screen.getByLabelText('Endereço')).toHaveAccessibleDescription('Selecione um endereço');
    expect(screen.getByRole('button', { name: 'Escolher no mapa' })).toBeInTheDocument();
  });
});
