/** Site settings: the stored changes laid over the defaults. */
import { PUBLIC_TEXTS } from '@authority/shared/i18n/public-all';
import type { Locale } from '@authority/shared/locales';
import { DEFAULT_SETTINGS, type SiteSettings } from '@authority/shared/settings';
import { localizeSettings, mergeSettingsTranslations } from '@authority/shared/settings-translations';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { siteSettings } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';

export async function saveSettings(
  ctx: { db: Database; now: Date; ip: string; actor: { id: number; email: string } },
  sent: SiteSettings,
): Promise<SiteSettings> {
  let settings = sent;
  await ctx.db.transaction(async (tx) => {
    // A write without translations keeps the stored ones; sent texts are laid over them.
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1));
    const stored = (row?.value as Partial<SiteSettings> | undefined)?.translations;
    settings = { ...sent, translations: mergeSettingsTranslations(stored, sent.translations) };
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

/**
 * Public settings in `locale`: everything but the department addresses and sign-in rules, with
 * the texts in that language where they have one. The retention periods are public: the privacy
 * notice tells visitors how long their messages are kept.
 */
export function publicPart(settings: SiteSettings, locale: Locale) {
  const {
    departmentEmails: _internal,
    signIn: _signIn,
    timeZone: _timeZone,
    translations,
    ...rest
  } = settings;
  return localizeSettings(rest, translations, locale);
}

/** The settings' texts as a page in `locale` shows them (page heads, feeds, mails). */
export const settingsIn = (settings: SiteSettings, locale: Locale) =>
  localizeSettings(settings, settings.translations, locale);

/** The site's name in `locale`: the built-in one while an editor has not changed it, else theirs. */
export function siteNameIn(shown: { siteName: string }, locale: Locale): string {
  return shown.siteName === DEFAULT_SETTINGS.siteName ? PUBLIC_TEXTS[locale].site.name : shown.siteName;
}
