/**
 * Public reads of SPEC §7 under `/api/v1/admin` (= `{api}`): one list per resource, news by page
 * and by id, an event by id. Every answer comes from the public cache with an ETag. Only what
 * exists is kept (docs/architecture.md, 'Reads that must be fast'): an id that cannot exist or is
 * not found is a 404, and a page of news past the last is answered `[]` without being kept.
 */
import { NEWS_PAGE_SIZE } from '@authority/shared/constants';
import { API } from '@authority/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { GenerationCache } from '../../lib/generation-cache.js';
import { positiveIdParam } from '../../lib/params.js';
import { cachedBody } from '../../lib/public-cache.js';
import { canExist, sendCached, sendUnremembered } from '../../lib/public-read.js';
import { countNewsPaged, findResourceById, listNewsPage, listResource } from './queries.js';
import { CONTENT_RESOURCES, type ContentResource, eventsResource, newsResource } from './resources.js';

async function contentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const resource of CONTENT_RESOURCES) {
    api.get(resource.readPath, { config: { access: 'public' } }, async (request, reply) =>
      sendCached(
        request,
        reply,
        await app.publicCache.get(resource.entity, () => listResource(app.db, resource)),
      ),
    );
  }

  // A missing row fails the load, so it is not kept.
  const byId = (resource: ContentResource) => async (id: number) => {
    const row = await findResourceById(app.db, resource, id);
    if (!row) throw AppError.notFound();
    return row;
  };
  /** The id in the path, if it can exist; else the read is a 404 without a look-up. */
  const possible = (id: number) => {
    if (!canExist(id)) throw AppError.notFound();
    return id;
  };

  /** The last page of news (1 when there is none), counted once per content version. */
  const newsPageCount = new GenerationCache<number>({
    generation: () => app.publicCache.generationNumber,
    maxEntries: 1,
    maxBytes: 1024,
    sizeOf: () => 8,
  });
  const lastNewsPage = () =>
    newsPageCount.load('last', async () =>
      Math.max(1, Math.ceil((await countNewsPaged(app.db)) / NEWS_PAGE_SIZE)),
    );
  // Sent, never remembered (so its generation does not matter).
  const pastTheLast = cachedBody('[]', 0);
  const newsById = byId(newsResource);
  const eventById = byId(eventsResource);

  api.get(
    '/news/id/:id',
    { config: { access: 'public' }, schema: { params: z.object({ id: positiveIdParam }) } },
    async (request, reply) => {
      const id = possible(request.params.id);
      return sendCached(request, reply, await app.publicCache.get(`news:id:${id}`, () => newsById(id)));
    },
  );

  api.get(
    '/news/:page',
    { config: { access: 'public' }, schema: { params: z.object({ page: positiveIdParam }) } },
    async (request, reply) => {
      const page = possible(request.params.page);
      if (page > (await lastNewsPage())) return sendUnremembered(request, reply, pastTheLast);
      return sendCached(
        request,
        reply,
        await app.publicCache.get(`news:page:${page}`, () => listNewsPage(app.db, page)),
      );
    },
  );

  api.get(
    '/events/:id',
    { config: { access: 'public' }, schema: { params: z.object({ id: positiveIdParam }) } },
    async (request, reply) => {
      const id = possible(request.params.id);
      return sendCached(request, reply, await app.publicCache.get(`events:id:${id}`, () => eventById(id)));
    },
  );
}

export const CONTENT_PREFIX = API.publicBase;
export default contentRoutes;
