/**
 * Page feedback under `{api}` (docs/page-feedback.md): the visitor's vote and comment (public,
 * rate-limited per client like the visitor forms, answered in the page's language), and staff's
 * counts, comments, handled and delete (any staff account; Editors are refused, as on every route
 * that does not open to them). Nothing here logs a body.
 */
import { LOCALES, type Locale } from '@authority/shared/locales';
import { PAGE_FEEDBACK_PATHS as P, PAGE_FEEDBACK_TEXTS } from '@authority/shared/page-feedback';
import {
  feedbackCommentSchema,
  feedbackCommentSchemaIn,
  feedbackCommentsQuerySchema,
  feedbackHandledSchema,
  feedbackVoteSchema,
  feedbackVoteSchemaIn,
} from '@authority/shared/page-feedback-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../../lib/params.js';
import { requestLocale } from '../../lib/request-locale.js';
import { inRequestLanguage, visitorPostOptions } from '../../lib/visitor-post.js';
import { staffOf } from '../../plugins/access.js';
import { feedbackComments, feedbackCounts, removeFeedback, setHandled } from './staff.js';
import { addComment, vote } from './visitor.js';

const perLocale = <T>(make: (texts: (typeof PAGE_FEEDBACK_TEXTS)[Locale]) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(PAGE_FEEDBACK_TEXTS[locale])])) as Record<
    Locale,
    T
  >;
const VOTE_SCHEMAS = perLocale(feedbackVoteSchemaIn);
const COMMENT_SCHEMAS = perLocale(feedbackCommentSchemaIn);
const idParams = z.object({ id: positiveIdParam });

/** A vote or a comment is a few hundred bytes. */
const FEEDBACK_BODY_LIMIT = 4 * 1024;

const privately = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export default async function pageFeedbackRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const visitor = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    locale: requestLocale(request),
    secret: app.codeSecret,
  });
  const staff = (request: FastifyRequest) => {
    const who = staffOf(request);
    return {
      db: app.db,
      now: app.now(),
      ip: request.ip,
      locale: requestLocale(request),
      actor: { id: who.userId, email: who.email },
    };
  };
  const staffOnly = { access: 'staff' as const };

  // ── The visitor ──
  api.post(
    P.vote,
    {
      ...visitorPostOptions(app),
      bodyLimit: FEEDBACK_BODY_LIMIT,
      preValidation: inRequestLanguage(VOTE_SCHEMAS),
      schema: { body: feedbackVoteSchema },
    },
    async (request, reply) => {
      privately(reply).code(201);
      return vote(visitor(request), request.body);
    },
  );
  api.post(
    P.comment(':id'),
    {
      ...visitorPostOptions(app),
      bodyLimit: FEEDBACK_BODY_LIMIT,
      preValidation: inRequestLanguage(COMMENT_SCHEMAS),
      schema: { params: idParams, body: feedbackCommentSchema },
    },
    async (request, reply) => {
      privately(reply);
      return addComment(visitor(request), request.params.id, request.body.token, request.body.comment);
    },
  );

  // ── Staff ──
  api.get(P.staffCounts, { config: staffOnly }, async (request, reply) => {
    privately(reply);
    return feedbackCounts(staff(request));
  });
  api.get(
    P.staffComments,
    { config: staffOnly, schema: { querystring: feedbackCommentsQuerySchema } },
    async (request, reply) => {
      privately(reply);
      return feedbackComments(staff(request), request.query);
    },
  );
  api.put(
    P.staffHandled(':id'),
    { config: staffOnly, schema: { params: idParams, body: feedbackHandledSchema } },
    async (request) => setHandled(staff(request), request.params.id, request.body.handled),
  );
  api.delete(P.staffItem(':id'), { config: staffOnly, schema: { params: idParams } }, async (request) =>
    removeFeedback(staff(request), request.params.id),
  );
}
