/** The four event-form calls of SPEC §7 under `{api}`. */
import {
  eventFormSchemas,
  eventRegistrationSchema,
  sendCodeSchema,
  sponsorRegistrationSchema,
} from '@authority/shared/event-forms';
import { FORMS_TEXTS } from '@authority/shared/i18n/forms-all';
import { LOCALES, type Locale } from '@authority/shared/locales';
import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../../lib/params.js';
import { requestLocale } from '../../lib/request-locale.js';
import { inRequestLanguage, visitorPostOptions } from '../../lib/visitor-post.js';
import { CodeCooldown } from './codes.js';
import doorRoutes from './door-routes.js';
import { sendCode, submit } from './service.js';
import { useTicketKey } from './tickets.js';

const params = z.object({ eventId: positiveIdParam });

/** Each form's schema in every language, for the answers' field messages. */
const SCHEMAS = new Map(LOCALES.map((locale) => [locale, eventFormSchemas(FORMS_TEXTS[locale])]));
const schemasOf = (form: 'registration' | 'sponsor' | 'sendCode') =>
  Object.fromEntries(LOCALES.map((locale) => [locale, SCHEMAS.get(locale)?.[form]])) as Record<
    Locale,
    ReturnType<typeof eventFormSchemas>[typeof form]
  >;
const route = (path: (id: string) => string) => path(':eventId');

export default async function eventFormRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  useTicketKey(app.codeSecret);
  await app.register(doorRoutes);
  const context = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    secret: app.codeSecret,
    locale: requestLocale(request),
    publicUrl: app.config.publicUrl,
  });
  const options = visitorPostOptions(app);
  /** The 120 s cooldown's 429 says in Retry-After how long is left, so the form can count it down. */
  const withRetryAfter = async <T>(reply: FastifyReply, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof CodeCooldown) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  };

  api.post(
    route(EVENT_FORM_PATHS.registrationSendCode),
    {
      ...options,
      preValidation: inRequestLanguage(schemasOf('sendCode')),
      schema: { params, body: sendCodeSchema },
    },
    async (request, reply) => {
      // SPEC §7: the registration call answers { message, to }; only the sponsor call adds messageId.
      const { message, to } = await withRetryAfter(reply, () =>
        sendCode(
          { ...context(request), mailer: app.mailer },
          { eventId: request.params.eventId, email: request.body.email, purpose: 'registration' },
        ),
      );
      return { message, to };
    },
  );

  api.post(
    route(EVENT_FORM_PATHS.sponsorSendCode),
    {
      ...options,
      preValidation: inRequestLanguage(schemasOf('sendCode')),
      schema: { params, body: sendCodeSchema },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        sendCode(
          { ...context(request), mailer: app.mailer },
          { eventId: request.params.eventId, email: request.body.email, purpose: 'sponsor' },
        ),
      ),
  );

  api.post(
    route(EVENT_FORM_PATHS.registrationSubmit),
    {
      ...options,
      preValidation: inRequestLanguage(schemasOf('registration')),
      schema: { params, body: eventRegistrationSchema },
    },
    async (request) => {
      const result = await submit(context(request), request.params.eventId, {
        purpose: 'registration',
        fields: request.body,
      });
      app.mailer.kick();
      return result;
    },
  );

  api.post(
    route(EVENT_FORM_PATHS.sponsorSubmit),
    {
      ...options,
      preValidation: inRequestLanguage(schemasOf('sponsor')),
      schema: { params, body: sponsorRegistrationSchema },
    },
    async (request) => {
      const result = await submit(context(request), request.params.eventId, {
        purpose: 'sponsor',
        fields: request.body,
      });
      app.mailer.kick();
      return result;
    },
  );
}
