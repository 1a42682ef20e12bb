/** Site settings: the stored changes laid over the defaults. */
import { DEFAULT_SETTINGS, type SiteSettings, siteSettingsSchema } from '@authority/shared/settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { siteSettings } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';

/** The current settings. A stored value that no longer fits the schema falls back field by field. */
export async function loadSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return DEFAULT_SETTINGS;
  const stored = row.value as Partial<SiteSettings>;
  const merged = {
    ...DEFAULT_SETTINGS,
    ...stored,
    contact: { ...DEFAULT_SETTINGS.contact, ...stored.contact },
    social: { ...DEFAULT_SETTINGS.social, ...stored.social },
    about: { ...DEFAULT_SETTINGS.about, ...stored.about },
    departmentEmails: { ...DEFAULT_SETTINGS.departmentEmails, ...stored.departmentEmails },
    retention: { ...DEFAULT_SETTINGS.retention, ...stored.retention },
    signIn: { ...DEFAULT_SETTINGS.signIn, ...stored.signIn },
  };
  const parsed = siteSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function saveSettings(
  ctx: { db: Database; now: Date; ip: string; actor: { id: number; email: string } },
  settings: SiteSettings,
): Promise<SiteSettings> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ id: 1, value: settings, updatedAt: ctx.now, updatedBy: ctx.actor.id })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { value: settings, updatedAt: ctx.now, updatedBy: ctx.actor.id },
      });
    await audit(tx, {
      action: 'settings.update',
      actor: ctx.actor,
      entity: 'settings',
      entityId: 1,
      ip: ctx.ip,
      at: ctx.now,
      details: { settings },
    });
  });
  return settings;
}

/** Public settings: everything but the department addresses, retention periods and sign-in rules. */
export function publicPart(settings: SiteSettings) {
  const { departmentEmails: _internal, retention: _retention, signIn: _signIn, ...rest } = settings;
  return rest;
}
