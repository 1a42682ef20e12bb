/**
 * The About section's texts in the search index (docs/decisions/037-site-search.md): they live in
 * the code and the site settings, not in a content table, so no trigger writes them. Each process
 * writes them at start and again after a content change (a settings write is one), at most once
 * a second; the upserts are the same whichever process makes them.
 */

import { type AboutSettingKey, builtInAboutText } from '@authority/shared/about-built-in';
import { ABOUT_TEXTS } from '@authority/shared/about-texts';
import { ABOUT_TABS } from '@authority/shared/constants';
import { ABOUT_AR } from '@authority/shared/i18n/about-ar';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { loadSettings } from '../../lib/site-settings.js';
import { settingsIn } from '../settings/index.js';

const KEYS: readonly AboutSettingKey[] = ['welcome', ...ABOUT_TABS];
const AGAIN_AFTER_MS = 1_000;

const titleOf = (texts: typeof ABOUT_TEXTS | typeof ABOUT_AR, key: AboutSettingKey) =>
  key === 'welcome' ? texts.welcomeHeading : texts.tabs[key].label;

/** Writes the About texts, as visitors read them now, into the index (type `about`, ids from 1). */
export async function indexAboutTexts(db: Database): Promise<void> {
  const settings = await loadSettings(db);
  const english = settingsIn(settings, 'en').about;
  const arabic = settingsIn(settings, 'ar').about;
  for (const [at, key] of KEYS.entries()) {
    await db.execute(sql`select search_index_put('about', ${at + 1}, true, null, null,
      ${titleOf(ABOUT_TEXTS, key)}, ${titleOf(ABOUT_AR, key)},
      ${english[key] ?? builtInAboutText('en', key)}, ${arabic[key] ?? builtInAboutText('ar', key)})`);
  }
}

async function aboutIndexPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const write = () =>
    indexAboutTexts(app.db)
      // Written after the content change that the copy followed: it reads them on the next search.
      .then(() => app.searchCopy?.markStale())
      .catch((error: unknown) => app.log.warn({ err: error }, 'About texts not indexed'));
  app.addHook('onReady', async () => {
    await write();
    app.delivery.onClear(() => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void write();
      }, AGAIN_AFTER_MS);
      timer.unref();
    });
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}

export const aboutIndex = fp(aboutIndexPlugin, {
  name: 'search-about-index',
  dependencies: ['database', 'search-copy'],
});
