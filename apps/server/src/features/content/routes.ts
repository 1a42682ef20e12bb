/**
 * Public reads of SPEC §7 under `/api/v1/admin` (= `{api}`): one list per resource, news by page
 * and by id, an event by id. Every answer comes from the public cache with an ETag.
 */
import { API } from '@authority/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { positiveIdParam } from '../../lib/params.js';
import { sendCached } from '../../lib/public-read.js';
import { findResourceById, listNewsPage, listResource } from './queries.js';
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

  const byId = (resource: ContentResource) => async (id: number) => {
    const row = await findResourceById(app.db, resource, id);
    if (!row) throw AppError.notFound();
    return row;
  };
  const newsById = byId(newsResource);
  const eventById = byId(eventsResource);

  api.get(
    '/news/id/:id',
    { config: { access: 'public' }, schema: { params: z.object({ id: positiveIdParam }) } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(request, reply, await app.publicCache.get(`news:id:${id}`, () => newsById(id)));
    },
  );

  api.get(
    '/news/:page',
    { config: { access: 'public' }, schema: { params: z.object({ page: positiveIdParam }) } },
    async (request, reply) => {
      const { page } = request.params;
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
      const { id } = request.params;
      return sendCached(request, reply, await app.publicCache.get(`events:id:${id}`, () => eventById(id)));
    },
  );
}

export const CONTENT_PREFIX = API.publicBase;
export default contentRoutes;
