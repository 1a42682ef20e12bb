/**
 * Answers a public read from the cache: ETag, Cache-Control, the language it is in, and 304 to a
 * matching If-None-Match.
 */
import { WITH_TRANSLATIONS_PARAM } from '@authority/shared/content-translations';
import { DEFAULT_LOCALE, type Locale, negotiateLocale } from '@authority/shared/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, type Compressible, compressedForm } from './compressed.js';
import { codingFor, isApiUrl } from './fast-lane.js';
import { type CachedBody, etagMatches, NOT_MODIFIED_HEADERS } from './public-cache.js';

/** Browsers and proxies may keep public answers but must ask again (cheaply, by ETag) each time. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/**
 * Ids, and page numbers, that can exist: positive whole numbers of at most 9 digits (ids are
 * `integer` columns). A read of any other is answered 404 without a look-up, and kept nowhere.
 */
export const POSSIBLE_ID = /^[1-9]\d{0,8}$/;
export const canExist = (id: number) => POSSIBLE_ID.test(String(id));

/** How a public read shows content (docs/I18N.md 'Content'): in one language, or with all translations. */
export interface ReadView {
  locale: Locale;
  /** The dashboard's lists: every row with its `translations` (`?translations`). */
  allTranslations: boolean;
}

/**
 * What a read answers, from its URL and `Accept-Language` only (so the early answers, before
 * routing, find it too): the language of `?lang=`, else of `Accept-Language`, else English; and
 * whether `?translations` asks for every language.
 */
export function viewOf(url: string, acceptLanguage: string | undefined): ReadView {
  const queryAt = url.indexOf('?');
  if (queryAt === -1 && !acceptLanguage) return { locale: DEFAULT_LOCALE, allTranslations: false };
  const query = queryAt === -1 ? undefined : new URLSearchParams(url.slice(queryAt + 1));
  return {
    locale: negotiateLocale(query?.get('lang') ?? undefined, acceptLanguage),
    allTranslations: query?.has(WITH_TRANSLATIONS_PARAM) ?? false,
  };
}

export const readView = (request: FastifyRequest): ReadView =>
  viewOf(request.url, headerText(request.headers['accept-language']));

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The cache key of a read's answer in `view`: the default language's is the read's own key. */
export function viewKey(key: string, view: ReadView): string {
  if (view.allTranslations) return `${key}:*`;
  return view.locale === DEFAULT_LOCALE ? key : `${key}:${view.locale}`;
}

/**
 * The key an answer is remembered by for the early answers (decision 004): the path and the view.
 * Other query parameters are no part of it: no public read reads them, so `?x=1`, `?x=2` … are
 * not remembered apart (they still get the same answer, through the route).
 */
export function answerKey(url: string, acceptLanguage: string | undefined): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return viewKey(path, viewOf(url, acceptLanguage));
}

/**
 * The fast lane's key of a request (lib/fast-lane.ts): a public read's `answerKey`, else (a page)
 * the URL as asked, since a page is made from its URL alone.
 */
export const laneKey = (url: string, acceptLanguage: string | undefined) =>
  isApiUrl(url) ? answerKey(url, acceptLanguage) : url;

/**
 * Answers a public read with `cached` and remembers the answer for the early answers and the fast
 * lane, with the headers it is sent with.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  const acceptLanguage = headerText(request.headers['accept-language']);
  const { server } = request;
  server.publicCache.remember(answerKey(request.url, acceptLanguage), cached);
  server.fastLane.keep(laneKey(request.url, acceptLanguage), cached, cached.generation, () => ({
    route: request.routeOptions.url,
    etag: cached.etag,
    headers: [
      ...server.securityHeadersFor(request.url),
      ...readHeaders(cached, readView(request).locale),
      ['content-type', JSON_TYPE],
    ],
  }));
  return sendUnremembered(request, reply, cached);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The headers of a public read's answer but its type (a 304 carries those of NOT_MODIFIED_HEADERS). */
const readHeaders = (cached: CachedBody, locale: Locale): [string, string][] => [
  ['etag', cached.etag],
  ['cache-control', PUBLIC_CACHE_CONTROL],
  ['content-language', locale],
  ['vary', 'Accept-Language, Accept-Encoding'],
];

/** Answers like `sendCached` without remembering: for answers that are not kept (a page past the last). */
export function sendUnremembered(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  for (const [name, value] of readHeaders(cached, readView(request).locale)) reply.header(name, value);
  if (etagMatches(request.headers['if-none-match'], cached.etag)) {
    // Those set so far (here and by the security hook) but the ones a 304 carries go.
    for (const name of Object.keys(reply.getHeaders()))
      if (!NOT_MODIFIED_HEADERS.has(name)) reply.removeHeader(name);
    return reply.code(304).send();
  }
  return sendBytes(request, reply.type(JSON_TYPE), cached);
}

/**
 * Sends `answer`'s bytes in the coding the request accepts, compressed once and kept with the answer
 * (lib/compressed.ts); `@fastify/compress` leaves an answer that already has a coding alone.
 */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, answer: Compressible) {
  const coding =
    answer.bytes.byteLength >= COMPRESS_MIN_BYTES ? codingFor(request.headers['accept-encoding']) : undefined;
  if (!coding) return reply.send(answer.bytes);
  reply.header('content-encoding', coding);
  const form = compressedForm(answer, coding);
  return Buffer.isBuffer(form) ? reply.send(form) : form.then((bytes) => reply.send(bytes));
}
