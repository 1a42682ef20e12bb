/**
 * An event's submissions for staff and for holders of its share link, and the share
 * link itself (staff). Lists and CSV answer `no-store`: personal data is never cached.
 */
import {
  SUBMISSION_KINDS,
  SUBMISSION_PATHS,
  shareLinkCreateSchema,
  submissionListQuerySchema,
} from '@authority/shared/submissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../../lib/params.js';
import { requestLocale } from '../../lib/request-locale.js';
import { staffOf } from '../../plugins/access.js';
import {
  createShareLink,
  listSubmissions,
  revokeShareLink,
  shareLinkStatus,
  submissionsCsv,
} from './service.js';

const params = z.object({ id: positiveIdParam });
const route = (path: (id: string) => string) => path(':id');

export default async function submissionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staffContext = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { db: app.db, now: app.now(), ip: request.ip, actor: { id: staff.userId, email: staff.email } };
  };

  for (const kind of SUBMISSION_KINDS) {
    api.get(
      route((id) => SUBMISSION_PATHS.list(id, kind)),
      { config: { access: 'shareKey' }, schema: { params, querystring: submissionListQuerySchema } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listSubmissions(app.db, request.params.id, kind, request.query);
      },
    );

    api.get(
      route((id) => SUBMISSION_PATHS.csv(id, kind)),
      { config: { access: 'shareKey' }, schema: { params, querystring: submissionListQuerySchema } },
      async (request, reply) => {
        const { csv, fileName } = await submissionsCsv(
          app.db,
          request.params.id,
          kind,
          requestLocale(request),
        );
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .type('text/csv; charset=utf-8')
          .send(csv);
      },
    );
  }

  const shareLink = route(SUBMISSION_PATHS.shareLink);
  api.get(shareLink, { config: { access: 'staff' }, schema: { params } }, async (request) =>
    shareLinkStatus(app.db, request.params.id, app.now()),
  );
  api.post(
    shareLink,
    { config: { access: 'staff' }, schema: { params, body: shareLinkCreateSchema } },
    async (request) =>
      createShareLink(staffContext(request), request.params.id, app.config.publicUrl, request.body.days),
  );
  api.delete(shareLink, { config: { access: 'staff' }, schema: { params } }, async (request) =>
    revokeShareLink(staffContext(request), request.params.id),
  );
}
