import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { ToastOutlet } from './ToastOutlet';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  /** Action row at the bottom (buttons). */
  footer?: ReactNode;
  /** md = 560 px, lg = 880 px; both take the whole screen under 520 px. */
  size?: 'md' | 'lg';
  /** Hides the top-right close button (e.g. while a mandatory step runs). */
  hideClose?: boolean;
}

/** Modal dialog: focus trapped, Escape and backdrop close, title wired to aria-labelledby. */
export function Dialog({ open, onClose, title, children, footer, size = 'md', hideClose = false }: DialogProps) {
  // The element with role="dialog" covers the viewport, so it has a box (visible to tests and tools).
  return (
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <ToastOutlet open={open} />
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink/45 backdrop-blur-[1px] transition-opacity duration-150 data-closed:opacity-0"
      />
      <div className="fixed inset-0 w-screen overflow-y-auto">
        <div className="flex min-h-full items-stretch justify-center sm:items-center sm:p-6">
          <DialogPanel
            transition
            className={cn(
              'relative flex w-full flex-col bg-surface shadow-pop transition duration-150 data-closed:opacity-0 data-closed:sm:scale-95',
              'max-sm:min-h-dvh sm:rounded-card',
              size === 'md' ? 'sm:max-w-[560px]' : 'sm:max-w-[880px]',
            )}
          >
            <div className="flex items-start gap-3 border-b border-line px-5 py-4">
              <DialogTitle className="min-w-0 flex-1 text-lg font-semibold text-ink">{title}</DialogTitle>
              {hideClose ? null : (
                <button
                  type="button"
                  onClick={onClose}
                  aria-label="Fechar"
                  className="-m-2 flex size-11 items-center justify-center rounded-lg text-muted hover:bg-ink/5 hover:text-ink sm:size-9"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              )}
            </div>
            <div className="flex-1 px-5 py-4">{children}</div>
            {footer ? (
              <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end">
                {footer}
              </div>
            ) : null}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
