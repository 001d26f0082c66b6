import { bootData } from '@/app/boot';
import { writeMenuCollapsedCookie } from '@/app/storage';

/**
 * Whether the side menu is collapsed, remembered across visits. The key carries the `talhao.`
 * prefix so logout's clearSessionStorage() removes it too (spec 000 §4: logout clears the menu state).
 * A cookie mirrors it for the BFF, whose server render of a home (architecture note 36) draws the menu the
 * same way; logout clears the cookie too (app/storage.ts).
 */
const KEY = 'talhao.menu.collapsed';

export function readMenuCollapsed(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The state the page first renders with: on a page the BFF rendered (and while it renders it), the one its
 * markup has, so hydration matches; elsewhere the stored one. AreaLayout applies the stored one after mounting
 * when they differ (a preference stored before the cookie existed).
 */
export function initialMenuCollapsed(): boolean {
  const rendered = bootData()?.menuCollapsed;
  // The markup is the server's until main.tsx has hydrated it (the root then loses the attribute).
  const hydrating =
    typeof document === 'undefined' || document.getElementById('root')?.hasAttribute('data-server-rendered');
  return hydrating && typeof rendered === 'boolean' ? rendered : readMenuCollapsed();
}

export function writeMenuCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the preference is simply not remembered
  }
  writeMenuCollapsedCookie(collapsed);
}
