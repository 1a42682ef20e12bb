/**
 * The language a request wants its answer in (docs/I18N.md). `?lang=` when given. Otherwise
 * SPEC's calls (the public reads, the visitor forms, SPEC's account calls) answer in English: a
 * SPEC client in an Arabic-preferring browser, which sends `Accept-Language: ar` by default, must
 * get SPEC's answers, so only a request that names its language gets another. The product's own
 * calls (its sessions, second factor, settings, submissions, privacy screens…) follow
 * `Accept-Language`, which the dashboard sets to the staff member's language (decision 014).
 */
import { DEFAULT_LOCALE, type Locale, negotiateLocale } from '@authority/shared/locales';
import { API } from '@authority/shared/routes';
import type { FastifyRequest } from 'fastify';

/** SPEC §7's account calls; every public route under `/api` is SPEC's too. */
const SPEC_ACCOUNT_CALLS = new Set(
  ['/login', '/register', '/users', '/delete/:id', '/forgot-password', '/reset-password'].map((path) =>
    `${API.accountsBase}${path}`.toLowerCase(),
  ),
);

/** Whether the route that answers `request` is one of SPEC's calls. */
export function isSpecCall(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  if (route.config?.access === 'public') return true;
  return SPEC_ACCOUNT_CALLS.has((route.url ?? '').toLowerCase());
}

export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : undefined;
  if (lang === undefined && isSpecCall(request)) return DEFAULT_LOCALE;
  const accept = request.headers['accept-language'];
  return negotiateLocale(lang, typeof accept === 'string' ? accept : undefined);
}
