/**
 * The public pages' English catalogue: SPEC's texts, as the `*-texts.ts` modules hold them, in one
 * object a page reads through its language (apps/web lib/i18n). Every other language's public
 * catalogue is a `Translation` of this one (public-ar.ts).
 */
import type { Department } from '../constants';
import { CONTACT_FORM_TEXTS } from '../contact-form-texts';
import { ENGLISH_NUMBER_SUFFIXES } from '../format-number';
import { HTTP_MESSAGES } from '../http-messages';
import { ENGLISH_SHORT_MONTHS } from '../normalize-content';
import { PAGE_TITLES, SOCIAL_NETWORK_LABELS } from '../page-titles';
import {
  ABOUT_SECTION_TEXTS,
  ACHIEVEMENTS_TEXTS,
  CAROUSEL_TEXTS,
  ERROR_PAGE_TEXTS,
  HOME_TEXTS,
  INSTITUTIONS_TEXTS,
  LAYOUT_TEXTS,
  LOADER_TEXTS,
  NEWS_TEXTS,
  NOT_FOUND_TEXTS,
  PARTNERS_TEXTS,
  SECTION_NAV_TEXTS,
} from '../public-texts';
import { SITE } from '../site';
import { LANDING_SECTIONS, type LandingSectionId } from '../site-sections';
import type { Translation } from './translation';

const sectionLabels = Object.fromEntries(LANDING_SECTIONS.map((section) => [section.id, section.label])) as {
  [Id in LandingSectionId]: string;
};

const departmentLabels = {
  'General Inquiry': 'General Inquiry',
  'Appointment Scheduling': 'Appointment Scheduling',
  'Medical Education': 'Medical Education',
  'Job Opportunities': 'Job Opportunities',
} as const satisfies Record<Department, string>;

export const PUBLIC_EN = {
  loader: LOADER_TEXTS,
  carousel: CAROUSEL_TEXTS,
  home: HOME_TEXTS,
  aboutSection: ABOUT_SECTION_TEXTS,
  institutions: INSTITUTIONS_TEXTS,
  achievements: ACHIEVEMENTS_TEXTS,
  partners: PARTNERS_TEXTS,
  news: NEWS_TEXTS,
  sectionNav: SECTION_NAV_TEXTS,
  layout: LAYOUT_TEXTS,
  notFound: NOT_FOUND_TEXTS,
  errorPage: ERROR_PAGE_TEXTS,
  pageTitles: PAGE_TITLES,
  sections: sectionLabels,
  site: {
    name: SITE.name,
    fullName: SITE.fullName,
    shortName: SITE.shortName,
    tagline: SITE.tagline,
    parentName: SITE.parentName,
    city: SITE.contact.city,
    country: SITE.contact.country,
    emergency: SITE.contact.emergency,
  },
  socialNetworks: SOCIAL_NETWORK_LABELS,
  contactForm: CONTACT_FORM_TEXTS,
  departments: departmentLabels,
  http: HTTP_MESSAGES,
  dates: ENGLISH_SHORT_MONTHS,
  numberSuffixes: ENGLISH_NUMBER_SUFFIXES,
} as const;

export type PublicTexts = Translation<typeof PUBLIC_EN>;
