import { MENU_COLLAPSED_COOKIE } from '@talhao/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, resetBootDataForTests } from '@/app/boot';
import { clearSessionStorage } from '@/app/storage';
import { initialMenuCollapsed, readMenuCollapsed, writeMenuCollapsed } from './menuPreference';

const cookieSet = () => document.cookie.split('; ').includes(`${MENU_COLLAPSED_COOKIE}=1`);

/** A page as the BFF serves it: its boot data, and the root it rendered (until main.tsx hydrates it). */
function servedPage(menuCollapsed: boolean, serverRendered: boolean) {
  document.body.innerHTML =
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${JSON.stringify({ menuCollapsed })}</script>` +
    `<div id="root"${serverRendered ? ' data-server-rendered inert' : ''}></div>`;
  resetBootDataForTests();
}

afterEach(() => {
  writeMenuCollapsed(false);
  document.body.innerHTML = '';
  resetBootDataForTests();
});

describe('the side menu preference', () => {
  it('is stored and mirrored into a cookie for the server render, which follows the stored state after logout', () => {
    writeMenuCollapsed(true);
    expect(readMenuCollapsed()).toBe(true);
    expect(cookieSet()).toBe(true);
    writeMenuCollapsed(false);
    expect(readMenuCollapsed()).toBe(false);
    expect(cookieSet()).toBe(false);

    writeMenuCollapsed(true);
    clearSessionStorage();
    expect(readMenuCollapsed()).toBe(false);
    // What AreaLayout does when an area mounts: the mirror takes the stored state again.
    writeMenuCollapsed(readMenuCollapsed());
    expect(cookieSet()).toBe(false);
  });

  it('starts as the server drew it while its markup is hydrated, and as stored everywhere else', () => {
    // Stored collapsed, drawn open (a preference older than its cookie): hydration must match the markup.
    writeMenuCollapsed(true);
    servedPage(false, true);
    expect(initialMenuCollapsed()).toBe(false);
    // Once hydrated (main.tsx lifts the attribute), a later mount reads the stored state.
    servedPage(false, false);
    expect(initialMenuCollapsed()).toBe(true);
    // Drawn collapsed by the server, from the cookie.
    writeMenuCollapsed(false);
    servedPage(true, true);
    expect(initialMenuCollapsed()).toBe(true);
  });
});
