/**
 * The language a request wants its answer in (docs/I18N.md): `?lang=` when given, else the first
 * language of `Accept-Language` the product speaks, else English. The web app sends its page's
 * language as `Accept-Language` with every call, so a form sent from an Arabic page is answered in
 * Arabic whatever the browser's own languages are.
 */
import { type Locale, negotiateLocale } from '@authority/shared/locales';
import type { FastifyRequest } from 'fastify';

export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : undefined;
  const accept = request.headers['accept-language'];
  return negotiateLocale(lang, typeof accept === 'string' ? accept : undefined);
}
