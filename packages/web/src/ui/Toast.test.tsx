import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { type ToastApi, ToastProvider, useToast } from './Toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}
const renderToasts = () =>
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );

/** A dialog with a confirmation opened from it, as AdvertDetailDialog has them. */
let setConfirming: (open: boolean) => void = () => {};
function DetailWithConfirmation({ open }: { open: boolean }) {
  const [confirming, setOpen] = useState(false);
  setConfirming = setOpen;
  return (
    <Dialog open={open} onClose={() => {}} title="Anúncio">
      <Dialog open={confirming} onClose={() => setOpen(false)} title="Ativar anúncio">
        <p>Ativar este anúncio?</p>
      </Dialog>
    </Dialog>
  );
}

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each kind in a status element', () => {
    renderToasts();
    act(() => {
      api.success('Perfil atualizado com sucesso!');
      api.error('Erro ao carregar os dados');
      api.warning('Senha incorreta');
      api.info('Novidade');
    });
    const toasts = screen.getAllByRole('status');
    expect(toasts.map((t) => [t.dataset.kind, t.textContent])).toEqual([
      ['success', 'Perfil atualizado com sucesso!'],
      ['error', 'Erro ao carregar os dados'],
      ['warning', 'Senha incorreta'],
      ['info', 'Novidade'],
    ]);
  });

  it('fromError shows a yellow warning when the BFF marks severity warning', () => {
    renderToasts();
    act(() => api.fromError(graphQLError('Senha incorreta', { code: 'FORBIDDEN', status: 403, severity: 'warning' })));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Senha incorreta');
    expect(toast).toHaveAttribute('data-kind', 'warning');
    expect(toast.className).toContain('bg-tone-yellow-bg');
  });

  it('fromError shows a red error otherwise, with the server message as is', () => {
    renderToasts();
    act(() =>
      api.fromError(graphQLError('Conflito: usuário já existe', { code: 'CONFLICT', status: 409, severity: 'error' })),
    );
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Conflito: usuário já existe');
    expect(toast).toHaveAttribute('data-kind', 'error');
    expect(toast.className).toContain('bg-tone-red-bg');
  });

  it('fromError explains a network failure', () => {
    renderToasts();
    act(() => api.fromError(new TypeError('Failed to fetch')));
    expect(screen.getByRole('status')).toHaveTextContent('O serviço está indisponível no momento.');
  });

  it('closes on the close button and by itself after a while', async () => {
    renderToasts();
    act(() => api.success('Salvo'));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByRole('status')).toBeNull();

    vi.useFakeTimers();
    act(() => api.success('Salvo de novo'));
    expect(screen.getByRole('status')).toHaveTextContent('Salvo de novo');
    act(() => vi.advanceTimersByTime(4100));
    expect(screen.queryByRole('status')).toBeNull();
  });

  // fireEvent, not userEvent: Testing Library's async wrapper waits on a real setTimeout.
  it('waits while the pointer is over it, then goes on with the time it had left', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => api.success('Salvo'));
    act(() => vi.advanceTimersByTime(3000));
    const close = screen.getByRole('button', { name: 'Fechar notificação' });
    fireEvent.mouseEnter(close);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Salvo');

    fireEvent.mouseLeave(close);
    // 1 s of its 4 s was left.
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByRole('status')).toHaveTextContent('Salvo');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits while focused, even once the pointer leaves', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => api.error('Erro ao salvar'));
    const close = screen.getByRole('button', { name: 'Fechar notificação' });
    fireEvent.mouseEnter(close);
    act(() => close.focus());
    fireEvent.mouseLeave(close);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Erro ao salvar');

    act(() => close.blur());
    act(() => vi.advanceTimersByTime(7100));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not stack the same message twice', () => {
    renderToasts();
    act(() => {
      api.error('Erro ao carregar os dados');
      api.error('Erro ao carregar os dados');
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('renders the toasts inside a polite live region', () => {
    renderToasts();
    act(() => api.info('Oi'));
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-live', 'polite');
  });
});

describe('toasts over a dialog', () => {
  // The dialogs open after the first render, as in the app: Headless UI marks the page behind a modal
  // inert only once it knows which tree is the page's.
  it('stay reachable (not inert) while a modal dialog is open', async () => {
    const onDialogClose = vi.fn();
    const page = (open: boolean) => (
      <ToastProvider>
        <Capture />
        <Dialog open={open} onClose={onDialogClose} title="Alterar senha">
          <p>form</p>
        </Dialog>
      </ToastProvider>
    );
    const { container, rerender } = render(page(false));
    rerender(page(true));
    await screen.findByRole('dialog', { name: 'Alterar senha' });
    act(() => api.warning('Senha incorreta'));
    const toast = await screen.findByText('Senha incorreta');
    // The dialog has made the page behind it inert by now; the toast must not be.
    await waitFor(() => expect(container).toHaveAttribute('aria-hidden', 'true'));
    expect(toast.closest('[inert]')).toBeNull();
    expect(toast.closest('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Senha incorreta')).toBeNull();
    // Closing the toast is not a click outside the dialog.
    expect(onDialogClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
  });

  it('move to the dialog underneath as soon as a nested one starts closing', async () => {
    const page = (open: boolean) => (
      <ToastProvider>
        <Capture />
        <DetailWithConfirmation open={open} />
      </ToastProvider>
    );
    const { container, rerender } = render(page(false));
    rerender(page(true));
    await screen.findByRole('dialog', { name: 'Anúncio' });
    act(() => setConfirming(true));
    await screen.findByRole('dialog', { name: 'Ativar anúncio' });
    await waitFor(() => expect(container).toHaveAttribute('aria-hidden', 'true'));
    // A refused confirmation: the error and the closing come in one update.
    act(() => {
      api.error('Já existe um anúncio com status ATIVO.');
      setConfirming(false);
    });
    // The confirmation is still leaving (its transition) and the dialog underneath, on top again,
    // already makes it inert: the toast must be in that dialog, not in the leaving one.
    expect(screen.getByText('Ativar este anúncio?')).toBeInTheDocument();
    const toast = screen.getByText('Já existe um anúncio com status ATIVO.');
    expect(toast.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Anúncio' })).toContainElement(toast);
    await waitFor(() => expect(screen.queryByText('Ativar este anúncio?')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Já existe um anúncio com status ATIVO.')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Anúncio' })).toBeInTheDocument();
  });
});

let freshApi: ToastApi | undefined;
function CaptureFresh({ useApi }: { useApi: () => ToastApi }) {
  freshApi = useApi();
  return null;
}

describe('toast card download', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.doUnmock('./ToastCard');
    vi.resetModules();
  });

  /** A fresh copy of the module: its card not loaded yet, as on a page's first paint. */
  async function freshToasts() {
    vi.resetModules();
    const module = await import('./Toast');
    render(
      <module.ToastProvider>
        <CaptureFresh useApi={module.useToast} />
      </module.ToastProvider>,
    );
    return { module, toasts: () => freshApi as ToastApi };
  }

  it('shows the text at once, then the card when it has downloaded', async () => {
    const { toasts } = await freshToasts();
    act(() => toasts().error('Senha incorreta'));
    const plain = screen.getByRole('status');
    expect(plain).toHaveTextContent('Senha incorreta');
    expect(plain.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: 'Fechar notificação' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Fechar notificação' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Senha incorreta');
  });

  it("loads the card on the page's first interaction, so a later toast is a card from the start", async () => {
    let downloaded = false;
    vi.doMock('./ToastCard', async (original) => {
      downloaded = true;
      return original();
    });
    const { module, toasts } = await freshToasts();
    expect(downloaded).toBe(false);
    fireEvent.pointerDown(document.body);
    await vi.waitFor(() => expect(downloaded).toBe(true));
    await module.loadToastCard(); // the download the pointer started
    act(() => toasts().success('Salvo'));
    expect(screen.getByRole('button', { name: 'Fechar notificação' })).toBeInTheDocument();
  });

  it('keeps the text, and lets it go after a while, when the card cannot download (offline)', async () => {
    vi.doMock('./ToastCard', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { module, toasts } = await freshToasts();
    await module.loadToastCard();
    vi.useFakeTimers();
    act(() => toasts().error('O serviço está indisponível no momento.'));
    expect(screen.getByRole('status')).toHaveTextContent('O serviço está indisponível no momento.');
    act(() => vi.advanceTimersByTime(6900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
