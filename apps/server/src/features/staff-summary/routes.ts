/** GET /staff-summary: what needs the signed-in staff member's attention (any staff role). */
import { STAFF_SUMMARY_PATH } from '@authority/shared/staff-summary';
import type { FastifyInstance } from 'fastify';
import { staffOf } from '../../plugins/access.js';
import { staffSummary } from './service.js';

export default async function staffSummaryRoutes(app: FastifyInstance) {
  app.get(STAFF_SUMMARY_PATH, { config: { access: 'staff' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return staffSummary(app.db, staffOf(request).userId, app.now());
  });
}
