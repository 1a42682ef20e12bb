import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@authority/shared/locales';

/**
 * The `<head>` the server writes into each page, so a link pasted into a chat or a
 * social network shows a real preview without JavaScript: title, description, canonical link,
 * Open Graph, Twitter card, and JSON-LD.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's canonical address. */
  canonical: string;
  /** Absolute URL of the preview image. */
  image?: string;
  /** The image's words in the page's language (decision 019); none for a decorative image. */
  imageAlt?: string | undefined;
  type: 'website' | 'article';
  siteName: string;
  publishedTime?: string;
  /** Pages that must not be indexed (dashboard, sign-in, submissions). */
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
  /** 404 for a news item or event that does not exist. */
  status?: number;
  /** The page's language: `<html lang dir>`, `og:locale`. */
  locale: Locale;
  /** The same page in every language (`hreflang`), none for pages kept out of search engines. */
  alternates?: readonly { locale: Locale; href: string }[];
  /** The site's OpenSearch description in the page's language, so browsers offer its search. */
  openSearch?: { href: string; title: string };
  /** Font files the page's first paint needs, preloaded (the Arabic face on Arabic pages). */
  preloadFonts?: readonly string[];
}

/** Text as an attribute's value or an element's text: no character of it is markup. */
export const escapeAttribute = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a script element: `<` is escaped, so no `</script>` can close it early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Plain text of at most `max` characters from text or HTML, cut at a word. */
export function summary(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />` : '';
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    head.image ? meta('property', 'og:image:alt', head.imageAlt) : '',
    meta('property', 'og:locale', LOCALE_INFO[head.locale].openGraph),
    ...(head.alternates ?? [])
      .filter((alternate) => alternate.locale !== head.locale)
      .map((alternate) => meta('property', 'og:locale:alternate', LOCALE_INFO[alternate.locale].openGraph)),
    ...(head.alternates ?? []).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.locale}" href="${escapeAttribute(alternate.href)}" />`,
    ),
    ...(head.alternates ?? [])
      .filter((alternate) => alternate.locale === DEFAULT_LOCALE)
      .map(
        (alternate) =>
          `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(alternate.href)}" />`,
      ),
    head.openSearch
      ? `<link rel="search" type="application/opensearchdescription+xml" href="${escapeAttribute(head.openSearch.href)}" title="${escapeAttribute(head.openSearch.title)}" />`
      : '',
    ...(head.preloadFonts ?? []).map(
      (href) =>
        `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin />`,
    ),
    meta('property', 'article:published_time', head.publishedTime),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The page's `<html>` start tag: its language and direction. */
export const htmlStartTag = (head: Pick<PageHead, 'locale'>) =>
  `<html lang="${head.locale}" dir="${LOCALE_INFO[head.locale].dir}">`;
