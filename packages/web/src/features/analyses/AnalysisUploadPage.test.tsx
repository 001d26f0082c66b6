import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { typeDay } from '@/ui/dateFieldTesting';
import { AnalysisUploadPage } from './AnalysisUploadPage';
import { AnalysisPropertiesQuery } from './documents';

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/app/upload', () => upload);

const LIST = '/consultor/agricultores/analises-agronomicas';
const FORM = `${LIST}/inserir`;
const SLOW = { timeout: 15_000 };

const propertiesMock = {
  request: { query: AnalysisPropertiesQuery, variables: { farmerId: 'f1', name: null, viewAs: null } },
  result: {
    data: {
      farmerProperties: {
        __typename: 'PropertyPage',
        page: 1,
        hasNextPage: false,
        items: [{ __typename: 'Property', id: 'p1', name: 'Fazenda Boa Vista' }],
      },
    },
  },
  maxUsageCount: 10,
};

const render = (at = `${FORM}?farmerId=f1&consultancyProvidedId=pc1`) =>
  renderAreaRoutes(
    [
      { path: FORM, element: <AnalysisUploadPage /> },
      { path: LIST, element: <p>lista de análises</p> },
    ],
    { at, mocks: [propertiesMock] as never },
  );

const pdf = (size = 2048) => new File([new Uint8Array(size)], 'laudo.pdf', { type: 'application/pdf' });
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Arquivo: Arquivo da análise'), { target: { files: [file] } });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nome da análise/), 'Análise de solo');
  await typeDay(user, screen.getByLabelText(/^Data da análise/), '2026-01-15');
  await user.click(screen.getByLabelText(/^Propriedade/));
  await user.click(await screen.findByRole('option', { name: 'Fazenda Boa Vista' }));
  chooseFile(pdf());
}

describe('lab analysis upload form', () => {
  beforeEach(() => {
    upload.uploadFile.mockReset();
  });

  it('goes back to the analyses list of the farmer (and the provided consultancy)', () => {
    render();
    expect(screen.getByRole('heading', { name: 'Inserir análise' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute(
      'href',
      `${LIST}?farmerId=f1&consultancyProvidedId=pc1`,
    );
  });

  it('in the company consultant area, goes back to /consultor-empresarial/agricultores/analises-agronomicas', () => {
    const list = '/consultor-empresarial/agricultores/analises-agronomicas';
    renderAreaRoutes([{ path: `${list}/inserir`, element: <AnalysisUploadPage /> }], {
      at: `${list}/inserir?farmerId=f1`,
      area: 'ENTERPRISE_CONSULTANT',
      mocks: [propertiesMock] as never,
    });
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', `${list}?farmerId=f1`);
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Insira o nome da análise')).toBeInTheDocument();
    expect(screen.getByText('Insira a data da análise')).toBeInTheDocument();
    expect(screen.getByText('Selecione a propriedade')).toBeInTheDocument();
    expect(screen.getByText('Selecione o arquivo da análise')).toBeInTheDocument();
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it('checks the file’s type and size as soon as it is chosen', async () => {
    render();
    chooseFile(new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Envie um arquivo PDF, PNG ou JPEG')).toBeInTheDocument();
    chooseFile(pdf(3 * 1024 * 1024 + 1));
    expect(await screen.findByText('O arquivo deve ter no máximo 3 MB')).toBeInTheDocument();
    chooseFile(pdf());
    await waitFor(() => expect(screen.queryByText('O arquivo deve ter no máximo 3 MB')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remover laudo.pdf' })).toBeInTheDocument();
  });

  it('sends the fields and the file with a real progress bar, then toasts and goes back to the list', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => {};
    upload.uploadFile.mockImplementation((_url: string, _file: File, onProgress: (ratio: number) => void) => {
      onProgress(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    render();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('progressbar', { name: 'Enviando análise' }, SLOW)).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(upload.uploadFile.mock.calls[0]).toEqual([
      '/uploads/lab-analysis/f1',
      expect.any(File),
      expect.any(Function),
      [
        ['name', 'Análise de solo'],
        ['date', '2026-01-15'],
        ['property', 'p1'],
      ],
    ]);
    finish({ ok: true, status: 200, body: { id: 'la9', message: 'Análise inserida com sucesso!' } });
    expect(await screen.findByText('Análise inserida com sucesso!', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('lista de análises')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${LIST}?farmerId=f1&consultancyProvidedId=pc1`);
  });

  it('keeps the form when the server refuses, with its text beside the field', async () => {
    const user = userEvent.setup();
    upload.uploadFile.mockResolvedValue({
      ok: false,
      status: 404,
      body: {
        code: 'NOT_FOUND',
        message: 'Propriedade não encontrada.',
        fields: { property: 'Propriedade não encontrada.' },
      },
    });
    render();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Propriedade não encontrada.', {}, SLOW)).toHaveLength(2);
    expect(screen.getByLabelText(/^Nome da análise/)).toHaveValue('Análise de solo');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('lista de análises')).not.toBeInTheDocument();
  });
});
