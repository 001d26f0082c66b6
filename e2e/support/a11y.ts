import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './env';

/**
 * Helpers of tests/accessibility.spec.ts: what the browser computes for the focused element, text
 * contrast from computed colours (WCAG 2 formula), and screenshots of one element.
 */

export interface FocusedControl {
  /** Tag, role and accessible text, for the failure message. */
  description: string;
  /** The outline as computed: a visible ring is a solid or auto style, 2 px or more. */
  outlineStyle: string;
  outlineWidth: number;
}

/** The focused element, or null when focus is on the document itself. */
export function focusedControl(page: Page): Promise<FocusedControl | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return {
      description: `${role} '${name.replace(/\s+/g, ' ').trim().slice(0, 60)}'`,
      outlineStyle: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
    };
  });
}

export const hasVisibleRing = (control: FocusedControl): boolean =>
  control.outlineStyle !== 'none' && control.outlineStyle !== 'hidden' && control.outlineWidth >= 2;

/**
 * Contrast of the element's text colour on the first opaque background behind it (itself or an
 * ancestor), both as computed now (after hover, say).
 */
export function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    let background: number[] = [255, 255, 255];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const fill = channels(getComputedStyle(node).backgroundColor);
      if (fill.length === 3 || (fill.length === 4 && fill[3] === 1)) {
        background = fill.slice(0, 3);
        break;
      }
    }
    const [light, dark] = [luminance(channels(getComputedStyle(element).color)), luminance(background)].sort(
      (x, y) => y - x,
    ) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
}

/** Saves a screenshot of one element (and `margin` px around it) to artifacts/screenshots/<name>.png. */
export async function elementScreenshot(page: Page, locator: Locator, name: string, margin = 8): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name}: o elemento não está visível`);
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({
    path,
    animations: 'disabled',
    clip: {
      x: Math.max(0, box.x - margin),
      y: Math.max(0, box.y - margin),
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
  return path;
}
