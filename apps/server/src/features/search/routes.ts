/**
 * `GET {api}/search` (docs/decisions/037-site-search.md): one declared public read whose query
 * parameters (q, page, type, lang) are part of its kept answer's key, so no answer is served for
 * another query; each answer sent is counted by the day (tally.ts).
 */
import { type SearchAnswer, searchQuerySchema } from '@authority/shared/search';
import { SEARCH_COUNTS_PATH } from '@authority/shared/search-counts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addPublicRead } from '../../delivery/index.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { SearchCopy } from './in-process.js';
import { searchSite } from './service.js';
import { SearchTally, searchCounts } from './tally.js';

declare module 'fastify' {
  interface FastifyInstance {
    searchTally: SearchTally;
    /** The search index's copy in this process; undefined with DELIVERY_TUNING=off (in-process.ts). */
    searchCopy: SearchCopy | undefined;
  }
}

const FLUSH_EVERY_MS = 60_000;
export const SEARCH_QUERY_PARAMETERS = ['q', 'page', 'type', 'lang'] as const;

async function searchRoutes(app: FastifyInstance) {
  // What visitors search for, for staff: daily counts only, each query once asked often enough.
  app.get(SEARCH_COUNTS_PATH, { config: { access: 'staff' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return searchCounts(app.db, app.now());
  });

  addPublicRead(
    app,
    '/search',
    async (_params, view, query) => {
      const parsed = searchQuerySchema.safeParse(query);
      if (!parsed.success) {
        const errors: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path.join('.') || '_';
          errors[field] = [...(errors[field] ?? []), issue.message];
        }
        throw AppError.badRequest(undefined, errors);
      }
      const { q, page, type } = parsed.data;
      return searchSite(
        { db: app.db, copy: app.searchCopy },
        { q, page, type, locale: view.locale },
        app.now(),
      );
    },
    {
      query: SEARCH_QUERY_PARAMETERS,
      querystring: searchQuerySchema,
      // Most queries are asked once: their answers are compressed at a quick setting.
      quick: true,
      // A query is counted once per search: its first page.
      served: (query, _view, value) => {
        const answer = value as SearchAnswer;
        if (answer.page === 1 && query.q) app.searchTally.count(query.q, answer.total === 0);
      },
    },
  );
}

/**
 * The index's copy in this process (decision 048), under DELIVERY_TUNING: marked stale by each
 * content change, on every process, and read again in part by the next search.
 */
async function searchCopyPlugin(app: FastifyInstance) {
  const copy = app.config.deliveryTuning ? new SearchCopy(app.db) : undefined;
  app.decorate('searchCopy', copy);
  if (!copy) return;
  app.delivery.onClear(() => copy.markStale());
  // Read in the background: start-up does not wait, and the first searches share the read.
  app.addHook('onReady', async () => {
    copy.prepare().catch((error: unknown) => app.log.warn({ err: error }, 'search index not read'));
  });
}

/** The tally written every minute and at close (before the database closes). */
async function searchTallyPlugin(app: FastifyInstance) {
  const tally = new SearchTally();
  app.decorate('searchTally', tally);
  const flush = () =>
    tally
      .flush(app.db, app.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'search counts not written'));
  const timer = setInterval(flush, FLUSH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}

export const searchCopy = fp(searchCopyPlugin, {
  name: 'search-copy',
  dependencies: ['database', 'delivery'],
});
export const searchTally = fp(searchTallyPlugin, { name: 'search-tally', dependencies: ['database'] });
export default searchRoutes;
