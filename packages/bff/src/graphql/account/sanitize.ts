import sanitizeHtml from 'sanitize-html';

/** Basic formatting only: what the resume editor produces, without links, images, styles or scripts. */
const RESUME_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'hr'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** The resume as HTML that is safe to render: sanitized on the way in and on the way out. */
export const sanitizeResume = (html: string): string => sanitizeHtml(html, RESUME_OPTIONS).trim();
