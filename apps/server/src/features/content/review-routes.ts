/**
 * The review calls (docs/content-review.md), under the public base `{api}`: an item's pending
 * revision and review history, asking for review (any content staff, Editors included), the
 * queue and one request (every content staff reads them), and the decisions (reviewers only, which
 * review.ts checks, so an Editor's attempt answers 403 with a message that says why).
 */
import {
  REVIEW_PATHS,
  reviewPublishSchema,
  reviewQueueQuerySchema,
  reviewRequestSchema,
  reviewSendBackSchema,
} from '@authority/shared/content-review';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { positiveIdParam } from '../../lib/params.js';
import { staffOf } from '../../plugins/access.js';
import { staffContext } from './context.js';
import { findForStaff } from './queries.js';
import { CONTENT_RESOURCES } from './resources.js';
import {
  askForReview,
  dropPending,
  publishReview,
  readPending,
  reviewDetail,
  reviewHistory,
  reviewQueue,
  sendBack,
} from './review.js';
import { dueReviews, reviewOwners } from './review-dates.js';

const idParams = z.object({ id: positiveIdParam });

export default async function reviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contentStaff = { config: { access: 'staff' as const, editor: true } };
  const noStore = { 'cache-control': 'no-store' };

  for (const resource of CONTENT_RESOURCES) {
    api.get(
      REVIEW_PATHS.pending(resource.key, ':id'),
      { ...contentStaff, schema: { params: idParams } },
      async (request, reply) => {
        reply.headers(noStore);
        return readPending(app, resource, request.params.id);
      },
    );

    api.delete(
      REVIEW_PATHS.pending(resource.key, ':id'),
      { ...contentStaff, schema: { params: idParams } },
      async (request) => dropPending(staffContext(app, request), resource, request.params.id),
    );

    api.get(
      REVIEW_PATHS.history(resource.key, ':id'),
      { ...contentStaff, schema: { params: idParams } },
      async (request, reply) => {
        reply.headers(noStore);
        if (!(await findForStaff(app.db, resource, request.params.id))) throw AppError.notFound();
        return reviewHistory(app.db, resource, request.params.id);
      },
    );

    api.post(
      REVIEW_PATHS.request(resource.key, ':id'),
      { ...contentStaff, schema: { params: idParams, body: reviewRequestSchema } },
      async (request, reply) => {
        const answer = await askForReview(
          staffContext(app, request),
          resource,
          request.params.id,
          request.body.note,
        );
        app.mailer.kick();
        return reply.code(201).send(answer);
      },
    );
  }

  api.get(
    REVIEW_PATHS.queue,
    { ...contentStaff, schema: { querystring: reviewQueueQuerySchema } },
    async (request, reply) => {
      reply.headers(noStore);
      return reviewQueue(app.db, request.query.status);
    },
  );

  api.get(REVIEW_PATHS.due, contentStaff, async (request, reply) => {
    reply.headers(noStore);
    return dueReviews(app.db, app.now(), staffOf(request).role);
  });

  api.get(REVIEW_PATHS.owners, contentStaff, async (_request, reply) => {
    reply.headers(noStore);
    return reviewOwners(app.db);
  });

  api.get(
    REVIEW_PATHS.one(':id'),
    { ...contentStaff, schema: { params: idParams } },
    async (request, reply) => {
      reply.headers(noStore);
      return reviewDetail(staffContext(app, request), request.params.id);
    },
  );

  api.post(
    REVIEW_PATHS.publish(':id'),
    { ...contentStaff, schema: { params: idParams, body: reviewPublishSchema } },
    async (request) => {
      const answer = await publishReview(
        staffContext(app, request),
        request.params.id,
        request.body.publishAt,
      );
      await app.contentChanged();
      app.mailer.kick();
      return answer;
    },
  );

  api.post(
    REVIEW_PATHS.sendBack(':id'),
    { ...contentStaff, schema: { params: idParams, body: reviewSendBackSchema } },
    async (request) => {
      const answer = await sendBack(staffContext(app, request), request.params.id, request.body.comment);
      app.mailer.kick();
      return answer;
    },
  );
}
