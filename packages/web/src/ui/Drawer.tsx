import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { ToastOutlet } from './ToastOutlet';

export interface DrawerProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  side?: 'right' | 'left';
  children: ReactNode;
}

/** A side sheet (e.g. 'Serviços e Configurações'); full width on phones. */
export function Drawer({ open, onClose, title, side = 'right', children }: DrawerProps) {
  // The element with role="dialog" covers the viewport, so it has a box (visible to tests and tools).
  return (
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <ToastOutlet open={open} />
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink/40 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className={cn('fixed inset-y-0 flex max-w-full', side === 'right' ? 'right-0' : 'left-0')}>
        <DialogPanel
          transition
          className={cn(
            'flex h-full w-screen flex-col bg-surface shadow-pop transition duration-200 ease-out sm:w-[380px]',
            side === 'right' ? 'data-closed:translate-x-full' : 'data-closed:-translate-x-full',
          )}
        >
          <div className="flex items-center gap-3 border-b border-line px-5 py-4">
            <DialogTitle className="min-w-0 flex-1 text-lg font-semibold text-ink">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Fechar"
              className="-m-2 flex size-11 items-center justify-center rounded-lg text-muted hover:bg-ink/5 hover:text-ink sm:size-9"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
