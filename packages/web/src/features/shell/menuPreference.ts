/**
 * Whether the side menu is collapsed, remembered across visits. The key carries the `talhao.`
 * prefix so logout's clearSessionStorage() removes it too (spec 000 §4: logout clears the menu state).
 */
const KEY = 'talhao.menu.collapsed';

export function readMenuCollapsed(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMenuCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the preference is simply not remembered
  }
}
