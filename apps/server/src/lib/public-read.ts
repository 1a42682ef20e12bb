/** Answers a public read from the cache: ETag, Cache-Control, and 304 to a matching If-None-Match. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedBody, etagMatches } from './public-cache.js';

/** Browsers and proxies may keep public answers but must ask again (cheaply, by ETag) each time. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  request.server.publicCache.remember(request.url, cached);
  reply.header('etag', cached.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
