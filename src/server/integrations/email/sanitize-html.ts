import sanitizeHtml from 'sanitize-html';
import type { EmailHtml } from './layout.ts';

/** What an admin's message may use: text formatting, lists and links, nothing that runs. */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'blockquote',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/**
 * An admin's HTML (POST /user/admin-email) made safe to send and to preview: scripts, styles,
 * event handlers, images and `javascript:` links are dropped. The plain-text part is the
 * same message without markup.
 */
export function sanitizeAdminHtml(html: string): EmailHtml {
  const safeHtml = sanitizeHtml(html, {
    ...allowed,
    allowedAttributes: { a: ['href', 'rel', 'target'] },
  });
  const text = sanitizeHtml(
    html.replace(/<\/(p|h2|h3|li|blockquote)>|<br\s*\/?>/gi, (m) => `${m}\n`),
    { allowedTags: [], allowedAttributes: {} },
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { safeHtml, text: decodeEntities(text) };
}

/** sanitize-html escapes text; the plain-text part wants it as written. */
function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
