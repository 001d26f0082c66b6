import { MENU_COLLAPSED_COOKIE } from '@talhao/schema';
import { bootData } from '@/app/boot';

/**
 * Whether the side menu is collapsed, remembered across visits. The key carries the `talhao.`
 * prefix so logout's clearSessionStorage() removes it too (spec 000 §4: logout clears the menu state).
 * A cookie mirrors it for the BFF, whose server render of a home (architecture note 36) draws the menu the
 * same way. AreaLayout writes the stored state into it whenever an area mounts, so after a logout (which clears
 * the stored state here, and the cookie in the BFF's signOut) the next area renders without it.
 */
const KEY = 'talhao.menu.collapsed';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

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
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    const value = collapsed ? `1; Max-Age=${YEAR_SECONDS}` : '; Max-Age=0';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports.
    document.cookie = `${MENU_COLLAPSED_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // no document: nothing to mirror
  }
}
