/** Which head each page route gets, from the data. */
import { isStaffPage } from '@authority/shared/page-contract';
import { PAGE_TITLES } from '@authority/shared/page-titles';
import { SITE } from '@authority/shared/site';
import type { FastifyInstance } from 'fastify';
import { GenerationCache, MiB, textBytes } from '../../lib/generation-cache.js';
import { type PageHead, summary } from '../../lib/page-head.js';
import { loadSettings } from '../settings/index.js';
import { findEvent, findNews } from './queries.js';

/** Heads kept per content version: one per news item and event at most, and the list pages. */
export const MAX_CACHED_HEADS = 2_000;
export const MAX_CACHED_HEAD_BYTES = 8 * MiB;

export function createPageHeads(app: FastifyInstance) {
  const base = app.config.publicUrl;
  const absolute = (path: string | null | undefined) =>
    !path
      ? undefined
      : /^https?:\/\//i.test(path)
        ? path
        : `${base}${path.startsWith('/') ? '' : '/'}${path}`;

  /** Heads of pages that exist are cached until content changes; a 404 head never is. */
  const cached = new GenerationCache<PageHead>({
    generation: () => app.publicCache.generationNumber,
    maxEntries: MAX_CACHED_HEADS,
    maxBytes: MAX_CACHED_HEAD_BYTES,
    sizeOf: (head) => textBytes(JSON.stringify(head)),
  });
  return function cachedPageHead(pathname: string): Promise<PageHead> {
    if (!CACHEABLE.test(pathname)) return pageHead(pathname);
    return cached.load(
      pathname.toLowerCase(),
      () => pageHead(pathname),
      (head) => !head.status,
    );
  };

  async function pageHead(pathname: string): Promise<PageHead> {
    const settings = await loadSettings(app.db);
    const siteName = settings.siteName;
    const organization = {
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      name: SITE.fullName,
      alternateName: siteName,
      url: `${base}/`,
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
    const page = (title: string | undefined, path: string, extra: Partial<PageHead> = {}): PageHead => ({
      title: title ? `${title} | ${siteName}` : SITE.fullName,
      description: SITE.tagline,
      canonical: `${base}${path}`,
      type: 'website',
      siteName,
      ...extra,
    });

    const newsMatch = pathname.match(/^\/showNews\/(\d{1,9})\/?$/i);
    if (newsMatch) {
      const item = await findNews(app.db, Number(newsMatch[1]));
      if (!item) return page(PAGE_TITLES.notFound, pathname, { status: 404, noindex: true });
      const image = absolute(item.imageUrl);
      const published = item.createdOn.toISOString();
      return page(item.name, `/showNews/${item.id}`, {
        description: summary(item.description) || SITE.tagline,
        type: 'article',
        image,
        publishedTime: published,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: item.name.slice(0, 110),
            description: summary(item.description, 300),
            datePublished: published,
            dateModified: item.updatedAt.toISOString(),
            ...(image ? { image: [image] } : {}),
            mainEntityOfPage: `${base}/showNews/${item.id}`,
            publisher: {
              '@type': 'MedicalOrganization',
              name: SITE.fullName,
              logo: { '@type': 'ImageObject', url: `${base}/favicon.svg` },
            },
          },
        ],
      });
    }

    const eventMatch = pathname.match(/^\/event-details\/(\d{1,9})\/?$/i);
    if (eventMatch) {
      const event = await findEvent(app.db, Number(eventMatch[1]));
      if (!event) return page(PAGE_TITLES.notFound, pathname, { status: 404, noindex: true });
      const image = absolute(event.imagePath);
      return page(event.eventName, `/event-details/${event.id}`, {
        description:
          summary(event.description ?? '') ||
          `${event.eventName}, ${event.date}${event.location ? `, ${event.location}` : ''}.`,
        image,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Event',
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
            organizer: { '@type': 'MedicalOrganization', name: SITE.fullName, url: `${base}/` },
            url: `${base}/event-details/${event.id}`,
          },
        ],
      });
    }

    if (/^\/allNews\/?$/i.test(pathname)) return page(PAGE_TITLES.allNews, '/allNews');
    if (/^\/UserEvent\/?$/i.test(pathname)) return page(PAGE_TITLES.userEvents, '/UserEvent');
    if (pathname === '/' || pathname === '') return page(undefined, '/', { jsonLd: [organization] });
    return page(undefined, pathname, { noindex: isStaffPage(pathname) });
  }
}

/** The public pages worth caching a head for; anything else is built each time. */
const CACHEABLE = /^\/($|allNews\/?$|UserEvent\/?$|showNews\/\d+\/?$|event-details\/\d+\/?$)/i;
