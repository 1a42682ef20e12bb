import { SETTINGS_PATHS, siteSettingsSchema } from '@authority/shared/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCached } from '../../lib/public-read.js';
import { staffOf } from '../../plugins/access.js';
import { loadSettings, publicPart, saveSettings } from './service.js';

/** `GET /settings` for the public pages (cached); the whole of it for a SuperAdmin to edit. */
export default async function settingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(SETTINGS_PATHS.public, { config: { access: 'public' } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await app.publicCache.get('settings', async () => publicPart(await loadSettings(app.db))),
    ),
  );

  api.get(SETTINGS_PATHS.full, { config: { access: 'SuperAdmin' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return loadSettings(app.db);
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
