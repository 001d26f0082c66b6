import sanitizeHtml from 'sanitize-html';

/** Basic formatting only: what the resume editor produces, without links, images, styles or scripts. */
const RESUME_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'hr'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** Texts already sanitized: the same offers and resumes are read over and over, and sanitizing parses HTML. */
const sanitized = new Map<string, string>();
const MAX_SANITIZED = 500;
/** Longer texts are sanitized each time rather than held in memory. */
const MAX_REMEMBERED_LENGTH = 4096;

/** The resume as HTML that is safe to render: sanitized on the way in and on the way out. */
export const sanitizeResume = (html: string): string => {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, RESUME_OPTIONS).trim();
  if (html.length <= MAX_REMEMBERED_LENGTH) {
    // The oldest entry goes first (a Map keeps insertion order).
    if (sanitized.size >= MAX_SANITIZED) sanitized.delete(sanitized.keys().next().value as string);
    sanitized.set(html, clean);
  }
  return clean;
};
