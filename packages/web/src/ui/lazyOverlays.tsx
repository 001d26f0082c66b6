import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { cn } from './cn';
import type { DrawerProps } from './Drawer';
import type { DropdownMenuProps } from './DropdownMenu';
import { MENU_TRIGGER_CLASSES } from './menuTrigger';

/*
 * The area shell's overlays (user menu, its sign-out question, the settings and mobile drawers) are on every
 * area's first screen but rarely opened. Their Headless UI code (dialog, menu, floating-ui positioning: ~40 KB
 * gzip) loads on first use instead: a closed drawer or dialog renders nothing until first opened, and the
 * menu renders a plain button of the same name and look until the pointer or focus reaches it.
 */
const loadDrawer = () => import('./Drawer').then((module) => ({ default: module.Drawer }));
const loadConfirmDialog = () => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog }));
const loadDropdownMenu = () => import('./DropdownMenu');

const DrawerImpl = lazy(loadDrawer);
const ConfirmDialogImpl = lazy(loadConfirmDialog);

/** True from the first render with `open` on: once mounted the overlay stays, so its closing transition plays. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function Deferred({ show, children }: { show: boolean; children: ReactNode }) {
  return show ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function LazyDrawer(props: DrawerProps) {
  return (
    <Deferred show={useOpenedOnce(props.open)}>
      <DrawerImpl {...props} />
    </Deferred>
  );
}

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Deferred show={useOpenedOnce(props.open)}>
      <ConfirmDialogImpl {...props} />
    </Deferred>
  );
}

type Loaded = typeof import('./DropdownMenu')['DropdownMenu'];

/**
 * DropdownMenu whose Headless UI menu loads when the pointer enters or focus reaches its trigger (a prefetch)
 * and replaces the plain trigger on the first click or arrow key, which is then replayed on the real one.
 */
export function LazyDropdownMenu(props: DropdownMenuProps) {
  const [Menu, setMenu] = useState<Loaded | null>(null);
  const pending = useRef<'click' | 'keyboard' | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!Menu) return;
    const trigger = wrapper.current?.querySelector<HTMLButtonElement>('button');
    if (!trigger) return;
    trigger.focus();
    if (pending.current === 'click') trigger.click();
    if (pending.current === 'keyboard') {
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    }
    pending.current = null;
  }, [Menu]);

  if (Menu) {
    return (
      <span ref={wrapper} className="contents">
        <Menu {...props} />
      </span>
    );
  }
  const open = (how: 'click' | 'keyboard') => {
    if (pending.current) return;
    pending.current = how;
    void loadDropdownMenu().then((module) => setMenu(() => module.DropdownMenu));
  };
  return (
    <span ref={wrapper} className="contents">
      <button
        type="button"
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={() => void loadDropdownMenu()}
        onFocus={() => void loadDropdownMenu()}
        onClick={() => open('click')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            open('keyboard');
          }
        }}
        className={cn(MENU_TRIGGER_CLASSES, props.buttonClassName)}
      >
        {props.button}
      </button>
    </span>
  );
}
