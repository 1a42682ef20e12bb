/**
 * The after-event calls (decision 046) under `{api}`: staff's (any staff account but Door staff),
 * the attendee's with their booking token (public, rate-limited like the forms), and the public
 * verification of a serial (rate-limited, never kept, never indexed). Every answer about people
 * is `no-store`.
 */

import {
  certificateNameChangeSchema,
  educationSettingsSchema,
  evaluationSubmissionSchema,
  reissueSchema,
  revokeSchema,
} from '@authority/shared/certificate-schemas';
import { CERTIFICATE_PATHS, CERTIFICATE_TEXTS } from '@authority/shared/certificates';
import { BOOKING_TOKEN_HEADER } from '@authority/shared/tickets';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../../lib/params.js';
import { requestLocale } from '../../lib/request-locale.js';
import { staffOf } from '../../plugins/access.js';
import {
  afterEventState,
  attendeeCertificatePdf,
  correctCertificateName,
  submitEvaluation,
} from './attendee.js';
import { certificatePdf } from './documents.js';
import {
  attendance,
  certificateForPdf,
  closeEvent,
  eventZip,
  readEducation,
  reissue,
  results,
  resultsCsv,
  revoke,
  verify,
  writeEducation,
} from './staff.js';

const eventParams = z.object({ eventId: positiveIdParam });
const serialParams = z.object({ serial: z.string().min(1).max(64) });
/** Verifications one client may ask for a minute: enough for a desk checking a pile, too few to guess. */
const VERIFY_PER_MINUTE = 30;

const privately = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
const pdfReply = (reply: FastifyReply, pdf: Buffer, filename: string) =>
  privately(reply)
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(pdf);

export default async function certificateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = (request: FastifyRequest) => {
    const who = staffOf(request);
    return {
      db: app.db,
      now: app.now(),
      ip: request.ip,
      locale: requestLocale(request),
      publicUrl: app.config.publicUrl,
      actor: { id: who.userId, email: who.email },
    };
  };
  const attendee = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    ip: request.ip,
    locale: requestLocale(request),
    publicUrl: app.config.publicUrl,
    kick: () => app.mailer.kick(),
  });
  const token = (request: FastifyRequest) => request.headers[BOOKING_TOKEN_HEADER];
  const staffOnly = { access: 'staff' as const };
  const bookingOptions = {
    config: {
      access: 'public' as const,
      rateLimit: { max: app.config.formPostsPerMinute, timeWindow: 60_000 },
    },
  };

  // ── Staff ──
  api.get(
    CERTIFICATE_PATHS.education(':eventId'),
    { config: staffOnly, schema: { params: eventParams } },
    async (request, reply) => {
      privately(reply);
      return readEducation(staff(request), request.params.eventId);
    },
  );
  api.put(
    CERTIFICATE_PATHS.education(':eventId'),
    { config: staffOnly, schema: { params: eventParams, body: educationSettingsSchema } },
    async (request) => writeEducation(staff(request), request.params.eventId, request.body),
  );
  api.post(
    CERTIFICATE_PATHS.close(':eventId'),
    { config: staffOnly, schema: { params: eventParams }, bodyLimit: 1024 },
    async (request) => {
      const answer = await closeEvent(staff(request), request.params.eventId);
      void app.afterEvent.run();
      return answer;
    },
  );
  api.get(
    CERTIFICATE_PATHS.attendance(':eventId'),
    { config: staffOnly, schema: { params: eventParams } },
    async (request, reply) => {
      privately(reply);
      return attendance(staff(request), request.params.eventId);
    },
  );
  api.post(
    CERTIFICATE_PATHS.reissue(':eventId', ':registrationId'),
    {
      config: staffOnly,
      schema: {
        params: z.object({ eventId: positiveIdParam, registrationId: positiveIdParam }),
        body: reissueSchema,
      },
    },
    async (request) => {
      const answer = await reissue(
        staff(request),
        request.params.eventId,
        request.params.registrationId,
        request.body?.fullName,
      );
      app.mailer.kick();
      return answer;
    },
  );
  api.post(
    CERTIFICATE_PATHS.revoke(':serial'),
    { config: staffOnly, schema: { params: serialParams, body: revokeSchema } },
    async (request) => revoke(staff(request), request.params.serial, request.body.reason),
  );
  api.get(
    CERTIFICATE_PATHS.staffPdf(':serial'),
    { config: staffOnly, schema: { params: serialParams } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const row = await certificateForPdf(app.db, request.params.serial, locale);
      return pdfReply(
        reply,
        await certificatePdf(row, app.config.publicUrl),
        CERTIFICATE_TEXTS[locale].fileName(row.serial),
      );
    },
  );
  api.get(
    CERTIFICATE_PATHS.zip(':eventId'),
    { config: staffOnly, schema: { params: eventParams } },
    async (request, reply) => {
      const { zip, filename } = await eventZip(staff(request), request.params.eventId);
      return privately(reply)
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(zip);
    },
  );
  api.get(
    CERTIFICATE_PATHS.results(':eventId'),
    { config: staffOnly, schema: { params: eventParams } },
    async (request, reply) => {
      privately(reply);
      return results(staff(request), request.params.eventId);
    },
  );
  api.get(
    CERTIFICATE_PATHS.resultsCsv(':eventId'),
    { config: staffOnly, schema: { params: eventParams } },
    async (request, reply) => {
      const { csv, filename } = await resultsCsv(staff(request), request.params.eventId);
      return privately(reply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  // ── The attendee, with their booking token ──
  api.get(CERTIFICATE_PATHS.bookingAfterEvent, bookingOptions, async (request, reply) => {
    privately(reply);
    return { afterEvent: await afterEventState(attendee(request), token(request)) };
  });
  api.post(
    CERTIFICATE_PATHS.bookingEvaluation,
    { ...bookingOptions, bodyLimit: 64 * 1024, schema: { body: evaluationSubmissionSchema } },
    async (request, reply) => {
      privately(reply);
      return submitEvaluation(attendee(request), token(request), request.body);
    },
  );
  api.post(
    CERTIFICATE_PATHS.bookingName,
    { ...bookingOptions, bodyLimit: 2048, schema: { body: certificateNameChangeSchema } },
    async (request, reply) => {
      privately(reply);
      return correctCertificateName(attendee(request), token(request), request.body.fullName);
    },
  );
  api.get(CERTIFICATE_PATHS.bookingPdf, bookingOptions, async (request, reply) => {
    const ctx = attendee(request);
    const { row, pdf } = await attendeeCertificatePdf(ctx, token(request));
    return pdfReply(reply, pdf, CERTIFICATE_TEXTS[ctx.locale].fileName(row.serial));
  });

  // ── Anyone: is this certificate genuine? ──
  api.get(
    CERTIFICATE_PATHS.verify(':serial'),
    {
      config: { access: 'public', rateLimit: { max: VERIFY_PER_MINUTE, timeWindow: 60_000 } },
      schema: { params: serialParams },
    },
    async (request, reply) => {
      privately(reply);
      return verify(app.db, request.params.serial, requestLocale(request));
    },
  );
}
