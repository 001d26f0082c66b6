import {
  CATALOGUE,
  COMPANY_OFFER_MESSAGES,
  OFFER_FORM_ERROR,
  OFFER_MESSAGES,
  PRICE_DIALOG_INCOMPLETE,
} from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OfferedConsultancyQuery,
  OfferedCreateConsultancyMutation,
  OfferedDeleteConsultancyMutation,
} from './documents';
import { OfferCreatePage, OfferEditPage } from './OfferFormPages';
import { BASE, makeOffer, renderOffers, VITORIA, viewerOf } from './testing';

// The place the mocked search picks (hoisted: the mock factory cannot import ./testing, which imports '@/ui').
const picked = vi.hoisted(() => ({
  place: {
    formattedAddress: 'Vitória - ES, Brasil',
    city: 'Vitória',
    stateFrom: 'ES',
    coords: { latitude: -20.3155, longitude: -40.3128 },
  },
}));
const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/app/upload', () => upload);

vi.mock('@/app/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/app/session')>()),
  useViewer: () => viewerOf('CONSULTANT'),
}));

/*
 * The rules live in the form, not in the kit: the tiptap editor becomes a textarea and the place
 * search a button that picks Vitória (the kit's own tests cover both).
 */
vi.mock('@/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@/ui')>();
  return {
    ...ui,
    RichTextEditor: ({ value, onChange, label, error }: import('@/ui').RichTextEditorProps) => (
      <>
        <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
        {error ? <p role="alert">{error}</p> : null}
      </>
    ),
    PlaceField: ({ label, onChange }: import('@/ui').PlaceFieldProps) => (
      <button type="button" onClick={() => onChange(picked.place)}>
        {label}: escolher Vitória
      </button>
    ),
  };
});

const LIST = `${BASE}/consultorias/ofertadas`;
const CREATE = `${LIST}/criar`;
const SLOW = { timeout: 15_000 };
const png = () => new File([new Uint8Array(16)], 'cafe.png', { type: 'image/png' });

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});
beforeEach(() => {
  upload.uploadFile.mockReset();
});

function renderPages(at: string, mocks: unknown[] = []) {
  return renderOffers(
    [
      { path: CREATE, element: <OfferCreatePage /> },
      { path: `${LIST}/editar/:id`, element: <OfferEditPage /> },
      { path: `${LIST}/:id`, element: <p>detalhe da consultoria</p> },
      { path: LIST, element: <p>lista de consultorias</p> },
    ],
    { at, mocks: mocks as never },
  );
}

// hidden: while the dialog is open, the page behind it is hidden from the accessibility tree.
const chosenPrice = () => screen.getByRole('list', { name: 'Preço escolhido', hidden: true });
const location = () => screen.getByTestId('location');

describe('price dialog', () => {
  it('refuses an incomplete line, saves into the form and restores on Cancelar', async () => {
    const user = userEvent.setup();
    renderPages(CREATE);
    expect(chosenPrice()).toHaveTextContent('A combinar');

    await user.click(screen.getByRole('button', { name: 'Definir preço' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Personalizado' }));
    const amount = within(dialog).getByLabelText('Valor 1');
    await user.type(amount, '1.500');
    expect(amount).toHaveValue('R$ 1.500,00');

    // No charge type yet.
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText(PRICE_DIALOG_INCOMPLETE)).toBeInTheDocument();
    expect(chosenPrice()).toHaveTextContent('A combinar');

    await user.selectOptions(within(dialog).getByLabelText('Tipo de cobrança 1'), 'Por hectare');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chosenPrice()).toHaveTextContent('R$ 1.500,00 Por hectare');

    // A change cancelled leaves the form's price as it was.
    await user.click(screen.getByRole('button', { name: 'Definir preço' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Valor 1')).toHaveValue('R$ 1.500,00');
    await user.click(within(dialog).getByRole('radio', { name: 'A combinar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chosenPrice()).toHaveTextContent('R$ 1.500,00 Por hectare');

    // Reopened, the dialog starts from the form's values again, and 'A combinar' replaces the lines.
    await user.click(screen.getByRole('button', { name: 'Definir preço' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Personalizado' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'A combinar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chosenPrice()).toHaveTextContent(/^A combinar$/);
    // Many typed keystrokes: near the 5 s default on a loaded machine.
  }, 60_000);
});

describe('regions', () => {
  it('hides the regions for ONLINE and requires them otherwise', async () => {
    const user = userEvent.setup();
    renderPages(CREATE);
    const regionButton = () => screen.queryByRole('button', { name: /Regiões de atendimento/ });
    await user.selectOptions(screen.getByLabelText(/^Modalidade/), 'Online');
    expect(regionButton()).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Modalidade/), 'Presencial');
    expect(regionButton()).toBeInTheDocument();
    // First submit of an otherwise empty form: the regions rule shows with the field messages.
    await user.click(screen.getByRole('button', { name: 'Criar consultoria' }));
    expect(await screen.findByText(OFFER_FORM_ERROR)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.regionsRequired)).toBeInTheDocument();

    // A place is added once; the same place again is refused.
    await user.click(regionButton() as HTMLElement);
    const added = screen.getByRole('list', { name: 'Regiões adicionadas' });
    expect(within(added).getAllByRole('listitem')).toHaveLength(1);
    expect(added).toHaveTextContent(VITORIA.formattedAddress);
    await user.click(regionButton() as HTMLElement);
    expect(screen.getByText(OFFER_MESSAGES.regionRepeated)).toBeInTheDocument();
    expect(within(added).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `Remover ${VITORIA.formattedAddress}` }));
    expect(screen.queryByRole('list', { name: 'Regiões adicionadas' })).not.toBeInTheDocument();
  });
});

describe('saving', () => {
  const saved = makeOffer({
    id: 'of0000000000000000000042',
    name: 'Café online',
    format: 'ONLINE',
    cultures: ['Café', 'Milho'],
    agreedPrice: true,
    prices: [],
    regions: [],
    summary: null,
    content: '<p>Consultoria remota completa.</p>',
  });
  const createMock = {
    request: {
      query: OfferedCreateConsultancyMutation,
      variables: {
        input: {
          name: 'Café online',
          format: 'ONLINE',
          cultures: ['Café', 'Milho'],
          agreedPrice: true,
          prices: [],
          regions: [],
          summary: null,
          content: '<p>Consultoria remota completa.</p>',
        },
      },
    },
    result: {
      data: {
        createOfferedConsultancy: {
          __typename: 'OfferedConsultancyResult',
          message: CATALOGUE.saveOffer.success,
          offer: saved,
        },
      },
    },
  };

  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^Nome/), 'Café online');
    await user.selectOptions(screen.getByLabelText(/^Modalidade/), 'Online');
    await user.type(screen.getByLabelText(/^Culturas/), 'Café, Milho');
    await user.click(screen.getByLabelText('Descrição'));
    await user.paste('<p>Consultoria remota completa.</p>');
    await user.upload(screen.getByLabelText('Arquivo da imagem da consultoria'), png());
    await user.click(screen.getByRole('button', { name: 'Criar consultoria' }));
  }

  it('uploads the image to the saved id after the save, then opens the detail', async () => {
    upload.uploadFile.mockImplementation(async (_url: string, _file: File, onProgress: (r: number) => void) => {
      onProgress(0.5);
      return { ok: true, status: 201, body: { imageUrl: '/files/cafe.png' } };
    });
    const user = userEvent.setup();
    renderPages(CREATE, [createMock]);
    await fillAndSubmit(user);

    expect(await screen.findByText(CATALOGUE.saveOffer.success, {}, SLOW)).toBeInTheDocument();
    expect(upload.uploadFile).toHaveBeenCalledTimes(1);
    const [url, file] = upload.uploadFile.mock.calls[0] ?? [];
    expect(url).toBe('/uploads/consultancy-image/of0000000000000000000042');
    expect((file as File).name).toBe('cafe.png');
    await waitFor(() => expect(location()).toHaveTextContent(`${LIST}/of0000000000000000000042`));
  });

  it('warns with the returned message when the image fails, and still opens the detail', async () => {
    upload.uploadFile.mockResolvedValue({ ok: false, status: 413, body: { message: 'Imagem grande demais' } });
    const user = userEvent.setup();
    renderPages(CREATE, [createMock]);
    await fillAndSubmit(user);

    expect(await screen.findByText('Imagem grande demais', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(CATALOGUE.saveOffer.success)).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(`${LIST}/of0000000000000000000042`));
  });

  // The price dialog's amounts take the Brazilian way of typing and any usual paste; the BFF gets what is shown.
  it.each([
    ['typed', '350,50', 350.5],
    ['typed', '1.350,50', 1350.5],
    ['pasted', '1350.5', 1350.5],
    ['pasted', '1.350,50', 1350.5],
    ['pasted', 'R$ 1.350,50', 1350.5],
    ['pasted', '350,5', 350.5],
  ] as const)('sends a price line %s as %s as %s', async (how, text, amount) => {
    const user = userEvent.setup();
    const input = {
      ...createMock.request.variables.input,
      agreedPrice: false,
      prices: [{ amount, feeType: 'PER_HECTARE' }],
    };
    const created = vi.fn((_variables: unknown) => createMock.result);
    upload.uploadFile.mockResolvedValue({ ok: true, status: 201, body: { imageUrl: '/files/cafe.png' } });
    renderPages(CREATE, [
      { request: { query: OfferedCreateConsultancyMutation, variables: { input } }, result: created },
    ]);

    await user.click(screen.getByRole('button', { name: 'Definir preço' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Personalizado' }));
    const line = within(dialog).getByLabelText('Valor 1');
    await user.click(line);
    if (how === 'typed') await user.type(line, text);
    else await user.paste(text);
    const shown = amount === 350.5 ? 'R$ 350,50' : 'R$ 1.350,50';
    expect(line).toHaveValue(shown);
    await user.selectOptions(within(dialog).getByLabelText('Tipo de cobrança 1'), 'Por hectare');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chosenPrice()).toHaveTextContent(`${shown} Por hectare`);

    await fillAndSubmit(user);
    expect(await screen.findByText(CATALOGUE.saveOffer.success, {}, SLOW)).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(created.mock.calls[0]?.[0]).toEqual({ input });
  });

  it('refuses a non-image file with the catalogue message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPages(CREATE);
    await user.upload(
      screen.getByLabelText('Arquivo da imagem da consultoria'),
      new File(['x'], 'notas.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Erro ao carregar a imagem')).toBeInTheDocument();
  });
});

describe('deleting', () => {
  it('asks for confirmation, deletes, says so and goes to the list', async () => {
    const offer = makeOffer();
    const user = userEvent.setup();
    renderPages(`${LIST}/editar/${offer.id}`, [
      {
        request: { query: OfferedConsultancyQuery, variables: { id: offer.id } },
        result: { data: { offeredConsultancy: offer } },
      },
      {
        request: { query: OfferedDeleteConsultancyMutation, variables: { id: offer.id } },
        result: {
          data: { deleteOfferedConsultancy: { __typename: 'ActionResult', message: 'Consultoria excluída!' } },
        },
      },
    ]);
    expect(await screen.findByLabelText(/^Nome/, {}, SLOW)).toHaveValue(offer.name);
    expect(screen.getByRole('button', { name: 'Salvar consultoria' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tem certeza que deseja remover a consultoria?');
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));

    expect(await screen.findByText('Consultoria excluída!', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${LIST}$`)));
  });
});

describe("the company's form (spec 002 §5)", () => {
  // A new offer starts 'A combinar', so the price rule (COMPANY_OFFER_MESSAGES.priceRequired) is the schema's test.
  it("refuses with the company's texts: 'Parece que vc esqueceu de algo 😅' and the region", async () => {
    const user = userEvent.setup();
    const companyCreate = '/empresa/consultorias/ofertadas/criar';
    renderOffers([{ path: companyCreate, element: <OfferCreatePage /> }], { at: companyCreate, area: 'ENTERPRISE' });
    await user.selectOptions(screen.getByLabelText(/^Modalidade/), 'Presencial');
    await user.click(screen.getByRole('button', { name: 'Criar consultoria' }));
    expect(await screen.findByText(COMPANY_OFFER_MESSAGES.formError)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_OFFER_MESSAGES.regionsRequired)).toBeInTheDocument();
    expect(screen.queryByText(OFFER_MESSAGES.regionsRequired)).not.toBeInTheDocument();
  }, 30_000);
});
