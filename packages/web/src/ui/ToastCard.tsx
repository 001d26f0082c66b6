import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from './cn';
import type { ToastItem, ToastKind } from './Toast';

/*
 * A toast's card: icon, message, close button and its own timer. Loaded apart from the provider (ui/Toast.tsx)
 * on the page's first interaction, so a page that shows no toast (the sign-in page at first paint) does not
 * download it; until it is there a toast shows as plain text.
 */

/** Errors stay a little longer: they usually need reading. */
const DURATION_MS: Record<ToastKind, number> = { success: 4000, info: 4000, warning: 6000, error: 7000 };

const STYLE: Record<ToastKind, { box: string; icon: ReactNode }> = {
  success: {
    box: 'border-tone-green/30 bg-tone-green-bg text-tone-green',
    icon: <CircleCheck aria-hidden="true" className="size-5" />,
  },
  error: {
    box: 'border-tone-red/30 bg-tone-red-bg text-tone-red',
    icon: <CircleAlert aria-hidden="true" className="size-5" />,
  },
  warning: {
    box: 'border-tone-yellow/30 bg-tone-yellow-bg text-tone-yellow',
    icon: <TriangleAlert aria-hidden="true" className="size-5" />,
  },
  info: {
    box: 'border-tone-blue/25 bg-tone-blue-bg text-tone-blue',
    icon: <Info aria-hidden="true" className="size-5" />,
  },
};

export function ToastCard({ toast, onClose }: { toast: ToastItem; onClose(id: number): void }) {
  // The timer waits while the toast is focused or under the pointer (WCAG 2.2.1), then goes on with
  // the time it had left.
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const paused = focused || hovered;
  const remaining = useRef(DURATION_MS[toast.kind]);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onClose(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, onClose]);
  const style = STYLE[toast.kind];
  return (
    <div
      role="status"
      data-kind={toast.kind}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className={cn(
        // Clicks pass through the card (a toast never blocks the button under it); only its close button takes them.
        'pointer-events-none flex w-full items-start gap-3 rounded-lg border px-4 py-3 shadow-pop animate-toast-in sm:w-96',
        style.box,
      )}
    >
      <span className="mt-0.5 shrink-0">{style.icon}</span>
      <p className="min-w-0 flex-1 text-sm font-medium break-words text-ink">{toast.message}</p>
      <button
        type="button"
        onClick={() => onClose(toast.id)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        aria-label="Fechar notificação"
        className="pointer-events-auto -m-2 flex size-11 shrink-0 items-center justify-center rounded-md text-ink/60 hover:text-ink sm:size-8"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
