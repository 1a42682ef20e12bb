/** Contact inquiries for staff: a list with department filter, and a handled mark. */
import { INQUIRY_PATHS, inquiryHandledSchema, inquiryListQuerySchema } from '@authority/shared/inquiries';
import { and, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInquiries, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { positiveIdParam } from '../../lib/params.js';
import { staffOf } from '../../plugins/access.js';

export default async function inquiryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    INQUIRY_PATHS.list,
    { config: { access: 'staff' }, schema: { querystring: inquiryListQuerySchema } },
    async (request, reply) => {
      const { department, handled, search, page, pageSize } = request.query;
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        department ? eq(contactInquiries.department, department) : undefined,
        handled === 'true'
          ? isNotNull(contactInquiries.handledAt)
          : handled === 'false'
            ? isNull(contactInquiries.handledAt)
            : undefined,
        pattern
          ? or(
              ilike(contactInquiries.name, pattern),
              ilike(contactInquiries.email, pattern),
              ilike(contactInquiries.subject, pattern),
              ilike(contactInquiries.message, pattern),
            )
          : undefined,
      );
      const [total] = await app.db.select({ n: count() }).from(contactInquiries).where(where);
      const items = await app.db
        .select({
          id: contactInquiries.id,
          name: contactInquiries.name,
          email: contactInquiries.email,
          subject: contactInquiries.subject,
          department: contactInquiries.department,
          message: contactInquiries.message,
          locale: contactInquiries.locale,
          submittedAt: contactInquiries.submittedAt,
          handledAt: contactInquiries.handledAt,
          handledBy: users.email,
        })
        .from(contactInquiries)
        .leftJoin(users, eq(users.id, contactInquiries.handledBy))
        .where(where)
        .orderBy(desc(contactInquiries.submittedAt), desc(contactInquiries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      reply.header('cache-control', 'no-store');
      return { items, total: total?.n ?? 0, page, pageSize };
    },
  );

  api.put(
    INQUIRY_PATHS.handled(':id'),
    {
      config: { access: 'staff' },
      schema: { params: z.object({ id: positiveIdParam }), body: inquiryHandledSchema },
    },
    async (request) => {
      const staff = staffOf(request);
      const now = app.now();
      const [row] = await app.db
        .update(contactInquiries)
        .set(
          request.body.handled
            ? { handledAt: now, handledBy: staff.userId }
            : { handledAt: null, handledBy: null },
        )
        .where(eq(contactInquiries.id, request.params.id))
        .returning({ id: contactInquiries.id, handledAt: contactInquiries.handledAt });
      if (!row) throw AppError.notFound();
      await audit(app.db, {
        action: request.body.handled ? 'inquiry.handled' : 'inquiry.reopened',
        actor: { id: staff.userId, email: staff.email },
        entity: 'inquiry',
        entityId: row.id,
        ip: request.ip,
        at: now,
      });
      return { id: row.id, handledAt: row.handledAt, handledBy: request.body.handled ? staff.email : null };
    },
  );
}
