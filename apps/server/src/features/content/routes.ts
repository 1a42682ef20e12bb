/**
 * Public reads of SPEC §7 under `/api/v1/admin` (= `{api}`): one list per resource, news by page
 * and by id, an event by id. Every answer comes from the public cache with an ETag. Only what
 * exists is kept (docs/architecture.md, 'Reads that must be fast'): an id that cannot exist or is
 * not found is a 404, and a page of news past the last is answered `[]` without being kept.
 */
import { NEWS_PAGE_SIZE } from '@authority/shared/constants';
import { API } from '@authority/shared/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addPublicRead, NotKept, POSSIBLE_ID } from '../../delivery/index.js';
import { AppError } from '../../lib/app-error.js';
import { GenerationCache } from '../../lib/generation-cache.js';
import { publicIdParam } from '../../lib/params.js';
import {
  countNewsPaged,
  findResourceById,
  inLanguage,
  listNewsPage,
  listResource,
  type ReadView,
} from './queries.js';
import { CONTENT_RESOURCES, type ContentResource, eventsResource, newsResource } from './resources.js';

async function contentRoutes(app: FastifyInstance) {
  // Each language's answer is kept apart (with its own ETag) by the delivery layer.
  for (const resource of CONTENT_RESOURCES) {
    addPublicRead(app, resource.readPath, async (_params, view) =>
      (await listResource(app.db, resource, app.now())).map(inLanguage(resource, view)),
    );
  }

  // A missing row fails the load, so it is not kept.
  const byId = (resource: ContentResource) => async (id: number, view: ReadView) => {
    const row = await findResourceById(app.db, resource, id, app.now());
    if (!row) throw AppError.notFound();
    return inLanguage(resource, view)(row);
  };
  /** The id in the path, if it can exist; else the read is a 404 without a look-up. */
  const possible = (written: string | undefined) => {
    if (written === undefined || !POSSIBLE_ID.test(written)) throw AppError.notFound();
    return Number(written);
  };

  /** The last page of news (1 when there is none), counted once per content version. */
  const newsPageCount = new GenerationCache<number>({
    generation: () => app.delivery.generation,
    maxEntries: 1,
    maxBytes: 1024,
    sizeOf: () => 8,
  });
  const lastNewsPage = () =>
    newsPageCount.load('last', async () =>
      Math.max(1, Math.ceil((await countNewsPaged(app.db, app.now())) / NEWS_PAGE_SIZE)),
    );
  // Sent, never kept.
  const pastTheLast = new NotKept([]);
  const newsById = byId(newsResource);
  const eventById = byId(eventsResource);
  const idParams = z.object({ id: publicIdParam });

  addPublicRead(app, '/news/id/:id', (params, view) => newsById(possible(params.id), view), {
    params: idParams,
  });

  addPublicRead(
    app,
    '/news/:page',
    async (params, view) => {
      const page = possible(params.page);
      if (page > (await lastNewsPage())) return pastTheLast;
      return (await listNewsPage(app.db, page, app.now())).map(inLanguage(newsResource, view));
    },
    { params: z.object({ page: publicIdParam }) },
  );

  addPublicRead(app, '/events/:id', (params, view) => eventById(possible(params.id), view), {
    params: idParams,
  });
}

export const CONTENT_PREFIX = API.publicBase;
export default contentRoutes;
