/**
 * The site settings as stored: the changes a SuperAdmin saved laid over the defaults. Read by the
 * access plugin (sign-in rules), by features (time zone, addresses, retention) and by the settings
 * feature, which also writes them; it lives here so that none of them depends on another for it.
 */
import { DEFAULT_SETTINGS, type SiteSettings, siteSettingsSchema } from '@authority/shared/settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { siteSettings } from '../db/schema.js';

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
    aboutReview: { ...DEFAULT_SETTINGS.aboutReview, ...stored.aboutReview },
    departmentEmails: { ...DEFAULT_SETTINGS.departmentEmails, ...stored.departmentEmails },
    retention: { ...DEFAULT_SETTINGS.retention, ...stored.retention },
    signIn: { ...DEFAULT_SETTINGS.signIn, ...stored.signIn },
    translations: stored.translations ?? {},
  };
  const parsed = siteSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}
