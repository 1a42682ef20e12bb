/**
 * The registrant's booking calls and the door's check-in calls (decision 038), under `{api}`.
 * The booking calls are public: the token in `X-Booking-Token` is the credential; rate-limited
 * like the forms, never kept by a cache, never indexed. The door calls are for any staff account,
 * DoorStaff included (`access: 'door'`).
 */
import { checkInSchema } from '@authority/shared/check-in';
import { BOOKING_PATHS, BOOKING_TOKEN_HEADER, CHECK_IN_PATHS } from '@authority/shared/tickets';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../../lib/params.js';
import { requestLocale } from '../../lib/request-locale.js';
import { staffOf } from '../../plugins/access.js';
import { bookingCalendar, cancelBooking, readBooking } from './booking.js';
import { checkIn, doorEvents, doorRoster, undoCheckIn } from './check-in.js';

const params = z.object({ eventId: positiveIdParam });
const undoSchema = z.object({ code: z.string().trim().min(1).max(200) });

export default async function doorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const visitor = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    locale: requestLocale(request),
    publicUrl: app.config.publicUrl,
    ip: request.ip,
  });
  const token = (request: FastifyRequest) => request.headers[BOOKING_TOKEN_HEADER];
  const privately = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  const bookingOptions = {
    config: {
      access: 'public' as const,
      rateLimit: { max: app.config.formPostsPerMinute, timeWindow: 60_000 },
    },
  };

  api.get(BOOKING_PATHS.booking, bookingOptions, async (request, reply) => {
    privately(reply);
    return readBooking(visitor(request), token(request));
  });
  api.get(BOOKING_PATHS.calendar, bookingOptions, async (request, reply) => {
    privately(reply);
    const file = await bookingCalendar(visitor(request), token(request));
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.content);
  });
  api.post(BOOKING_PATHS.cancel, { ...bookingOptions, bodyLimit: 1024 }, async (request, reply) => {
    privately(reply);
    const result = await cancelBooking(visitor(request), token(request));
    app.mailer.kick();
    return result;
  });

  const door = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { db: app.db, now: app.now(), staff: { userId: staff.userId, email: staff.email } };
  };
  const doorOnly = { access: 'door' as const };
  api.get(CHECK_IN_PATHS.events, { config: doorOnly }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return doorEvents(app.db);
  });
  api.get(
    CHECK_IN_PATHS.roster(':eventId'),
    { config: doorOnly, schema: { params } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return doorRoster(app.db, request.params.eventId, app.now());
    },
  );
  api.post(
    CHECK_IN_PATHS.checkIns(':eventId'),
    { config: doorOnly, schema: { params, body: checkInSchema } },
    async (request) => checkIn(door(request), request.params.eventId, request.body),
  );
  api.post(
    CHECK_IN_PATHS.undo(':eventId'),
    { config: doorOnly, schema: { params, body: undoSchema } },
    async (request) => undoCheckIn(door(request), request.params.eventId, request.body.code),
  );
}
