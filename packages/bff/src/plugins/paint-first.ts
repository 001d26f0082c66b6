/**
 * On a server-rendered home the app's entry starts after the markup's first paint. As a `<script type="module">`
 * it runs the moment the parser ends, in the same task: in a new tab (whose renderer compiles the entry afresh)
 * the entry's evaluation, ~120 ms under the bench's 4x CPU throttle, then came between the parse and the first
 * frame of the home it was sent with in about half the loads (bench/STEPS.md, session 10). The entry is
 * preloaded instead (fetched and compiled as early as before) and this script imports it after the next frame;
 * the timer covers a tab in the background, which draws no frames. A constant text, so the CSP allows it by hash (security.ts).
 */
export const PAINT_FIRST_SCRIPT =
  '(function(){var go=function(){go=function(){};import(document.querySelector("link[data-entry]").href)};' +
  'requestAnimationFrame(function(){setTimeout(function(){go()})});setTimeout(function(){go()},500)})()';

/** index.html's entry `<script type="module">` and its preloaded stand-in for a server-rendered home, or null. */
export function paintFirstEntry(html: string) {
  const tag = html.match(/<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/)?.[0];
  const src = tag?.match(/\ssrc="([^"]+)"/)?.[1];
  if (!tag || !src) return null;
  const crossorigin = /\scrossorigin[\s>=]/.test(tag) ? ' crossorigin' : '';
  return { tag, preload: `<link rel="modulepreload"${crossorigin} href="${src}" data-entry>` };
}

/** A server-rendered page whose entry waits for its first paint: preloaded in the head, imported by the script. */
export function withPaintFirstEntry(page: string, entry: ReturnType<typeof paintFirstEntry>): string {
  if (!entry) return page;
  const rootEnd = page.lastIndexOf('</body>');
  if (rootEnd < 0) return page;
  const withScript = `${page.slice(0, rootEnd)}<script>${PAINT_FIRST_SCRIPT}</script>${page.slice(rootEnd)}`;
  return withScript.replace(entry.tag, () => entry.preload);
}
