/**
 * The contact form's checks and outcomes in every language, for the server. The form loads its own
 * language's with its code (apps/web lib/i18n), so the landing page's first load carries none.
 */
import { CONTACT_TEXTS, type ContactMessages } from '../contact-texts';
import type { Locale } from '../locales';
import { CONTACT_AR } from './contact-ar';

export const CONTACT_MESSAGES: Readonly<Record<Locale, ContactMessages>> = {
  en: CONTACT_TEXTS,
  ar: CONTACT_AR,
};
