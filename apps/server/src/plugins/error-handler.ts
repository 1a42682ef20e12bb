/**
 * One error handler: every failure becomes `{ message, errors? }` with a status the client's
 * catalogue (SPEC §8) knows. No stack trace, SQL text or driver message ever reaches a client;
 * 5xx causes go to the log instead.
 */

import { catalogueMessage, HTTP_MESSAGES } from '@authority/shared/http-messages';
import { PUBLIC_TEXTS } from '@authority/shared/i18n/public-all';
import { DuplicateKeyError } from '@authority/shared/keys';
import { DEFAULT_LOCALE, type Locale } from '@authority/shared/locales';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../lib/app-error.js';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { requestLocale } from '../lib/request-locale.js';

interface ErrorAnswer {
  status: number;
  message: string;
  errors?: FieldErrors;
}

/** Fastify's own client errors whose texts are safe and useful to show, by code. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: HTTP_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: HTTP_MESSAGES.badRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: HTTP_MESSAGES.payloadTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: HTTP_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: HTTP_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, message: HTTP_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: HTTP_MESSAGES.unsupportedMediaType },
};

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = errors[field] ?? [];
    list.push(issue.message ?? HTTP_MESSAGES.validationFailed);
    errors[field] = list;
  }
  return errors;
}

/**
 * A 400 for a body that failed its schema, from its problems by field (`_` for the whole form).
 * A rule about the whole form (SPEC §5's 'Please fill in all fields.') is the answer's message,
 * and so is a lone field problem (forms checked in order report one at a time).
 */
export function validationAnswer(
  fieldErrors: FieldErrors,
  validationFailed: string = HTTP_MESSAGES.validationFailed,
): ErrorAnswer {
  const { _: formLevel, ...errors } = fieldErrors;
  const messages = Object.values(errors).flat();
  const message = formLevel?.[0] ?? (messages.length === 1 ? messages[0] : undefined) ?? validationFailed;
  return Object.keys(errors).length > 0 ? { status: 400, message, errors } : { status: 400, message };
}

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    return error.errors
      ? { status: error.status, message: error.message, errors: error.errors }
      : { status: error.status, message: error.message };
  }
  if (error instanceof DuplicateKeyError) return { status: 400, message: error.message };
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) return validationAnswer(fieldErrorsOf(fastifyError));
  if (fastifyError?.code && FASTIFY_CLIENT_ERRORS[fastifyError.code]) {
    return FASTIFY_CLIENT_ERRORS[fastifyError.code] as ErrorAnswer;
  }
  if (fastifyError instanceof SyntaxError) return { status: 400, message: HTTP_MESSAGES.malformedJson };
  if (isDatabaseUnavailable(error)) return { status: 503, message: HTTP_MESSAGES.serviceUnavailable };
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: clientMessageFor(status) };
  }
  return { status: 500, message: HTTP_MESSAGES.serverError };
}

/** SPEC §8's text for a client error; a status it does not name reads as a bad request. */
function clientMessageFor(status: number): string {
  return catalogueMessage(status) ?? HTTP_MESSAGES.badRequest;
}

const CATALOGUE_KEYS = new Map<string, keyof typeof HTTP_MESSAGES>(
  (Object.keys(HTTP_MESSAGES) as (keyof typeof HTTP_MESSAGES)[]).map((key) => [HTTP_MESSAGES[key], key]),
);

/**
 * The answer in the language the request asked for (`?lang=`, else `Accept-Language`): the
 * catalogue's own texts are translated, in the message and by field; texts a route chose are
 * already in its language.
 */
function inLanguage(answer: ErrorAnswer, locale: Locale): ErrorAnswer {
  if (locale === DEFAULT_LOCALE) return answer;
  const texts = PUBLIC_TEXTS[locale].http;
  const translate = (message: string) => {
    const key = CATALOGUE_KEYS.get(message);
    return key ? texts[key] : message;
  };
  const message = translate(answer.message);
  if (!answer.errors) return { ...answer, message };
  const errors = Object.fromEntries(
    Object.entries(answer.errors).map(([field, messages]) => [field, messages.map(translate)]),
  );
  return { ...answer, message, errors };
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const answer = inLanguage(toErrorAnswer(error), requestLocale(request));
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: answer.status, code: (error as FastifyError).code }, answer.message);
    const body = answer.errors
      ? { message: answer.message, errors: answer.errors }
      : { message: answer.message };
    return reply.code(answer.status).type('application/json; charset=utf-8').send(body);
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
