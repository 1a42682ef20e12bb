/** Answers a public read from the cache: ETag, Cache-Control, and 304 to a matching If-None-Match. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedBody, etagMatches } from './public-cache.js';

/** Browsers and proxies may keep public answers but must ask again (cheaply, by ETag) each time. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/**
 * Ids, and page numbers, that can exist: positive whole numbers of at most 9 digits (ids are
 * `integer` columns). A read of any other is answered 404 without a look-up, and kept nowhere.
 */
export const POSSIBLE_ID = /^[1-9]\d{0,8}$/;
export const canExist = (id: number) => POSSIBLE_ID.test(String(id));

/**
 * Answers a public read with `cached` and remembers the answer for the request's path, for the
 * early answers (decision 004). The path alone: no public read reads a query string, so `?x=1`,
 * `?x=2` … are not remembered apart (they still get the same answer, through the route).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  const queryAt = request.url.indexOf('?');
  request.server.publicCache.remember(queryAt === -1 ? request.url : request.url.slice(0, queryAt), cached);
  return sendUnremembered(request, reply, cached);
}

/** Answers like `sendCached` without remembering: for answers that are not kept (a page past the last). */
export function sendUnremembered(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
