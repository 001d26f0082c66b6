import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { errorMessage, errorSeverity } from '@/app/errors';

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

const MAX_VISIBLE = 4;
/** How long a plain toast (below) stays: the longest a card stays. */
const PLAIN_DURATION_MS = 7000;

/** The card (ToastCard.tsx) once loaded; null until then. */
let card: typeof import('./ToastCard') | null = null;
let loading: Promise<void> | null = null;
const cardListeners = new Set<() => void>();

/** Loads the toast card once; a failed download (offline) is tried again by the next toast. */
export function loadToastCard(): Promise<void> {
  loading ??= import('./ToastCard').then(
    (module) => {
      card = module;
      for (const listener of cardListeners) listener();
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

const subscribeToCard = (listener: () => void) => {
  cardListeners.add(listener);
  return () => cardListeners.delete(listener);
};

/** The message alone, while the card downloads or when it cannot (offline): the text is never lost. */
function PlainToast({ toast, onClose }: { toast: ToastItem; onClose(id: number): void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), PLAIN_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onClose]);
  return (
    <p
      role="status"
      data-kind={toast.kind}
      className="pointer-events-none w-full rounded-lg border border-line bg-surface px-4 py-3 text-sm font-medium break-words text-ink shadow-pop sm:w-96"
    >
      {toast.message}
    </p>
  );
}

const currentCard = () => card;

export function ToastRegion({ toasts, onClose }: { toasts: ToastItem[]; onClose(id: number): void }) {
  const Card = useSyncExternalStore(subscribeToCard, currentCard, currentCard);
  const count = toasts.length;
  // Each new toast asks again while the card is missing (one download at a time; a failed one is tried anew).
  useEffect(() => {
    if (!Card && count > 0) void loadToastCard();
  }, [Card, count]);
  // The region itself is always there: a live region must exist before its text changes to be announced.
  return (
    <div
      aria-live="polite"
      aria-relevant="additions"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 p-3 sm:top-auto sm:bottom-0 sm:left-auto sm:items-end sm:p-5"
    >
      {toasts.map((toast) =>
        Card ? (
          <Card.ToastCard key={toast.id} toast={toast} onClose={onClose} />
        ) : (
          <PlainToast key={toast.id} toast={toast} onClose={onClose} />
        ),
      )}
    </div>
  );
}

/** Holds the toasts and renders them in a polite live region at the bottom right (top on phones). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [outlets, setOutlets] = useState<number[]>([]);
  const nextId = useRef(1);

  // The card downloads on the page's first interaction (most toasts answer one, and it is there by then), once the
  // browser is idle: the interaction's own work (a sign-in's request) goes first.
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const load = () => void whenIdle(() => void loadToastCard());
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, load, { capture: true, once: true });
    return () => {
      for (const name of events) window.removeEventListener(name, load, { capture: true });
    };
  }, []);

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
