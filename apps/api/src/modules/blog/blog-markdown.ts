import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false });

/**
 * What a post's HTML may hold: text formatting, headings, lists, quotes, code, tables, links and
 * images over http(s). No script, style, frame, form, event handler or `javascript:` address:
 * sanitize-html drops them, whatever the markdown or raw HTML in it says.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li'],
    ...['strong', 'em', 'del', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A post's h1 is its title: headings in the body start one level below.
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow ugc' }),
  },
};
allowed.allowedAttributes = { ...allowed.allowedAttributes, a: ['href', 'title', 'rel'] };

/** A post's markdown as HTML that is safe to put in a page. */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), allowed);
}

/** The plain text of a post's start (not HTML: escape it), for a summary the author left empty. */
export function plainExcerpt(markdown: string, length = 200): string {
  const text = sanitizeHtml(marked.parse(markdown, { async: false }), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim()
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
