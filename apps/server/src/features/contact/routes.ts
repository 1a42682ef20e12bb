import { contactInquirySchema } from '@authority/shared/contact';
import { EVENT_FORM_PATHS } from '@authority/shared/event-forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorPostOptions } from '../../lib/visitor-post.js';
import { submitInquiry } from './service.js';

/** `POST {api}/email/send` (SPEC §7). */
export default async function contactRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      EVENT_FORM_PATHS.contact,
      { ...visitorPostOptions(app), schema: { body: contactInquirySchema } },
      async (request) => {
        const result = await submitInquiry(
          // Every department's inquiries go to CONTACT_TO until the site settings name their own.
          { db: app.db, now: app.now(), departmentAddress: () => app.config.contactTo },
          request.body,
        );
        app.mailer.kick();
        // The id stays on the server: the visitor needs the confirmation, not our row number.
        return { message: result.message };
      },
    );
}
