/**
 * The allow-list sanitiser for the HTML fields staff write (institution and comment
 * descriptions). Only text formatting and links survive; every script, event handler, style
 * and non-web URL is removed. sanitize-html is maintained and parses like a browser (htmlparser2).
 */
import sanitizeHtml from 'sanitize-html';

/**
 * A link never hands its page to the one it opens: `opener` (in any case) is dropped from `rel`,
 * and a link with any `target` (`_blank`, `_BLANK`, a named window) gets `noopener noreferrer`,
 * since every target but the page itself may open a new browsing context.
 */
function safeLinkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { rel, ...rest } = attribs;
  const kept = (rel ?? '')
    .split(/\s+/)
    .filter((token) => token !== '' && !/^(opener|noopener|noreferrer)$/i.test(token));
  if (rest.target !== undefined) kept.push('noopener', 'noreferrer');
  return kept.length > 0 ? { ...rest, rel: kept.join(' ') } : rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeLinkAttributes(attribs) }) },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
