/**
 * The event forms' English catalogue (SPEC §3, §5, §8 texts as event-form-texts.ts holds them):
 * loaded by the stand and sponsor pages only. forms-ar.ts is its Arabic `Translation`.
 * Values sent to the server (titles, genders, specialties, classes, country names) stay the
 * English ones in every language: these are only what the form shows for them.
 */
import type { SponsorClass } from '../constants';
import { COUNTRIES } from '../countries';
import {
  EVENT_FORM_TEXTS,
  EVENT_FORM_UI_TEXTS,
  FIELD_LABELS,
  GENDERS,
  SPECIALTY_OPTIONS,
  TITLES,
} from '../event-form-texts';
import type { Translation } from './translation';

/** Each value shown as itself: SPEC's English lists are their own labels. */
function labelsOf<Value extends string>(values: readonly Value[]): { [V in Value]: string } {
  const labels: Partial<Record<Value, string>> = {};
  for (const value of values) labels[value] = value;
  return labels as { [V in Value]: string };
}

const SPONSOR_CLASS_LABELS = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
} as const satisfies Record<SponsorClass, string>;

export const FORMS_EN = {
  form: EVENT_FORM_TEXTS,
  ui: EVENT_FORM_UI_TEXTS,
  fieldLabels: FIELD_LABELS,
  titles: labelsOf(TITLES),
  genders: labelsOf(GENDERS),
  /** By the specialty's number (SPEC §3): the placeholder (25) and the 25 specialties. */
  specialties: Object.fromEntries(SPECIALTY_OPTIONS.map((option) => [option.value, option.label])) as Record<
    number,
    string
  >,
  sponsorClasses: SPONSOR_CLASS_LABELS,
  /** By ISO code. */
  countries: Object.fromEntries(COUNTRIES.map((country) => [country.iso, country.name])) as Record<
    string,
    string
  >,
} as const;

export type FormTexts = Translation<typeof FORMS_EN>;
