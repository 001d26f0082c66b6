import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Disables both buttons and shows a spinner on confirm while the action runs. */
  loading?: boolean;
  /**
   * Asked over another dialog (rendered inside it): mounted only while open. Headless UI keeps a closed child
   * dialog on top of its dialog stack, and the dialog behind it would stop answering Escape.
   */
  nested?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A yes/no question, e.g. 'Tem certeza que deseja sair?' with Sair / Cancelar. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancelar',
  tone = 'primary',
  loading = false,
  nested = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  if (nested && !open) return null;
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!loading) onClose();
      }}
      title={title}
      hideClose={loading}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm leading-relaxed text-ink-soft">{message}</div>
    </Dialog>
  );
}
