/**
 * features/first-paint: what the server writes into a page so it paints before any script runs:
 * its head (page-heads.ts), its data (here) and the shell its markup goes in (page-shell.ts).
 *
 * The data a public page's first paint needs, embedded in its HTML, so there is no request
 * waterfall and no layout shift while lists arrive. Keyed by the API path the web app would fetch;
 * each value is exactly that read's answer, taken from the public cache through the app itself.
 */
import { isStaffPage } from '@authority/shared/page-contract';
import { PUBLIC_API_PATHS as P, readPage } from '@authority/shared/public-api-paths';
import { API } from '@authority/shared/routes';
import { SETTINGS_PATHS } from '@authority/shared/settings-defaults';
import type { FastifyInstance } from 'fastify';

const LANDING = [P.news, P.institutions, P.achievements, P.comments, P.partners, P.eventsAll, P.newsPage(1)];

/**
 * The API paths a page route reads on load (`search` is the query, for the page of a paged list);
 * every public page also shows the site settings.
 */
export function pathsForPage(pathname: string, search = ''): string[] {
  if (isStaffPage(pathname)) return [];
  return [SETTINGS_PATHS.public, ...pageReads(pathname, search)];
}

function pageReads(pathname: string, search: string): string[] {
  if (pathname === '/' || pathname === '') return LANDING;
  if (/^\/allNews\/?$/i.test(pathname)) {
    // The page shown, and the next to know whether Next exists (as the page itself reads them).
    const page = readPage(new URLSearchParams(search).get('page'));
    return [P.newsPage(page), P.newsPage(page + 1)];
  }
  if (/^\/UserEvent\/?$/i.test(pathname)) return [P.eventsAll];
  const news = pathname.match(/^\/showNews\/(\d{1,9})\/?$/i);
  if (news) return [P.newsById(news[1] ?? '')];
  const event = pathname.match(/^\/(?:event-details|event|event-sponser)\/(\d{1,9})\/?$/i);
  if (event) return [P.eventById(event[1] ?? '')];
  return [];
}

export interface EmbeddedData {
  /** The answers, by API path: only those that were 200. */
  data: Record<string, unknown>;
  /** Every read had its answer (200, or 404 for an item that does not exist): a page made from
   * this is as it should be; after a failure (503) it is not, and must not be kept. */
  complete: boolean;
}

export function createPageData(app: Pick<FastifyInstance, 'inject'>) {
  return async function pageData(pathname: string, search = ''): Promise<EmbeddedData> {
    const answers = await Promise.all(
      pathsForPage(pathname, search).map(async (path) => {
        const res = await app.inject({ method: 'GET', url: `${API.publicBase}${path}` });
        return { path, res };
      }),
    );
    return {
      data: Object.fromEntries(
        answers.filter(({ res }) => res.statusCode === 200).map(({ path, res }) => [path, res.json()]),
      ),
      complete: answers.every(({ res }) => res.statusCode < 500),
    };
  };
}
