import { LIMITS } from '@talhao/schema';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/ui';
import { isLinkActive, type MenuEntry, type MenuGroup, type MenuLink } from './menus';
import { useViewAs, withViewAs } from './viewAs';

interface NavProps {
  entries: readonly MenuEntry[];
  /** Icons only, labels as hover/focus tooltips (82 px menu). */
  collapsed?: boolean;
  /** Called after a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/** The menu tree of an area: group headers and links, the current route highlighted. */
export function SideMenuNav({ entries, collapsed = false, onNavigate }: NavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Menu principal">
      <ul className="flex flex-col gap-1">
        {entries.map((entry) => (
          <EntryItem
            key={entry.label}
            entry={entry}
            depth={0}
            collapsed={collapsed}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}

interface EntryProps {
  entry: MenuEntry;
  depth: number;
  collapsed: boolean;
  pathname: string;
  onNavigate?: () => void;
}

function EntryItem(props: EntryProps) {
  return props.entry.kind === 'link' ? (
    <LinkItem {...props} entry={props.entry} />
  ) : (
    <GroupItem {...props} entry={props.entry} />
  );
}

function GroupItem({ entry, depth, collapsed, pathname, onNavigate }: EntryProps & { entry: MenuGroup }) {
  const headerId = useId();
  return (
    <li className={cn(depth === 0 ? 'mt-3' : 'mt-1')}>
      {collapsed ? (
        // The header gives way to a divider; screen readers still get the group's name.
        <>
          <span id={headerId} className="sr-only">
            {entry.label}
          </span>
          {depth === 0 ? <span aria-hidden="true" className="mx-3 mb-2 block h-px bg-line" /> : null}
        </>
      ) : (
        <span
          id={headerId}
          className={cn(
            'block px-3 pb-1 font-semibold uppercase tracking-wide text-muted',
            depth === 0 ? 'text-xs' : 'pl-4 text-[0.7rem]',
          )}
        >
          {entry.label}
        </span>
      )}
      <ul aria-labelledby={headerId} className="flex flex-col gap-1">
        {entry.entries.map((child) => (
          <EntryItem
            key={child.label}
            entry={child}
            depth={depth + 1}
            collapsed={collapsed}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </li>
  );
}

function LinkItem({ entry, collapsed, pathname, onNavigate }: EntryProps & { entry: MenuLink }) {
  const active = isLinkActive(entry, pathname);
  const Icon = entry.icon;
  // A master visiting the area stays in the visit while moving through its menu.
  const { viewAsId } = useViewAs();
  return (
    <li>
      <Link
        to={withViewAs(entry.to, viewAsId)}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'group relative flex min-h-11 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
          collapsed ? 'justify-center px-0' : 'px-3',
          active ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-soft hover:bg-brand-50 hover:text-brand-800',
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span
          className={cn(
            collapsed
              ? 'pointer-events-none absolute top-1/2 left-full z-40 ml-3 -translate-y-1/2 whitespace-nowrap rounded-md bg-ink px-2.5 py-1.5 text-xs text-white opacity-0 shadow-pop transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100'
              : 'min-w-0 leading-tight',
          )}
        >
          {entry.label}
        </span>
      </Link>
    </li>
  );
}

interface SideMenuProps {
  entries: readonly MenuEntry[];
  collapsed: boolean;
  onToggle(): void;
}

/** The desktop side menu: 244 px open, 82 px collapsed; hidden under 520 px (the drawer takes over). */
export function SideMenu({ entries, collapsed, onToggle }: SideMenuProps) {
  const navId = useId();
  return (
    <aside
      className="sticky z-20 hidden shrink-0 flex-col border-r border-line bg-surface transition-[width] duration-200 sm:flex"
      style={{
        width: collapsed ? LIMITS.sideMenuClosedPx : LIMITS.sideMenuOpenPx,
        top: LIMITS.topBarPx,
        height: `calc(100dvh - ${LIMITS.topBarPx}px)`,
      }}
    >
      {/* Collapsed, the menu is short enough to fit and must not clip its tooltips. */}
      <div id={navId} className={cn('flex-1 px-3 py-4', collapsed ? 'overflow-visible' : 'overflow-y-auto')}>
        <SideMenuNav entries={entries} collapsed={collapsed} />
      </div>
      <div className="border-t border-line p-3">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
          className={cn(
            'flex min-h-11 w-full items-center gap-3 rounded-lg text-sm text-muted hover:bg-ink/5 hover:text-ink',
            collapsed ? 'justify-center' : 'px-3',
          )}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          ) : (
            <>
              <PanelLeftClose aria-hidden="true" className="size-5" />
              <span>Recolher menu</span>
            </>
          )}
        </button>
      </div>
    </aside>
  );
}
