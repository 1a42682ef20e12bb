import { contactInquirySchema, contactInquirySchemaIn } from '@authority/shared/contact';
import { CONTACT_MESSAGES } from '@authority/shared/i18n/contact-all';
import { LOCALES, type Locale } from '@authority/shared/locales';
import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale.js';
import { loadSettings } from '../../lib/site-settings.js';
import { inRequestLanguage, visitorPostOptions } from '../../lib/visitor-post.js';
import { departmentAddress } from '../inquiries/index.js';
import { submitInquiry } from './service.js';

const SCHEMAS = Object.fromEntries(
  LOCALES.map((locale) => [locale, contactInquirySchemaIn(CONTACT_MESSAGES[locale])]),
) as Record<Locale, typeof contactInquirySchema>;

/** `POST {api}/email/send` (SPEC §7). */
export default async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    EVENT_FORM_PATHS.contact,
    {
      ...visitorPostOptions(app),
      preValidation: inRequestLanguage(SCHEMAS),
      schema: { body: contactInquirySchema },
    },
    async (request) => {
      const { departmentEmails } = await loadSettings(app.db);
      const result = await submitInquiry(
        {
          db: app.db,
          now: app.now(),
          locale: requestLocale(request),
          // The department's own address from the site settings, else CONTACT_TO.
          departmentAddress: (department) =>
            departmentAddress(departmentEmails, app.config.contactTo, department),
          publicUrl: app.config.publicUrl,
        },
        request.body,
      );
      app.mailer.kick();
      // The id stays on the server: the visitor needs the confirmation, not our row number.
      return { message: result.message };
    },
  );
}
