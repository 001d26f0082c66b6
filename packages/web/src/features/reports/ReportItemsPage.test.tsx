import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { DeleteReportItemMutation, RemoveReportItemPhotoMutation, ReportQuery } from './documents';
import { ReportItemsPage } from './ReportItemsPage';
import { ALL_CAPABILITIES, FARMER_ID, makeItem, makeReport, PROVIDED_ID, REPORT_ID } from './testing';

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/app/upload', () => upload);

const BASE = '/consultor/consultorias/prestadas/relatorios';
const EDITOR = `${BASE}/criar/:consultancyReportId`;

const stored = (overrides: Record<string, unknown> = {}) =>
  (({ farmer, recommendedActivities, ...rest }) => rest)(makeReport(overrides));
const reportMock = (report: unknown) => ({
  request: { query: ReportQuery, variables: { id: REPORT_ID, viewAs: null } },
  result: { data: { report } },
  maxUsageCount: 10,
});
const render = (mocks: unknown[]) =>
  renderAreaRoutes([{ path: EDITOR, element: <ReportItemsPage /> }], {
    at: `${BASE}/criar/${REPORT_ID}?consultancyProvidedId=${PROVIDED_ID}&farmerId=${FARMER_ID}`,
    mocks: mocks as never,
  });
const pdf = () => new File([new Uint8Array(2048)], 'notas.pdf', { type: 'application/pdf' });

describe('ReportItemsPage', () => {
  beforeEach(() => upload.uploadFile.mockReset());

  it('checks the item before sending, then uploads fields and file with a progress bar', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      finish = resolve;
    });
    upload.uploadFile.mockImplementation((...args: unknown[]) => {
      const onProgress = args[2];
      if (typeof onProgress === 'function') onProgress(0.4);
      return pending;
    });
    render([reportMock(makeReport())]);
    await user.click(await screen.findByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('Insira a descrição')).toBeInTheDocument();
    expect(screen.getByText('Selecione a foto ou o PDF do item')).toBeInTheDocument();
    expect(upload.uploadFile).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Descrição/), 'Lesões no baixeiro');
    fireEvent.change(screen.getByLabelText(/^Foto ou PDF/), {
      target: { files: [new File([new Uint8Array(10)], 'x.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Envie um arquivo PDF, PNG ou JPEG')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Foto ou PDF/), { target: { files: [pdf()] } });
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByRole('progressbar', { name: 'Enviando item' })).toHaveAttribute('aria-valuenow', '40');
    expect(upload.uploadFile).toHaveBeenCalledWith(
      `/uploads/report-item/${REPORT_ID}`,
      expect.any(File),
      expect.any(Function),
      [
        ['consultancyProvidedId', PROVIDED_ID],
        ['title', ''],
        ['description', 'Lesões no baixeiro'],
      ],
    );
    finish({ ok: true, status: 200, body: { reportId: REPORT_ID, message: 'Item adicionado ao relatório!' } });
    expect(await screen.findByText('Item adicionado ao relatório!')).toBeInTheDocument();
  });

  it("a non-201 of the provider reads 'Erro {status}' and keeps the form", async () => {
    const user = userEvent.setup();
    upload.uploadFile.mockResolvedValue({ ok: false, status: 502, body: null });
    render([reportMock(makeReport())]);
    await user.type(await screen.findByLabelText(/^Descrição/), 'Texto');
    fireEvent.change(screen.getByLabelText(/^Foto ou PDF/), { target: { files: [pdf()] } });
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('Erro 502')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Descrição/)).toHaveValue('Texto');
  });

  it("deletes a photo and an item after their confirmations ('Imagem excluída!', 'Item do relatório excluído!')", async () => {
    const user = userEvent.setup();
    const item = makeItem();
    render([
      reportMock(makeReport({ items: [item] })),
      {
        request: { query: RemoveReportItemPhotoMutation, variables: { reportId: REPORT_ID, index: 0 } },
        result: {
          data: {
            removeReportItemPhoto: {
              __typename: 'ReportResult',
              message: 'Imagem excluída!',
              report: stored({ items: [makeItem({ fileUrl: null, fileName: null, fileType: null })] }),
            },
          },
        },
      },
      {
        request: { query: DeleteReportItemMutation, variables: { reportId: REPORT_ID, index: 0 } },
        result: {
          data: {
            deleteReportItem: { __typename: 'ReportResult', message: 'Item do relatório excluído!', report: stored() },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /Excluir foto/ }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir essa imagem?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Imagem excluída!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Excluir foto/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Excluir item/ }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir esse item do relatório?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Item do relatório excluído!')).toBeInTheDocument();
    expect(await screen.findByText('Este relatório ainda não possui itens.')).toBeInTheDocument();
  });

  it('refuses the editor to whoever did not write the report', async () => {
    render([reportMock(makeReport({ capabilities: { ...ALL_CAPABILITIES, canEditItems: false } }))]);
    expect(await screen.findByText('Somente o consultor que criou o relatório pode alterá-lo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar item' })).not.toBeInTheDocument();
  });
});
