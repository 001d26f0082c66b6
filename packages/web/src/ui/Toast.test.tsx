import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => vi.useRealTimers());
  it('stay reachable (not inert) while a modal dialog is open', async () => {
    const { Dialog } = await import('./Dialog');
    const onDialogClose = vi.fn();
    render(
      <ToastProvider>
        <Capture />
        <Dialog open onClose={onDialogClose} title="Alterar senha">
          <p>form</p>
        </Dialog>
      </ToastProvider>,
    );
    await screen.findByRole('dialog');
    act(() => api.warning('Senha incorreta'));
    const toast = await screen.findByText('Senha incorreta');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toast.closest('[inert]')).toBeNull();
    expect(toast.closest('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Senha incorreta')).toBeNull();
    // Closing the toast is not a click outside the dialog.
    expect(onDialogClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
  });
});
