import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

/*
 * The question's dialog (and the dialog kit under it) loads the first time a form holds changes, not with
 * the app's root: a signed-out /login never needs it.
 */
const ConfirmDialog = lazy(() => import('@/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** The question asked before unsaved changes are left behind (docs/copy-decisions.md). */
export const UNSAVED_CHANGES_TEXT = {
  title: 'Descartar alterações?',
  message: 'As alterações que você fez ainda não foram salvas. Se sair agora, elas serão perdidas.',
  discard: 'Descartar',
  keepEditing: 'Continuar editando',
} as const;

interface DirtyRegistry {
  /** Whether the form `id` holds changes that leaving would lose (ignored once released). */
  mark(id: string, dirty: boolean): void;
  /** The form `id` is gone. */
  forget(id: string): void;
  /** Every form shown now stops asking: the page is being left on purpose. */
  releaseAll(): void;
}

const DirtyRegistryContext = createContext<DirtyRegistry | null>(null);

/**
 * The app's one navigation blocker (a data router keeps only one). Forms report themselves through
 * `useUnsavedChanges`; while any of them holds unsaved changes, leaving its page — a menu or
 * 'Cancelar' link, the back button — asks first, and closing or reloading the tab triggers the
 * browser's own warning. Changes of the search or hash alone (a tab, a list page) stay on the page and
 * pass. The question is read at the moment of leaving, so a save flow that navigates passes, and so
 * does a flow that called `useLeaveWithoutAsking`'s function first.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const releasedForms = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [everDirty, setEverDirty] = useState(false);
  if (anyDirty && !everDirty) setEverDirty(true);

  const registry = useMemo<DirtyRegistry>(() => {
    const changed = () => setAnyDirty(dirtyForms.current.size > 0);
    return {
      mark(id, dirty) {
        if (dirty && !releasedForms.current.has(id)) dirtyForms.current.add(id);
        else dirtyForms.current.delete(id);
        changed();
      },
      forget(id) {
        dirtyForms.current.delete(id);
        releasedForms.current.delete(id);
        changed();
      },
      releaseAll() {
        for (const id of dirtyForms.current) releasedForms.current.add(id);
        dirtyForms.current.clear();
        changed();
      },
    };
  }, []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyForms.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  return (
    <DirtyRegistryContext.Provider value={registry}>
      {children}
      {everDirty ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={blocker.state === 'blocked'}
            title={UNSAVED_CHANGES_TEXT.title}
            message={UNSAVED_CHANGES_TEXT.message}
            confirmLabel={UNSAVED_CHANGES_TEXT.discard}
            cancelLabel={UNSAVED_CHANGES_TEXT.keepEditing}
            tone="danger"
            onConfirm={() => blocker.proceed?.()}
            onClose={() => blocker.reset?.()}
          />
        </Suspense>
      ) : null}
    </DirtyRegistryContext.Provider>
  );
}

/**
 * Reports whether this form holds unsaved changes. Without the provider (a component test that
 * renders the form alone) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const registry = useContext(DirtyRegistryContext);
  const id = useId();

  // Layout effects: the registry is current as soon as React commits, before any flow can navigate.
  useLayoutEffect(() => {
    registry?.mark(id, dirty);
  }, [registry, id, dirty]);
  useLayoutEffect(() => () => registry?.forget(id), [registry, id]);
}

/**
 * For a flow that leaves the page on purpose after its own confirmation, e.g. deleting the record
 * being edited: call the returned function right before navigating and the question is not asked.
 */
export function useLeaveWithoutAsking(): () => void {
  const registry = useContext(DirtyRegistryContext);
  return useCallback(() => registry?.releaseAll(), [registry]);
}
