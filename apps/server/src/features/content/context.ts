/** The signed-in staff member's context for a content call: who, their role and language, when. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '../../lib/request-locale.js';
import { staffOf } from '../../plugins/access.js';
import type { ReviewContext } from './review.js';

export function staffContext(app: FastifyInstance, request: FastifyRequest): ReviewContext {
  const staff = staffOf(request);
  return {
    db: app.db,
    now: app.now(),
    ip: request.ip,
    actor: { id: staff.userId, email: staff.email },
    role: staff.role,
    locale: requestLocale(request),
    publicUrl: app.config.publicUrl,
  };
}
