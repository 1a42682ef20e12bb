/** GET /staff-summary: what needs the signed-in staff member's attention (any staff role but the door's). */
import { STAFF_SUMMARY_PATH } from '@authority/shared/staff-summary';
import type { FastifyInstance } from 'fastify';
import { staffOf } from '../../plugins/access.js';
import { staffSummary } from './service.js';

export default async function staffSummaryRoutes(app: FastifyInstance) {
  // Editors too: the service leaves out, for them, every count about people.
  app.get(STAFF_SUMMARY_PATH, { config: { access: 'staff', editor: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const staff = staffOf(request);
    return staffSummary(app.db, { userId: staff.userId, role: staff.role }, app.now());
  });
}
