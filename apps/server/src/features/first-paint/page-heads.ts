/** Which head each page route gets, from the data. */

import { localizeRow, type Translations } from '@authority/shared/content-translations';
import { PUBLIC_TEXTS } from '@authority/shared/i18n/public-all';
import { LOCALES, localizePath, splitLocalePath } from '@authority/shared/locales';
import { type ItemKind, itemPath, NOT_FOUND_PAGE, pageSpec } from '@authority/shared/public-pages';
import type { FastifyInstance } from 'fastify';
import { pageAddress } from '../../delivery/index.js';
import { GenerationCache, MiB, textBytes } from '../../lib/generation-cache.js';
import { type PageHead, summary } from '../../lib/page-head.js';
import { loadSettings, settingsIn, siteNameIn } from '../settings/index.js';
import { findEvent, findNews } from './queries.js';

/** Heads kept per content version: one per news item and event at most, and the list pages. */
export const MAX_CACHED_HEADS = 2_000;
export const MAX_CACHED_HEAD_BYTES = 8 * MiB;

type Settings = Awaited<ReturnType<typeof loadSettings>>;

export function createPageHeads(app: FastifyInstance) {
  const base = app.config.publicUrl;
  const absolute = (path: string | null | undefined) =>
    !path
      ? undefined
      : /^https?:\/\//i.test(path)
        ? path
        : `${base}${path.startsWith('/') ? '' : '/'}${path}`;

  const generation = () => app.delivery.generation;
  /**
   * Heads of pages that exist are cached until content changes, by their canonical path; a 404
   * head never is, nor that of a path that is no page of the app (there are as many as strings).
   */
  const cached = new GenerationCache<PageHead>({
    generation,
    maxEntries: MAX_CACHED_HEADS,
    maxBytes: MAX_CACHED_HEAD_BYTES,
    sizeOf: (head) => textBytes(JSON.stringify(head)),
  });
  // Every head names the site, also those built each time (404s, unknown paths): read once a version.
  const settingsCache = new GenerationCache<Settings>({
    generation,
    maxEntries: 1,
    maxBytes: MiB,
    sizeOf: (settings) => textBytes(JSON.stringify(settings)),
  });
  const currentSettings = () => settingsCache.load('settings', () => loadSettings(app.db));

  /** `missing`: the page's data found no item to show (so it is not looked up again). */
  const cachedPageHead = (url: string, missing = false): Promise<PageHead> => {
    const { pathname, keepable } = pageAddress(url);
    if (!keepable) return pageHead(pathname, missing);
    return cached.load(
      pathname,
      () => pageHead(pathname, missing),
      (head) => !head.status,
    );
  };
  /** How many heads are kept now (for tests). */
  return Object.assign(cachedPageHead, { cachedCount: () => cached.size });

  async function pageHead(pathname: string, missing: boolean): Promise<PageHead> {
    const { route, locale } = pageAddress(pathname);
    const texts = PUBLIC_TEXTS[locale];
    const SITE = texts.site;
    const PAGE_TITLES = texts.pageTitles;
    // The item shown, unless its id cannot exist or the page's data already found none.
    const idToFind = 'id' in route && !missing ? route.id : undefined;
    // The settings' texts in the page's language where they have a translation.
    const settings = settingsIn(await currentSettings(), locale);
    const siteName = siteNameIn(settings, locale);
    const at = (path: string) => localizePath(path, locale);
    const organization = {
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      inLanguage: locale,
      name: SITE.fullName,
      alternateName: siteName,
      url: `${base}${at('/')}`,
      logo: `${base}/favicon.svg`,
      email: settings.contact.email,
      telephone: settings.contact.phone,
      address: {
        '@type': 'PostalAddress',
        addressLocality: settings.contact.city,
        addressCountry: settings.contact.country,
      },
      sameAs: Object.values(settings.social),
      parentOrganization: { '@type': 'Organization', name: SITE.parentName, url: settings.parentWebsite },
    };
    /** `path`: the page's address in the default language; each language's is made from it. */
    const page = (title: string | undefined, path: string, extra: Partial<PageHead> = {}): PageHead => ({
      title: title ? `${title} | ${siteName}` : SITE.fullName,
      description: SITE.tagline,
      canonical: `${base}${at(path)}`,
      type: 'website',
      siteName,
      locale,
      alternates: extra.noindex ? undefined : alternatesOf(path),
      openSearch: { href: `${base}${at('/opensearch.xml')}`, title: siteName },
      ...extra,
    });
    /** The site itself and how to search it (schema.org `SearchAction`), on the landing page. */
    const website = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      inLanguage: locale,
      name: siteName,
      url: `${base}${at('/')}`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${base}${at('/search')}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    };

    /** The landing page, where the About texts are, with their review where set (docs/content-review.md). */
    const { reviewedOn: aboutReviewedOn, reviewerName: aboutReviewer } = settings.aboutReview;
    const landingPage = aboutReviewedOn
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            '@id': `${base}${at('/')}`,
            inLanguage: locale,
            name: siteName,
            lastReviewed: aboutReviewedOn,
            ...(aboutReviewer ? { reviewedBy: { '@type': 'Person', name: aboutReviewer } } : {}),
          },
        ]
      : [];

    /** An image's words for a share card, in the page's language (decision 019); none if decorative. */
    const imageAltIn = (row: { imageAlt: string; imageDecorative: boolean; translations: Translations }) =>
      row.imageDecorative
        ? undefined
        : localizeRow({ imageAlt: row.imageAlt }, row.translations, locale, ['imageAlt']).imageAlt ||
          undefined;

    /** Each kind of item page's item, if visitors may see it, with its own head at a path. */
    const items: {
      [K in ItemKind]: (id: number) => Promise<{ id: number; head: (path: string) => PageHead } | undefined>;
    } = {
      news: async (id) => {
        const item = await findNews(app.db, id, app.now());
        if (!item) return undefined;
        const image = absolute(item.imageUrl);
        const published = item.createdOn.toISOString();
        return {
          id: item.id,
          head: (path) =>
            page(item.name, path, {
              description: summary(item.description) || SITE.tagline,
              type: 'article',
              image,
              imageAlt: imageAltIn(item),
              publishedTime: published,
              jsonLd: [
                {
                  '@context': 'https://schema.org',
                  '@type': 'NewsArticle',
                  inLanguage: locale,
                  headline: item.name.slice(0, 110),
                  description: summary(item.description, 300),
                  datePublished: published,
                  dateModified: item.updatedAt.toISOString(),
                  ...(image ? { image: [image] } : {}),
                  // A health page's review (docs/content-review.md) belongs to its page: WebPage's lastReviewed.
                  mainEntityOfPage: item.reviewedOn
                    ? {
                        '@type': 'WebPage',
                        '@id': `${base}${at(path)}`,
                        lastReviewed: item.reviewedOn,
                        ...(item.reviewerName
                          ? { reviewedBy: { '@type': 'Person', name: item.reviewerName } }
                          : {}),
                      }
                    : `${base}${at(path)}`,
                  publisher: {
                    '@type': 'MedicalOrganization',
                    name: SITE.fullName,
                    logo: { '@type': 'ImageObject', url: `${base}/favicon.svg` },
                  },
                },
              ],
            }),
        };
      },
      event: async (id) => {
        const event = await findEvent(app.db, id, app.now());
        if (!event) return undefined;
        const image = absolute(event.imagePath);
        return {
          id: event.id,
          head: (path) =>
            page(event.eventName, path, {
              description:
                summary(event.description ?? '') ||
                `${event.eventName}, ${event.date}${event.location ? `, ${event.location}` : ''}.`,
              image,
              imageAlt: imageAltIn(event),
              jsonLd: [
                {
                  '@context': 'https://schema.org',
                  '@type': 'Event',
                  inLanguage: locale,
                  name: event.eventName,
                  startDate: event.date,
                  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
                  eventStatus: 'https://schema.org/EventScheduled',
                  ...(event.description ? { description: summary(event.description, 300) } : {}),
                  ...(image ? { image: [image] } : {}),
                  location: {
                    '@type': 'Place',
                    name: event.location ?? settings.contact.city,
                    address: {
                      '@type': 'PostalAddress',
                      addressLocality: settings.contact.city,
                      addressCountry: settings.contact.country,
                    },
                  },
                  organizer: {
                    '@type': 'MedicalOrganization',
                    name: SITE.fullName,
                    url: `${base}${at('/')}`,
                  },
                  url: `${base}${at(path)}`,
                },
              ],
            }),
        };
      },
    };

    // The path in the default language, from which `page` makes each language's.
    const { path: basePath } = splitLocalePath(pathname);
    const notFound = () =>
      page(PAGE_TITLES[NOT_FOUND_PAGE.head.title], basePath, {
        status: 404,
        noindex: NOT_FOUND_PAGE.head.noindex,
      });

    if (route.page === 'other') return notFound();
    if (route.page === 'staff')
      return page(undefined, basePath, { noindex: true, ...(route.exists ? {} : { status: 404 }) });

    const spec = pageSpec(route.page);
    /** The head its page table entry declares, at `path`. */
    const declared = (path: string) =>
      page(spec.head.title && PAGE_TITLES[spec.head.title], path, {
        ...(spec.head.description ? { description: spec.head.description(texts) } : {}),
        ...(spec.head.noindex ? { noindex: true } : {}),
        ...(spec.head.organization ? { jsonLd: [organization, website, ...landingPage] } : {}),
      });
    if (!spec.item) return declared(spec.path);

    // An item page: its 404 page unless its item is found; its head the item's own, or its title's.
    const item = idToFind === undefined ? undefined : await items[spec.item](idToFind);
    if (!item) return notFound();
    const path = itemPath(spec.path, item.id);
    return spec.head.itemHead ? item.head(path) : declared(path);
  }

  /** The page in every language, for `hreflang` (the default language is also `x-default`). */
  function alternatesOf(path: string): PageHead['alternates'] {
    return LOCALES.map((other) => ({ locale: other, href: `${base}${localizePath(path, other)}` }));
  }
}
