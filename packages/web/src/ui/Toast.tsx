import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, errorSeverity } from '@/app/errors';
import { cn } from './cn';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
  /** Shows an error's message (GraphQL message from the BFF) as error or warning per `extensions.severity`. */
  fromError(err: unknown): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastOutletState {
  toasts: ToastItem[];
  dismiss(id: number): void;
  /** Outlets of open modals, innermost last; the toasts render in the innermost one. */
  outlets: number[];
  register(id: number): () => void;
}
/** Read by ToastOutlet.tsx, which lives beside the dialogs so the entry carries no Headless UI. */
export const ToastOutletContext = createContext<ToastOutletState | null>(null);

/** Errors stay a little longer: they usually need reading. */
const DURATION_MS: Record<ToastKind, number> = { success: 4000, info: 4000, warning: 6000, error: 7000 };
const MAX_VISIBLE = 4;

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

function ToastView({ toast, onClose }: { toast: ToastItem; onClose(id: number): void }) {
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

export function ToastRegion({ toasts, onClose }: { toasts: ToastItem[]; onClose(id: number): void }) {
  return (
    <div
      aria-live="polite"
      aria-relevant="additions"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 p-3 sm:top-auto sm:bottom-0 sm:left-auto sm:items-end sm:p-5"
    >
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} onClose={onClose} />
      ))}
    </div>
  );
}

/** Holds the toasts and renders them in a polite live region at the bottom right (top on phones). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [outlets, setOutlets] = useState<number[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback((kind: ToastKind, message: string) => {
    if (!message) return;
    setToasts((list) => {
      // The same text twice in a row (double submit, two failing queries) is shown once.
      if (list.some((t) => t.kind === kind && t.message === message)) return list;
      const id = nextId.current++;
      return [...list, { id, kind, message }].slice(-MAX_VISIBLE);
    });
  }, []);
  const register = useCallback((id: number) => {
    setOutlets((list) => [...list, id]);
    return () => setOutlets((list) => list.filter((outlet) => outlet !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      warning: (message) => push('warning', message),
      info: (message) => push('info', message),
      fromError: (err) => push(errorSeverity(err), errorMessage(err)),
    }),
    [push],
  );
  const outletState = useMemo<ToastOutletState>(
    () => ({ toasts, dismiss, outlets, register }),
    [toasts, dismiss, outlets, register],
  );

  return (
    <ToastContext.Provider value={api}>
      <ToastOutletContext.Provider value={outletState}>
        {children}
        {outlets.length === 0 ? <ToastRegion toasts={toasts} onClose={dismiss} /> : null}
      </ToastOutletContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>');
  return api;
}
