/** Route prefix of the download route that streams provider files (plugins/downloads.ts). */
export const FILES_PREFIX = '/files';

/**
 * The browser-facing URL of a provider file: relative provider paths (`/uploads/x.png`) become
 * `/files/uploads/x.png` on the BFF; absolute URLs (a CDN) stay as they are.
 */
export function publicFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${FILES_PREFIX}${url.startsWith('/') ? '' : '/'}${url}`;
}
