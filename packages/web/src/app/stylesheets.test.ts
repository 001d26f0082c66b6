import { afterEach, describe, expect, it } from 'vitest';
import { FULL_STYLESHEET_ATTRIBUTE, loadFullStylesheet } from './stylesheets';

const FULL = '/assets/index-1.css';
const sheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href);

/** The `<link>` the BFF renders for a visitor: the signed-out sheet, naming the whole one. */
function servedSignedOut() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/signed-out-1.css';
  link.setAttribute(FULL_STYLESHEET_ATTRIBUTE, FULL);
  document.head.append(link);
}

const fullLink = () => document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${FULL}"]`);

describe('loadFullStylesheet', () => {
  afterEach(() => {
    for (const link of document.querySelectorAll('link')) link.remove();
  });

  it('has nothing to load on a page that links the whole sheet itself', async () => {
    await expect(loadFullStylesheet()).resolves.toBeUndefined();
    expect(sheets()).toEqual([]);
  });

  it('links the whole sheet after the signed-out one, retried after a failed download, once', async () => {
    servedSignedOut();
    const failed = loadFullStylesheet();
    fullLink()?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`stylesheet ${FULL} did not load`);
    expect(fullLink()).toBeNull();

    const loading = loadFullStylesheet();
    expect(sheets()).toEqual([`${location.origin}/assets/signed-out-1.css`, `${location.origin}${FULL}`]);
    let done = false;
    void loading.then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    fullLink()?.dispatchEvent(new Event('load'));
    await loading;
    // A later way into an area finds it loaded: no second link.
    await loadFullStylesheet();
    expect(document.querySelectorAll(`link[href="${FULL}"]`)).toHaveLength(1);
  });
});
