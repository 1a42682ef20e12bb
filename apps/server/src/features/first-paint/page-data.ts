/**
 * features/first-paint: what the server writes into a page so it paints before any script runs:
 * its head (page-heads.ts), its data (here) and the shell its markup goes in (page-shell.ts).
 *
 * The data a public page's first paint needs, embedded in its HTML, so there is no request
 * waterfall and no layout shift while lists arrive. Keyed by the API path the web app would fetch;
 * each value is exactly that read's answer, taken from the public cache by the read's own reader.
 */
import { localizedReadPath } from '@authority/shared/locales';
import { isPageMissing, readsOfPage } from '@authority/shared/public-pages';
import { API } from '@authority/shared/routes';
import { SETTINGS_PATHS } from '@authority/shared/settings-defaults';
import type { FastifyInstance } from 'fastify';
import { type EmbeddedData, type PageRoute, pageAddress } from '../../delivery/index.js';

/**
 * The API paths a page route reads on load (`search` is the query, for the page of a paged list):
 * its page table entry's reads; every public page also shows the site settings.
 */
export function pathsForPage(pathname: string, search = ''): string[] {
  return readsOf(routeOf(pathname, search));
}

const routeOf = (pathname: string, search: string) =>
  pageAddress(search ? `${pathname}?${search.replace(/^\?/, '')}` : pathname).route;

const valuesOf = (route: PageRoute): Record<string, unknown> => {
  const { page: _page, ...values } = route;
  return values;
};

function readsOf(route: PageRoute): string[] {
  if (route.page === 'staff') return [];
  // The not-found page shows the site's settings, as every public page does.
  if (route.page === 'other') return [SETTINGS_PATHS.public];
  return readsOfPage(route.page, valuesOf(route));
}

/**
 * Is what the page shows known not to exist, from its answers (the page table's `isPageMissing`)?
 * Such a page is served but never kept: there are as many such addresses as numbers. A failed
 * read (5xx) proves nothing.
 */
function isMissing(
  route: PageRoute,
  status: (path: string) => number | undefined,
  data: Record<string, unknown>,
  localize: (path: string) => string,
) {
  if (route.page === 'staff' || route.page === 'other') return false;
  return isPageMissing(route.page, valuesOf(route), {
    refused: (path) => {
      const code = status(localize(path));
      return code !== undefined && code >= 400 && code < 500;
    },
    length: (path) => {
      const list = data[localize(path)];
      return Array.isArray(list) ? list.length : undefined;
    },
  });
}

/**
 * `app`'s public reads answer (delivery/reads.ts), by the readers their routes answer with, not by
 * a request through the app (`inject`), whose stand-in request and socket slowed every later request
 * down. A read already answered in this content version comes from the delivery layer's store, and
 * one made here is kept there for its route, the early answer and the fast lane.
 */
export function createPageData(app: Pick<FastifyInstance, 'publicReads'>) {
  const read = async (path: string) => {
    const { status, answer } = await app.publicReads.read(`${API.publicBase}${path}`);
    return {
      path,
      status,
      body: () => (answer ? (JSON.parse(answer.bytes.toString()) as unknown) : undefined),
    };
  };

  return async function pageData(pathname: string, search = ''): Promise<EmbeddedData> {
    const { route, locale } = pageAddress(search ? `${pathname}?${search.replace(/^\?/, '')}` : pathname);
    // A page in another language reads its content and the settings' texts in that language.
    const localize = (path: string) => localizedReadPath(path, locale);
    const answers = await Promise.all(readsOf(route).map(localize).map(read));
    const data: Record<string, unknown> = Object.fromEntries(
      answers.filter(({ status }) => status === 200).map(({ path, body }) => [path, body()]),
    );
    const complete = answers.every(({ status }) => status < 500);
    const status = (path: string) => answers.find((answer) => answer.path === path)?.status;
    return isMissing(route, status, data, localize) ? { data, complete, missing: true } : { data, complete };
  };
}
