/** Personal data export/erase and the audit log, for a SuperAdmin. */
import { AUDIT_ACTIONS, type AuditAction } from '@authority/shared/editor-texts';
import { auditLogQuerySchema, PRIVACY_PATHS, personalDataRequestSchema } from '@authority/shared/privacy';
import { and, count, desc, eq, gte, ilike, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLog } from '../../db/schema.js';
import { staffOf } from '../../plugins/access.js';
import { auditPeople, withSubjects } from './audit-subjects.js';
import { erasePersonalData, exportPersonalData } from './service.js';

const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

export default async function privacyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { db: app.db, now: app.now(), ip: request.ip, actor: { id: staff.userId, email: staff.email } };
  };
  const superAdmin = { config: { access: 'SuperAdmin' as const } };

  // The address travels in the body, not the URL, so no access log or proxy keeps it (decision 008).
  api.post(
    PRIVACY_PATHS.personalDataExport,
    { ...superAdmin, schema: { body: personalDataRequestSchema } },
    async (request, reply) => {
      const data = await exportPersonalData(context(request), request.body.email);
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="personal-data-${request.body.email.replace(/[^\w.@-]/g, '_')}.json"`,
        )
        .send(data);
    },
  );

  api.post(
    PRIVACY_PATHS.personalDataErase,
    { ...superAdmin, schema: { body: personalDataRequestSchema } },
    async (request) => {
      const result = await erasePersonalData(
        { ...context(request), publicUrl: app.config.publicUrl },
        request.body.email,
      );
      // Someone may have moved up into a place the erased person held: their mail goes now.
      app.mailer.kick();
      return result;
    },
  );

  api.get(
    PRIVACY_PATHS.auditLog,
    { ...superAdmin, schema: { querystring: auditLogQuerySchema } },
    async (request, reply) => {
      const { action, actor, entity, from, to, page, pageSize } = request.query;
      const where = and(
        // A known action (the screen's drop-down) exactly; other text as the start of one.
        action
          ? isAuditAction(action)
            ? eq(auditLog.action, action)
            : ilike(auditLog.action, `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
        actor ? eq(auditLog.actorEmail, actor.toLowerCase()) : undefined,
        entity ? eq(auditLog.entity, entity) : undefined,
        from ? gte(auditLog.at, new Date(from)) : undefined,
        to ? lte(auditLog.at, new Date(to)) : undefined,
      );
      const [total] = await app.db.select({ n: count() }).from(auditLog).where(where);
      const items = await app.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      reply.header('cache-control', 'no-store');
      return { items: await withSubjects(app.db, items), total: total?.n ?? 0, page, pageSize };
    },
  );

  api.get(PRIVACY_PATHS.auditPeople, superAdmin, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return auditPeople(app.db);
  });
}
