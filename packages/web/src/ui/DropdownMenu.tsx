import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from './cn';
import { MENU_TRIGGER_CLASSES } from './menuTrigger';

export interface DropdownMenuItem {
  label: string;
  icon?: ReactNode;
  onSelect?: () => void;
  /** Router path: the item renders as a link. */
  to?: string;
  tone?: 'danger';
}

export interface DropdownMenuProps {
  /** Content of the trigger (e.g. avatar and greeting). */
  button: ReactNode;
  /** Accessible name of the trigger. */
  label: string;
  items: readonly DropdownMenuItem[];
  align?: 'start' | 'end';
  buttonClassName?: string;
}

const itemClasses = (tone: DropdownMenuItem['tone']) =>
  cn(
    'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm sm:min-h-9',
    tone === 'danger' ? 'text-tone-red data-focus:bg-tone-red-bg' : 'text-ink data-focus:bg-brand-50',
  );

/** A menu button (Headless UI: arrow keys, type-ahead, Escape, role="menu"). */
export function DropdownMenu({ button, label, items, align = 'end', buttonClassName }: DropdownMenuProps) {
  return (
    <Menu>
      <MenuButton aria-label={label} className={cn(MENU_TRIGGER_CLASSES, buttonClassName)}>
        {button}
      </MenuButton>
      <MenuItems
        transition
        anchor={align === 'end' ? 'bottom end' : 'bottom start'}
        className="z-50 min-w-48 rounded-lg border border-line bg-surface p-1 shadow-pop transition duration-100 [--anchor-gap:6px] focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        {items.map((item) => {
          const content = (
            <>
              {item.icon ? (
                <span aria-hidden="true" className="flex size-5 items-center justify-center">
                  {item.icon}
                </span>
              ) : null}
              {item.label}
            </>
          );
          return (
            <MenuItem key={item.label}>
              {item.to ? (
                <Link to={item.to} onClick={item.onSelect} className={itemClasses(item.tone)}>
                  {content}
                </Link>
              ) : (
                <button type="button" onClick={item.onSelect} className={itemClasses(item.tone)}>
                  {content}
                </button>
              )}
            </MenuItem>
          );
        })}
      </MenuItems>
    </Menu>
  );
}
