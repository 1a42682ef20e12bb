/**
 * The About texts the site shows while no editor's text replaces them (site settings), in each
 * language, as an editor would write them: paragraphs apart (issue 18, finding 13: the settings
 * show the live text, not an empty box). Only the dashboard imports this: it holds every language.
 */
import { ABOUT_TEXTS, type AboutTexts } from './about-texts';
import type { AboutTab } from './constants';
import { ABOUT_AR } from './i18n/about-ar';
import type { Locale } from './locales';

const CATALOGUES: Record<Locale, AboutTexts> = { en: ABOUT_TEXTS, ar: ABOUT_AR };

export type AboutSettingKey = 'welcome' | AboutTab;

export function builtInAboutText(locale: Locale, key: AboutSettingKey): string {
  const texts = CATALOGUES[locale];
  if (key === 'welcome') return texts.welcome.join('\n\n');
  const tab = texts.tabs[key];
  return [tab.summary, ...tab.points].join('\n\n');
}
