import type { Page, Request } from '@playwright/test';

/**
 * When a page has settled, for support/axe.ts: loaded, no code or data request in flight, and no
 * finite animation or transition running (a dialog fading in would read as low contrast). Each wait
 * is capped, so a request that never ends cannot hold the test.
 */

/** Requests a page must finish: code and data, not images (map tiles) or fonts. */
const SETTLING_RESOURCES: ReadonlySet<string> = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
const SETTLE_CAP_MS = 5_000;

/** Code and data requests in flight on one page, with a wait for none. */
class InFlight {
  private readonly requests = new Set<Request>();
  private waiters: Array<() => void> = [];

  add(request: Request): void {
    if (SETTLING_RESOURCES.has(request.resourceType())) this.requests.add(request);
  }

  remove(request: Request): void {
    this.requests.delete(request);
    if (this.requests.size > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  idle(): Promise<void> {
    if (this.requests.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const cap = setTimeout(resolve, SETTLE_CAP_MS);
      this.waiters.push(() => {
        clearTimeout(cap);
        resolve();
      });
    });
  }
}

/** In the page: the next rendered frame, then every finite animation or transition has finished. */
async function animationsDone(capMs: number): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const finite = document.getAnimations().filter((animation) => {
    const end = animation.effect?.getComputedTiming().endTime;
    return typeof end === 'number' && Number.isFinite(end);
  });
  const finished = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, capMs))]);
}

/** Starts following the page's requests; the returned function waits until the page has settled. */
export function settler(page: Page): () => Promise<void> {
  const inFlight = new InFlight();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.remove(request));
  page.on('requestfailed', (request) => inFlight.remove(request));
  return async () => {
    await page.waitForLoadState('load', { timeout: SETTLE_CAP_MS }).catch(() => undefined);
    await inFlight.idle();
    await page.evaluate(animationsDone, SETTLE_CAP_MS);
  };
}
