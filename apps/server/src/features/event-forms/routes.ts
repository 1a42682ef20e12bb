/** The four event-form calls of SPEC §7 under `{api}`. */
import {
  eventRegistrationSchema,
  sendCodeSchema,
  sponsorRegistrationSchema,
} from '@authority/shared/event-forms';
import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../../lib/params.js';
import { visitorPostOptions } from '../../lib/visitor-post.js';
import { sendCode, submit } from './service.js';

const params = z.object({ eventId: positiveIdParam });
const route = (path: (id: string) => string) => path(':eventId');

export default async function eventFormRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = () => ({ db: app.db, now: app.now(), secret: app.codeSecret });
  const options = visitorPostOptions(app);

  api.post(
    route(EVENT_FORM_PATHS.registrationSendCode),
    { ...options, schema: { params, body: sendCodeSchema } },
    async (request) => {
      // SPEC §7: the registration call answers { message, to }; only the sponsor call adds messageId.
      const { message, to } = await sendCode(
        { ...context(), mailer: app.mailer },
        { eventId: request.params.eventId, email: request.body.email, purpose: 'registration' },
      );
      return { message, to };
    },
  );

  api.post(
    route(EVENT_FORM_PATHS.sponsorSendCode),
    { ...options, schema: { params, body: sendCodeSchema } },
    async (request) =>
      sendCode(
        { ...context(), mailer: app.mailer },
        { eventId: request.params.eventId, email: request.body.email, purpose: 'sponsor' },
      ),
  );

  api.post(
    route(EVENT_FORM_PATHS.registrationSubmit),
    { ...options, schema: { params, body: eventRegistrationSchema } },
    async (request) => {
      const result = await submit(context(), request.params.eventId, {
        purpose: 'registration',
        fields: request.body,
      });
      app.mailer.kick();
      return result;
    },
  );

  api.post(
    route(EVENT_FORM_PATHS.sponsorSubmit),
    { ...options, schema: { params, body: sponsorRegistrationSchema } },
    async (request) => {
      const result = await submit(context(), request.params.eventId, {
        purpose: 'sponsor',
        fields: request.body,
      });
      app.mailer.kick();
      return result;
    },
  );
}
