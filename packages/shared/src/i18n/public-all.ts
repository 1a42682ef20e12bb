/**
 * Every language's public catalogue, for the server (page heads, feeds, mails) and the server
 * rendering, which answer in any language. The browser never loads this module: a page there
 * loads its own language's catalogue only (apps/web lib/i18n/texts.ts).
 */
import type { Locale } from '../locales';
import { PUBLIC_AR } from './public-ar';
import { PUBLIC_EN, type PublicTexts } from './public-en';

export const PUBLIC_TEXTS: Readonly<Record<Locale, PublicTexts>> = { en: PUBLIC_EN, ar: PUBLIC_AR };
