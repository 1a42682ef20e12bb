/**
 * An event's submissions for staff and for holders of its share link, and the share
 * link itself (staff). Lists and CSV answer `no-store`: personal data is never cached.
 */
import { CAPACITY_PATHS } from '@authority/shared/event-capacity';
import {
  SHARE_KEY_HEADER,
  SUBMISSION_KINDS,
  SUBMISSION_PATHS,
  shareLinkCreateSchema,
  submissionListQuerySchema,
} from '@authority/shared/submissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit.js';
import { positiveIdParam } from '../../lib/params.js';
import { requestLocale } from '../../lib/request-locale.js';
import { hashShareKey, staffOf } from '../../plugins/access.js';
import { eventPlaces } from '../event-forms/index.js';
import {
  cancelSubmission,
  createShareLink,
  deleteSubmission,
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

  /**
   * Who read an event's personal data, how much and from where: a staff member's download by
   * account; a share link's holder (`submissions.read`) by the start of the key's hash, which
   * tells links apart and opens nothing.
   */
  const auditRead = (request: FastifyRequest, eventId: number, details: Record<string, unknown>) => {
    const key = request.headers[SHARE_KEY_HEADER];
    const byKey = !request.staff && typeof key === 'string';
    return audit(app.db, {
      action: byKey ? 'submissions.read' : 'submissions.download',
      actor: request.staff ? { id: request.staff.userId, email: request.staff.email } : null,
      entity: 'events',
      entityId: eventId,
      ip: request.ip,
      at: app.now(),
      details: {
        ...details,
        via: byKey ? 'share-key' : 'staff',
        ...(byKey ? { keyHash: hashShareKey(key).slice(0, 12) } : {}),
      },
    });
  };

  for (const kind of SUBMISSION_KINDS) {
    api.get(
      route((id) => SUBMISSION_PATHS.list(id, kind)),
      { config: { access: 'shareKey' }, schema: { params, querystring: submissionListQuerySchema } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const list = await listSubmissions(app.db, request.params.id, kind, request.query);
        // Staff reading their own dashboard are not recorded; a link's holder is, page by page.
        if (!request.staff) {
          await auditRead(request, request.params.id, {
            kind,
            format: 'list',
            rows: list.items.length,
            page: list.page,
          });
        }
        return list;
      },
    );

    api.get(
      route((id) => SUBMISSION_PATHS.csv(id, kind)),
      { config: { access: 'shareKey' }, schema: { params, querystring: submissionListQuerySchema } },
      async (request, reply) => {
        const { csv, fileName, rows } = await submissionsCsv(
          app.db,
          request.params.id,
          kind,
          requestLocale(request),
        );
        await auditRead(request, request.params.id, { kind, format: 'csv', rows });
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .type('text/csv; charset=utf-8')
          .send(csv);
      },
    );
  }

  // Events that fill up (decision 018): how full, and staff cancelling or deleting one submission.
  api.get(
    route(CAPACITY_PATHS.places),
    { config: { access: 'shareKey' }, schema: { params } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return eventPlaces(app.db, request.params.id);
    },
  );
  const oneParams = z.object({ id: positiveIdParam, submissionId: positiveIdParam });
  for (const kind of SUBMISSION_KINDS) {
    const withStaff = (request: FastifyRequest) => ({
      ...staffContext(request),
      publicUrl: app.config.publicUrl,
    });
    api.post(
      CAPACITY_PATHS.cancel(':id', kind, ':submissionId'),
      { config: { access: 'staff' }, schema: { params: oneParams } },
      async (request) => {
        const result = await cancelSubmission(
          withStaff(request),
          request.params.id,
          kind,
          request.params.submissionId,
        );
        app.mailer.kick();
        return result;
      },
    );
    api.delete(
      CAPACITY_PATHS.one(':id', kind, ':submissionId'),
      { config: { access: 'staff' }, schema: { params: oneParams } },
      async (request) => {
        const result = await deleteSubmission(
          withStaff(request),
          request.params.id,
          kind,
          request.params.submissionId,
        );
        app.mailer.kick();
        return result;
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
