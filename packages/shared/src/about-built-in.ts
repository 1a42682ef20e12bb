/**
 * The texts the site shows while no editor's text replaces them (site settings: the About texts,
 * the privacy notice), in each language, as an editor would write them: paragraphs apart (the settings show the live text, not an empty box). Only the dashboard imports this:
 * it holds every language.
 */
import { ABOUT_TEXTS, type AboutTexts } from './about-texts';
import type { AboutTab } from './constants';
import { ABOUT_AR } from './i18n/about-ar';
import { PAGES_AR } from './i18n/pages-ar';
import { PAGES_EN, type PagesTexts } from './i18n/pages-en';
import { SITE_AR } from './i18n/public-ar';
import type { Locale } from './locales';
import { SITE } from './site';

const CATALOGUES: Record<Locale, AboutTexts> = { en: ABOUT_TEXTS, ar: ABOUT_AR };

export type AboutSettingKey = 'welcome' | AboutTab;

export function builtInAboutText(locale: Locale, key: AboutSettingKey): string {
  const texts = CATALOGUES[locale];
  if (key === 'welcome') return texts.welcome.join('\n\n');
  const tab = texts.tabs[key];
  return [tab.summary, ...tab.points].join('\n\n');
}

const PRIVACY: Record<Locale, PagesTexts['privacy']> = { en: PAGES_EN.privacy, ar: PAGES_AR.privacy };

/** The built-in privacy notice (the page /privacy while no editor's text replaces it), as text. */
export function builtInPrivacyText(
  locale: Locale,
  facts: { siteName: string; inquiryDays: number; outboxDays: number; email: string },
): string {
  const t = PRIVACY[locale];
  return [
    t.intro(facts.siteName),
    t.collectHeading,
    t.collectContact,
    t.collectEvents,
    t.collectCodes,
    t.collectFeedback,
    t.collectCookies,
    t.whyHeading,
    t.why,
    t.keepHeading,
    t.keep(facts.inquiryDays, facts.outboxDays),
    t.rightsHeading,
    `${t.rights} ${facts.email}`,
  ].join('\n\n');
}

/** The site's own name in each language, which the pages use while the settings keep the default. */
export const builtInSiteName = (locale: Locale): string => (locale === 'ar' ? SITE_AR.name : SITE.name);
