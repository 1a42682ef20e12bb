/**
 * Every language's event-form catalogue, for the server, which answers a form in the language of
 * the page it was sent from. The browser loads only its page's language (apps/web lib/i18n).
 */
import type { Locale } from '../locales';
import { FORMS_AR } from './forms-ar';
import { FORMS_EN, type FormTexts } from './forms-en';

export const FORMS_TEXTS: Readonly<Record<Locale, FormTexts>> = { en: FORMS_EN, ar: FORMS_AR };
