import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '@/app/apollo';
import {
  EMPTY_OPTIONS_TEXT,
  type FarmerOption,
  FarmerSelect,
  FarmerSelectFarmersQuery,
  FarmerSelectPropertiesQuery,
  type PropertyOption,
  PropertySelect,
} from './FarmerSelect';

const farmer = (id: string, name: string) => ({ __typename: 'Farmer' as const, id, name, pictureUrl: null });
const page = <T,>(typename: string, items: T[]) => ({ __typename: typename, page: 1, hasNextPage: false, items });

const JOSE = farmer('fa1', 'José Pereira');
const MARIA = farmer('fa2', 'Maria Souza');

const farmersMock = (name: string | null, items: ReturnType<typeof farmer>[], viewAs: string | null = null) => ({
  request: { query: FarmerSelectFarmersQuery, variables: { name, viewAs } },
  result: { data: { farmers: page('FarmerPage', items) } },
});

function Pickers({ onFarmer, onProperty }: { onFarmer(f: FarmerOption | null): void; onProperty(p: unknown): void }) {
  const [farmerValue, setFarmer] = useState<FarmerOption | null>(null);
  const [property, setProperty] = useState<PropertyOption | null>(null);
  return (
    <>
      <FarmerSelect
        value={farmerValue}
        onChange={(value) => {
          onFarmer(value);
          setFarmer(value);
        }}
      />
      <PropertySelect
        farmerId={farmerValue?.id}
        value={property}
        onChange={(value) => {
          onProperty(value);
          setProperty(value);
        }}
      />
    </>
  );
}

describe('FarmerSelect and PropertySelect', () => {
  it('shows the first farmers as soon as the field gets focus, before anything is typed', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider cache={createCache()} mocks={[farmersMock(null, [JOSE, MARIA])]}>
        <Pickers onFarmer={vi.fn()} onProperty={vi.fn()} />
      </MockedProvider>,
    );
    await user.click(screen.getByLabelText('Agricultor'));
    expect(await screen.findByRole('option', { name: 'José Pereira' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Maria Souza' })).toBeInTheDocument();
  });

  it('lists farmers, searches by name after the typing settles and enables the property picker', async () => {
    const user = userEvent.setup();
    const searched = vi.fn(() => ({ data: { farmers: page('FarmerPage', [MARIA]) } }));
    const onFarmer = vi.fn();
    const onProperty = vi.fn();
    render(
      <MockedProvider
        cache={createCache()}
        mocks={[
          farmersMock(null, [JOSE, MARIA]),
          {
            request: { query: FarmerSelectFarmersQuery, variables: { name: 'Maria', viewAs: null } },
            result: searched,
          },
          {
            request: { query: FarmerSelectPropertiesQuery, variables: { farmerId: 'fa2', name: null, viewAs: null } },
            result: {
              data: {
                farmerProperties: page('PropertyPage', [
                  { __typename: 'Property', id: 'pr1', name: 'Sítio Boa Vista', totalArea: 12.5 },
                ]),
              },
            },
          },
        ]}
      >
        <Pickers onFarmer={onFarmer} onProperty={onProperty} />
      </MockedProvider>,
    );

    const property = screen.getByLabelText('Propriedade');
    expect(property).toBeDisabled();

    const input = screen.getByLabelText('Agricultor');
    await user.click(screen.getByRole('button', { name: 'Mostrar agricultores' }));
    expect(await screen.findByRole('option', { name: 'José Pereira' })).toBeInTheDocument();

    await user.type(input, 'Maria');
    await waitFor(() => expect(searched).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'José Pereira' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('option', { name: 'Maria Souza' }));
    expect(onFarmer).toHaveBeenCalledWith({ id: 'fa2', name: 'Maria Souza', pictureUrl: null });
    expect(input).toHaveValue('Maria Souza');

    await waitFor(() => expect(property).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Mostrar propriedades' }));
    const option = await screen.findByRole('option', { name: /Sítio Boa Vista/ });
    expect(option).toHaveTextContent('12,5 ha');
    await user.click(option);
    expect(onProperty).toHaveBeenCalledWith({ id: 'pr1', name: 'Sítio Boa Vista' });
  });

  it("says 'Nenhum item encontrado' when no farmer matches and passes viewAs", async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider cache={createCache()} mocks={[farmersMock(null, [], 'u9')]}>
        <FarmerSelect label="Cliente" value={null} onChange={vi.fn()} viewAsId="u9" error="Selecione o agricultor" />
      </MockedProvider>,
    );
    const input = screen.getByLabelText('Cliente');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Selecione o agricultor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar agricultores' }));
    expect(await screen.findByText(EMPTY_OPTIONS_TEXT)).toBeInTheDocument();
  });
});
