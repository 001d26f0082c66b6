import { PROVIDED_MESSAGES } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { viewerOf } from '@/features/offers/testing';
import {
  ProvidedConsultancyQuery,
  ProvidedCreateConsultancyMutation,
  ProvidedDeleteConsultancyMutation,
  ProvidedOfferOptionsQuery,
  ProvidedUpdateConsultancyMutation,
} from './documents';
import { DELETE_PROVIDED_CONFIRM, ProvidedCreatePage, ProvidedEditPage } from './ProvidedFormPages';
import { LIST, makeProvided, renderPages } from './testing';

vi.mock('@/app/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/app/session')>()),
  useViewer: () => viewerOf('CONSULTANT'),
}));

/*
 * The rules live in the form, not in the pickers: FarmerSelect becomes two buttons and PropertySelect
 * shows its value and picks 'Sítio Boa Vista' (FarmerSelect.test.tsx covers the real comboboxes).
 */
vi.mock('@/features/farmers/FarmerSelect', () => ({
  FarmerSelect: ({ value, onChange, error }: import('@/features/farmers/FarmerSelect').FarmerSelectProps) => (
    <fieldset>
      <legend>Agricultor: {value?.name ?? 'nenhum'}</legend>
      <button type="button" onClick={() => onChange({ id: 'fa1', name: 'José Pereira', pictureUrl: null })}>
        Escolher José
      </button>
      <button type="button" onClick={() => onChange({ id: 'fa2', name: 'Maria Souza', pictureUrl: null })}>
        Escolher Maria
      </button>
      {error ? <p>{error}</p> : null}
    </fieldset>
  ),
  PropertySelect: ({
    farmerId,
    value,
    onChange,
    error,
  }: import('@/features/farmers/FarmerSelect').PropertySelectProps) => (
    <fieldset>
      <legend>Propriedade: {value?.name ?? 'nenhuma'}</legend>
      <button type="button" disabled={!farmerId} onClick={() => onChange({ id: 'pr1', name: 'Sítio Boa Vista' })}>
        Escolher Sítio
      </button>
      {error ? <p>{error}</p> : null}
    </fieldset>
  ),
}));

const SLOW = { timeout: 15_000 };
const line = (amount: number, feeType: string) => ({ __typename: 'PriceLine', amount, feeType });
const OFFERS = [
  {
    __typename: 'OfferedConsultancy',
    id: 'of0000000000000000000001',
    name: 'Manejo do café conilon',
    agreedPrice: false,
    prices: [line(850, 'PER_VISIT')],
  },
  { __typename: 'OfferedConsultancy', id: 'of2', name: 'Análise de solo', agreedPrice: true, prices: [] },
  {
    __typename: 'OfferedConsultancy',
    id: 'of3',
    name: 'Irrigação',
    agreedPrice: false,
    prices: [line(120, 'PER_HECTARE'), line(90, 'PER_TECHNICAL_HOUR')],
  },
];
const offersMock = {
  request: { query: ProvidedOfferOptionsQuery, variables: { page: 1, viewAs: null } },
  result: {
    data: {
      offeredConsultancies: { __typename: 'OfferedConsultancyPage', page: 1, hasNextPage: false, items: OFFERS },
    },
  },
};

function render(at: string, mocks: unknown[]) {
  return renderPages(
    [
      { path: `${LIST}/criar`, element: <ProvidedCreatePage /> },
      { path: `${LIST}/editar/:id`, element: <ProvidedEditPage /> },
      { path: `${LIST}/:id`, element: <p>detalhe da consultoria</p> },
      { path: LIST, element: <p>lista de consultorias</p> },
    ],
    { at, mocks: mocks as never },
  );
}
const location = () => screen.getByTestId('location');

describe('Prestar consultoria', () => {
  it('shows every validation message and offers no CANCELED status', async () => {
    const user = userEvent.setup();
    render(`${LIST}/criar`, [offersMock]);
    expect(screen.getByRole('heading', { name: 'Prestar consultoria' })).toBeInTheDocument();
    const status = screen.getByLabelText(/Status/);
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Planejado', 'Em andamento', 'Concluído']);

    await user.type(screen.getByLabelText(/^Data de fim/), '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Prestar consultoria' }));
    for (const message of [
      PROVIDED_MESSAGES.consultancy,
      PROVIDED_MESSAGES.farmer,
      PROVIDED_MESSAGES.property,
      PROVIDED_MESSAGES.fixedPrice,
      PROVIDED_MESSAGES.startDate,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The spec's wording, typos included.
    expect(PROVIDED_MESSAGES.startDate).toBe('Insira a data de início');
    await user.type(screen.getByLabelText(/^Data de início/), '10/03/2026');
    await user.click(screen.getByRole('button', { name: 'Prestar consultoria' }));
    expect(await screen.findByText('A data de fim deve ser maior que a data de início')).toBeInTheDocument();
    expect(screen.queryByText(PROVIDED_MESSAGES.startDate)).not.toBeInTheDocument();
  }, 60_000);

  it('clears the property when another farmer is chosen, then creates and opens the detail', async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => ({
      data: {
        createProvidedConsultancy: {
          __typename: 'ProvidedConsultancyResult',
          message: 'Consultoria criada com sucesso!',
          providedConsultancy: makeProvided({ id: 'pc9' }),
        },
      },
    }));
    render(`${LIST}/criar`, [
      offersMock,
      {
        request: {
          query: ProvidedCreateConsultancyMutation,
          variables: {
            input: {
              offerId: 'of2',
              farmerId: 'fa2',
              propertyId: 'pr1',
              fixedPrice: 1500,
              status: 'IN_PROGRESS',
              startDate: '2026-03-10',
              endDate: null,
            },
          },
        },
        result: created,
      },
    ]);

    expect(screen.getByRole('button', { name: 'Escolher Sítio' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Escolher José' }));
    await user.click(screen.getByRole('button', { name: 'Escolher Sítio' }));
    expect(screen.getByText('Propriedade: Sítio Boa Vista')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Escolher Maria' }));
    expect(screen.getByText('Agricultor: Maria Souza')).toBeInTheDocument();
    expect(screen.getByText('Propriedade: nenhuma')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Prestar consultoria' }));
    expect(await screen.findByText(PROVIDED_MESSAGES.property)).toBeInTheDocument();
    expect(screen.queryByText(PROVIDED_MESSAGES.farmer)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Escolher Sítio' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Análise de solo' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/Consultoria/), 'Análise de solo');
    const price = screen.getByLabelText(/Valor fixo/);
    await user.type(price, '1.500');
    expect(price).toHaveValue('R$ 1.500,00');
    await user.selectOptions(screen.getByLabelText(/Status/), 'Em andamento');
    await user.type(screen.getByLabelText(/^Data de início/), '10/03/2026');
    await user.click(screen.getByRole('button', { name: 'Prestar consultoria' }));

    await waitFor(() => expect(location()).toHaveTextContent(`${LIST}/pc9`), SLOW);
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Consultoria criada com sucesso!')).toBeInTheDocument();
  }, 60_000);

  it("toasts the server's message when the creation fails", async () => {
    const user = userEvent.setup();
    render(`${LIST}/criar`, [
      offersMock,
      {
        request: {
          query: ProvidedCreateConsultancyMutation,
          variables: {
            input: {
              offerId: 'of2',
              farmerId: 'fa1',
              propertyId: 'pr1',
              fixedPrice: 10,
              status: 'PLANNED',
              startDate: '2026-03-10',
              endDate: null,
            },
          },
        },
        result: { errors: [{ message: 'Dados inválidos: Insira os dados corretamente.' }] },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Escolher José' }));
    await user.click(screen.getByRole('button', { name: 'Escolher Sítio' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Análise de solo' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/Consultoria/), 'Análise de solo');
    await user.type(screen.getByLabelText(/Valor fixo/), '10');
    await user.type(screen.getByLabelText(/^Data de início/), '10/03/2026');
    await user.click(screen.getByRole('button', { name: 'Prestar consultoria' }));
    expect(await screen.findByText('Dados inválidos: Insira os dados corretamente.', {}, SLOW)).toBeInTheDocument();
    expect(location()).toHaveTextContent(`${LIST}/criar`);
  }, 60_000);
  it("pre-fills 'Valor fixo' from an offer with one price, not from 'A combinar' or several lines", async () => {
    const user = userEvent.setup();
    render(`${LIST}/criar`, [offersMock]);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Irrigação' })).toBeInTheDocument());
    const offer = screen.getByLabelText(/Consultoria/);
    const price = screen.getByLabelText(/Valor fixo/);
    await user.selectOptions(offer, 'Manejo do café conilon');
    expect(price).toHaveValue('R$ 850,00');
    await user.selectOptions(offer, 'Análise de solo');
    expect(price).toHaveValue('');
    await user.selectOptions(offer, 'Irrigação');
    expect(price).toHaveValue('');
    await user.selectOptions(offer, 'Manejo do café conilon');
    expect(price).toHaveValue('R$ 850,00');
    // The consultant's own amount stays when another offer is chosen.
    await user.clear(price);
    await user.type(price, '900');
    await user.selectOptions(offer, 'Irrigação');
    await user.selectOptions(offer, 'Manejo do café conilon');
    expect(price).toHaveValue('R$ 900,00');
  });

  // 'Valor fixo' takes the Brazilian way of typing and any usual paste; the BFF gets what is shown.
  it.each([
    ['typed', '350,50', 350.5],
    ['typed', '1.350,50', 1350.5],
    ['pasted', '1350.5', 1350.5],
    ['pasted', '1.350,50', 1350.5],
    ['pasted', 'R$ 1.350,50', 1350.5],
    ['pasted', '350,5', 350.5],
  ] as const)('sends a fixed price %s as %s as %s', async (how, text, amount) => {
    const user = userEvent.setup();
    const input = {
      offerId: 'of0000000000000000000001',
      farmerId: 'fa1',
      propertyId: 'pr1',
      fixedPrice: amount,
      status: 'PLANNED',
      startDate: '2026-12-01',
      endDate: null,
    };
    const created = vi.fn((_variables: unknown) => ({
      data: {
        createProvidedConsultancy: {
          __typename: 'ProvidedConsultancyResult',
          message: 'Consultoria criada com sucesso!',
          providedConsultancy: makeProvided({ id: 'pc9' }),
        },
      },
    }));
    render(`${LIST}/criar`, [
      offersMock,
      { request: { query: ProvidedCreateConsultancyMutation, variables: { input } }, result: created },
    ]);
    await user.click(screen.getByRole('button', { name: 'Escolher José' }));
    await user.click(screen.getByRole('button', { name: 'Escolher Sítio' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Manejo do café conilon' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/Consultoria/), 'Manejo do café conilon');
    const price = screen.getByLabelText(/Valor fixo/);
    await user.clear(price);
    if (how === 'typed') await user.type(price, text);
    else await user.paste(text);
    await user.type(screen.getByLabelText(/^Data de início/), '01/12/2026');
    expect(price).toHaveValue(amount === 350.5 ? 'R$ 350,50' : 'R$ 1.350,50');
    await user.click(screen.getByRole('button', { name: 'Prestar consultoria' }));
    await waitFor(() => expect(location()).toHaveTextContent(`${LIST}/pc9`), SLOW);
    expect(created).toHaveBeenCalledTimes(1);
    expect(created.mock.calls[0]?.[0]).toEqual({ input });
  });
});

describe('edit provided consultancy', () => {
  const ID = 'pc0000000000000000000001';
  const stored = makeProvided({ endDate: '2026-06-30' });
  const loadMock = {
    request: { query: ProvidedConsultancyQuery, variables: { id: ID, viewAs: null } },
    result: { data: { providedConsultancy: stored } },
  };

  it('prefills the stored values, offers CANCELED and goes to the list after saving', async () => {
    const user = userEvent.setup();
    const updated = vi.fn(() => ({
      data: {
        updateProvidedConsultancy: {
          __typename: 'ProvidedConsultancyResult',
          message: 'Consultoria prestada editada!',
          providedConsultancy: makeProvided({ status: 'CANCELED', endDate: '2026-06-30' }),
        },
      },
    }));
    render(`${LIST}/editar/${ID}`, [
      loadMock,
      offersMock,
      {
        request: {
          query: ProvidedUpdateConsultancyMutation,
          variables: {
            id: ID,
            input: {
              offerId: 'of0000000000000000000001',
              farmerId: 'fa0000000000000000000001',
              propertyId: 'pr0000000000000000000001',
              fixedPrice: 1500,
              status: 'CANCELED',
              startDate: '2026-03-10',
              endDate: '2026-06-30',
            },
          },
        },
        result: updated,
      },
    ]);
    const status = await screen.findByLabelText(/Status/, {}, SLOW);
    expect(status).toHaveValue('IN_PROGRESS');
    expect(within(status).getByRole('option', { name: 'Cancelado' })).toBeInTheDocument();
    expect(screen.getByText('Agricultor: José Pereira')).toBeInTheDocument();
    expect(screen.getByText('Propriedade: Sítio Boa Vista')).toBeInTheDocument();
    expect(screen.getByLabelText(/Valor fixo/)).toHaveValue('R$ 1.500,00');
    expect(screen.getByLabelText(/^Data de fim/)).toHaveValue('30/06/2026');

    await user.selectOptions(status, 'Cancelado');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${LIST}$`)), SLOW);
    expect(updated).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Consultoria prestada editada!')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => ({
      data: { deleteProvidedConsultancy: { __typename: 'ActionResult', message: 'Consultoria prestada excluída!' } },
    }));
    render(`${LIST}/editar/${ID}`, [
      loadMock,
      offersMock,
      { request: { query: ProvidedDeleteConsultancyMutation, variables: { id: ID } }, result: deleted },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Deletar' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(DELETE_PROVIDED_CONFIRM);
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${LIST}$`)), SLOW);
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Consultoria prestada excluída!')).toBeInTheDocument();
  });
});
