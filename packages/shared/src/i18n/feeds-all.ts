/** The news feeds' channel texts in every language (`/rss.xml`, `/ar/rss.xml`); the server's only. */
import type { Locale } from '../locales';
import { FEED_TEXTS } from '../public-texts';
import type { Translation } from './translation';

export const FEEDS_TEXTS: Readonly<Record<Locale, Translation<typeof FEED_TEXTS>>> = {
  en: FEED_TEXTS,
  ar: {
    title: (siteName: string) => `${siteName}: الأخبار`,
    description: (fullName: string) => `أخبار ${fullName}.`,
    searchDescription: (fullName: string) => `البحث في موقع ${fullName}`,
  },
};
