import { Portal } from '@headlessui/react';
import { useContext, useLayoutEffect, useState } from 'react';
import { ToastOutletContext, ToastRegion } from './Toast';

let nextOutletId = 1;

/**
 * Rendered by Dialog and Drawer inside their Headless UI dialog: a modal makes the rest of the page
 * inert (hidden from screen readers, unclickable), so while one is open the toasts move into a
 * portal owned by it.
 */
export function ToastOutlet({ open }: { open: boolean }) {
  const state = useContext(ToastOutletContext);
  const [id] = useState(() => nextOutletId++);
  const register = state?.register;
  // Only while open: a closing dialog stays mounted for its leave transition, and the dialog under
  // it, on top again, already makes it inert and covers it, so its toasts could not be clicked.
  useLayoutEffect(() => (open ? register?.(id) : undefined), [open, register, id]);
  if (!state || state.outlets[state.outlets.length - 1] !== id) return null;
  return (
    <Portal>
      <ToastRegion toasts={state.toasts} onClose={state.dismiss} />
    </Portal>
  );
}
