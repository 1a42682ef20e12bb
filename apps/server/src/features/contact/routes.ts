import type { Department } from '@authority/shared/constants';
import { contactInquirySchema } from '@authority/shared/contact';
import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import { DEPARTMENT_KEYS } from '@authority/shared/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorPostOptions } from '../../lib/visitor-post.js';
import { loadSettings } from '../settings/index.js';
import { submitInquiry } from './service.js';

/** `POST {api}/email/send` (SPEC §7). */
export default async function contactRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      EVENT_FORM_PATHS.contact,
      { ...visitorPostOptions(app), schema: { body: contactInquirySchema } },
      async (request) => {
        const { departmentEmails } = await loadSettings(app.db);
        const result = await submitInquiry(
          {
            db: app.db,
            now: app.now(),
            // The department's own address from the site settings, else CONTACT_TO.
            departmentAddress: (department) =>
              departmentEmails[DEPARTMENT_KEYS[department as Department]] ?? app.config.contactTo,
          },
          request.body,
        );
        app.mailer.kick();
        // The id stays on the server: the visitor needs the confirmation, not our row number.
        return { message: result.message };
      },
    );
}
