/**
 * What every visitor form call shares: a small body limit, a per-client rate limit, and answers
 * in the language of the page the form was sent from.
 */
import { DEFAULT_LOCALE, type Locale } from '@authority/shared/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { validationAnswer } from '../plugins/error-handler.js';
import { AppError, type FieldErrors } from './app-error.js';
import { requestLocale } from './request-locale.js';

/** Bodies of visitor forms are a few hundred bytes; anything near this is not a form. */
export const VISITOR_BODY_LIMIT = 16 * 1024;

export const visitorPostOptions = (app: FastifyInstance) => ({
  bodyLimit: VISITOR_BODY_LIMIT,
  config: {
    access: 'public' as const,
    rateLimit: { max: app.config.formPostsPerMinute, timeWindow: 60_000 },
  },
});

/**
 * Checks a visitor form's body with its schema in the request's language, so the field messages
 * come in that language. The route's own schema (the default language's, which OpenAPI documents)
 * then checks the same rules again and gives the handler its typed body. The default language
 * needs no second look.
 */
export function inRequestLanguage(schemas: Readonly<Record<Locale, ZodType>>) {
  return async (request: FastifyRequest) => {
    const locale = requestLocale(request);
    if (locale === DEFAULT_LOCALE) return;
    const result = schemas[locale].safeParse(request.body);
    if (result.success) return;
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || '_';
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    const answer = validationAnswer(errors);
    throw AppError.badRequest(answer.message, answer.errors);
  };
}
