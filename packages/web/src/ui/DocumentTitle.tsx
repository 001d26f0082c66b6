import { useEffect } from 'react';

/** Product name after every page's own title in the browser tab. */
export const TITLE_SUFFIX = 'Talhão';

/** Sets the browser tab's title while the calling page is on screen, and puts the previous one back after. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${TITLE_SUFFIX}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** A page's tab title, for pages that render no PageHeader (sign-in, landing…). */
export function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
