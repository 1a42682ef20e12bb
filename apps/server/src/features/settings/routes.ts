import type { MailStatus } from '@authority/shared/mail-texts';
import { SETTINGS_PATHS, siteSettingsSchema } from '@authority/shared/settings';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailOutbox } from '../../db/schema.js';
import { addPublicRead } from '../../delivery/index.js';
import { loadSettings } from '../../lib/site-settings.js';
import { staffOf } from '../../plugins/access.js';
import { publicPart, saveSettings } from './service.js';

/** `GET /settings` for the public pages (cached); the whole of it for a SuperAdmin to edit. */
export default async function settingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Each language's answer is kept apart (with its own ETag), as the content reads' are.
  addPublicRead(app, SETTINGS_PATHS.public, async (_params, { locale }) =>
    publicPart(await loadSettings(app.db), locale),
  );

  api.get(SETTINGS_PATHS.full, { config: { access: 'SuperAdmin' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return loadSettings(app.db);
  });

  // Whether mail can go out (decision 008): the dashboard warns a SuperAdmin when it cannot.
  api.get(SETTINGS_PATHS.mailStatus, { config: { access: 'SuperAdmin' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [row] = await app.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    return {
      smtpConfigured: app.config.smtpUrl !== undefined,
      held: app.mailer.held,
      waiting: row?.n ?? 0,
    } satisfies MailStatus;
  });

  api.put(
    SETTINGS_PATHS.public,
    { config: { access: 'SuperAdmin' }, schema: { body: siteSettingsSchema } },
    async (request) => {
      const staff = staffOf(request);
      const saved = await saveSettings(
        { db: app.db, now: app.now(), ip: request.ip, actor: { id: staff.userId, email: staff.email } },
        request.body,
      );
      await app.contentChanged();
      return saved;
    },
  );
}
