import { COMMON } from '@talhao/schema';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/ui';
import { GeneratePdfButton, REPORT_PDF_TEXTS, receivedLabel, reportPdfUrl } from './GeneratePdfButton';

/** A tab as window.open returns it (same origin, about:blank). */
function fakeTab() {
  return {
    closed: false,
    close: vi.fn(),
    location: { href: 'about:blank' },
    document: { title: '', body: { textContent: '' } },
  };
}

/** A streamed body whose chunks the test releases one by one. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    push: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
  };
}

const renderButton = (viewAsId: string | null = null) =>
  render(
    <ToastProvider>
      <GeneratePdfButton reportId="r1" reportTitle="Visita de novembro" viewAsId={viewAsId} />
    </ToastProvider>,
  );

describe('GeneratePdfButton', () => {
  const createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    createObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the tab in the click, shows the bytes arriving, then sends the tab to the PDF', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const body = controlledBody();
    const fetchMock = vi.fn(async () => new Response(body.stream, { headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: /^Gerar PDF/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.document.body.textContent).toBe(REPORT_PDF_TEXTS.tabBody);
    expect(fetchMock).toHaveBeenCalledWith('/reports/r1/pdf', expect.objectContaining({ credentials: 'same-origin' }));
    expect(screen.getByText(/Gerando PDF…/)).toBeInTheDocument();

    body.push(new TextEncoder().encode('%PDF-1.3\n'));
    body.push(new Uint8Array(2048));
    expect(await screen.findByText('Gerando PDF… 2 kB recebidos')).toBeInTheDocument();
    body.end();

    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/pdf-1'));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(9 + 2048);
    expect(tab.close).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText(/Gerando PDF…/)).not.toBeInTheDocument());
  });

  it("closes the tab and shows the BFF's pt-BR text when the report is not found", async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Relatório não encontrado.' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /^Gerar PDF/ }));
    expect(await screen.findByText('Relatório não encontrado.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('says the service is unavailable when the request fails, and passes a master visit as viewAs', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderButton('u9');
    await userEvent.click(screen.getByRole('button', { name: /^Gerar PDF/ }));
    expect(await screen.findByText(COMMON.upstreamUnavailable)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/reports/r1/pdf?viewAs=u9', expect.anything());
    expect(tab.close).toHaveBeenCalled();
  });

  it('formats the received size in pt-BR and builds the URL', () => {
    expect(receivedLabel(512 * 1024)).toBe('512 kB');
    expect(receivedLabel(1.44 * 1024 * 1024)).toBe('1,4 MB');
    expect(reportPdfUrl('a/b', 'v 1')).toBe('/reports/a%2Fb/pdf?viewAs=v%201');
  });
});
