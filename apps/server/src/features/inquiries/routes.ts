/**
 * The departments' inbox for staff (docs/inquiries-inbox.md): the list with its filters, one
 * inquiry with its thread, and the calls that assign it, change its status, add a note or mail a
 * reply; the 'handled' mark of the first screen stays for API clients. Every account that answers
 * inquiries may call them; Editors are refused (no `editor`), door staff too ('staff').
 */
import {
  INQUIRY_PATHS,
  inquiryAssignSchema,
  inquiryHandledSchema,
  inquiryListQuerySchema,
  inquiryNoteSchema,
  inquiryReplySchema,
  inquiryStatusSchema,
} from '@authority/shared/inquiries';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../../lib/params.js';
import { requestLocale } from '../../lib/request-locale.js';
import { loadSettings } from '../../lib/site-settings.js';
import { staffOf } from '../../plugins/access.js';
import {
  addNote,
  assign,
  assignees,
  departmentAddress,
  inquiryDetail,
  listInquiries,
  replyTo,
  setHandled,
  setStatus,
} from './inbox.js';

const idParams = z.object({ id: positiveIdParam });

export default async function inquiryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return {
      db: app.db,
      now: app.now(),
      ip: request.ip,
      staff: { userId: staff.userId, email: staff.email },
      locale: requestLocale(request),
    };
  };

  api.get(
    INQUIRY_PATHS.list,
    { config: { access: 'staff' }, schema: { querystring: inquiryListQuerySchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listInquiries(app.db, app.now(), request.query, staffOf(request).userId);
    },
  );

  api.get(INQUIRY_PATHS.assignees, { config: { access: 'staff' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return assignees(app.db);
  });

  api.get(
    INQUIRY_PATHS.one(':id'),
    { config: { access: 'staff' }, schema: { params: idParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ctx = contextOf(request);
      return inquiryDetail(app.db, request.params.id, ctx.now, ctx.locale);
    },
  );

  api.put(
    INQUIRY_PATHS.handled(':id'),
    { config: { access: 'staff' }, schema: { params: idParams, body: inquiryHandledSchema } },
    async (request) => setHandled(contextOf(request), request.params.id, request.body.handled),
  );

  api.put(
    INQUIRY_PATHS.status(':id'),
    { config: { access: 'staff' }, schema: { params: idParams, body: inquiryStatusSchema } },
    async (request) => setStatus(contextOf(request), request.params.id, request.body.status),
  );

  api.put(
    INQUIRY_PATHS.assignee(':id'),
    { config: { access: 'staff' }, schema: { params: idParams, body: inquiryAssignSchema } },
    async (request) => assign(contextOf(request), request.params.id, request.body.assignee),
  );

  api.post(
    INQUIRY_PATHS.notes(':id'),
    { config: { access: 'staff' }, schema: { params: idParams, body: inquiryNoteSchema } },
    async (request, reply) => {
      reply.code(201);
      return addNote(contextOf(request), request.params.id, request.body.body);
    },
  );

  api.post(
    INQUIRY_PATHS.replies(':id'),
    { config: { access: 'staff' }, schema: { params: idParams, body: inquiryReplySchema } },
    async (request, reply) => {
      const { departmentEmails } = await loadSettings(app.db);
      const detail = await replyTo(
        {
          ...contextOf(request),
          // Answers to the reply reach the department: its own address, else CONTACT_TO.
          departmentAddress: (department) =>
            departmentAddress(departmentEmails, app.config.contactTo, department),
        },
        request.params.id,
        request.body,
      );
      app.mailer.kick();
      reply.code(201);
      return detail;
    },
  );
}
