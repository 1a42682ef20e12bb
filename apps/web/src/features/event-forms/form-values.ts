import { COUNTRIES } from '@authority/shared/countries';
import { westernDigits } from '@authority/shared/digits';
import {
  normalizeCode,
  SPECIALTY_OPTIONS,
  SPECIALTY_PLACEHOLDER,
  withWebScheme,
} from '@authority/shared/event-form-texts';
import type { FormTexts } from '@authority/shared/i18n/forms-en';
import type { RegistrationPayload } from './api/submit-registration';
import type { SponsorPayload } from './api/submit-sponsor';

/** What the person typed or chose; the country by name, the specialty by its option number. */
export interface EventFormValues {
  title: string;
  fullName: string;
  gender: string;
  jobTitle: string;
  country: string;
  /** The dial code: the country's once one is chosen, and changeable (SPEC §3 lists it apart). */
  countryCode: string;
  city: string;
  phoneNumber: string;
  company: string;
  website: string;
  specialty: string;
  classification: string;
  notes: string;
  email: string;
  verificationCode: string;
}

/** Every field the forms name. */
export type FieldName = keyof EventFormValues;

/** The placeholder entry (numbered 25, SPEC §3) is selected until a specialty is chosen. */
export const SPECIALTY_PLACEHOLDER_VALUE = String(SPECIALTY_PLACEHOLDER.value);

export const EMPTY_VALUES: EventFormValues = {
  title: '',
  fullName: '',
  gender: '',
  jobTitle: '',
  country: '',
  countryCode: '',
  city: '',
  phoneNumber: '',
  company: '',
  website: '',
  specialty: SPECIALTY_PLACEHOLDER_VALUE,
  classification: '',
  notes: '',
  email: '',
  verificationCode: '',
};

/** The label each field shows, also used to name it in the list of the server's field errors. */
export function fieldUiLabels(ui: FormTexts['ui']): Record<FieldName, string> {
  return {
    title: ui.title,
    fullName: ui.fullName,
    gender: ui.gender,
    jobTitle: ui.jobTitle,
    country: ui.country,
    countryCode: ui.countryCode,
    city: ui.city,
    phoneNumber: ui.phoneNumber,
    company: ui.company,
    website: ui.website,
    specialty: ui.specialty,
    classification: ui.classification,
    notes: ui.notes,
    email: ui.email,
    verificationCode: ui.verificationCode,
  };
}

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_VALUES));
export const isFieldName = (name: string): name is FieldName => FIELD_NAMES.has(name);

/** The dial code a country has, which the dial-code field takes when the country is chosen. */
export const dialCodeOf = (countryName: string): string =>
  COUNTRIES.find((country) => country.name === countryName)?.dial ?? '';

/** The chosen specialty's text, or '' while the placeholder is selected. */
export function specialtyLabel(value: string): string {
  if (value === SPECIALTY_PLACEHOLDER_VALUE) return '';
  return SPECIALTY_OPTIONS.find((option) => String(option.value) === value)?.label ?? '';
}

/** The id of a field's control: what the error summary links to. One form per page. */
export const fieldId = (field: FieldName) => `event-form-${field}`;

/** The value of a field as the checks and the payload see it (trimmed; a bare domain with https://). */
export function fieldValue(values: EventFormValues, field: FieldName): string {
  if (field === 'countryCode') return westernDigits(values.countryCode).trim();
  if (field === 'website') return withWebScheme(values.website);
  if (field === 'specialty') return specialtyLabel(values.specialty);
  if (field === 'verificationCode') return normalizeCode(values.verificationCode);
  return values[field].trim();
}

const person = (values: EventFormValues) => ({
  Title: fieldValue(values, 'title'),
  FullName: fieldValue(values, 'fullName'),
  Gender: fieldValue(values, 'gender'),
  CountryCode: fieldValue(values, 'countryCode'),
  PhoneNumber: fieldValue(values, 'phoneNumber'),
  Country: fieldValue(values, 'country'),
  City: fieldValue(values, 'city'),
  JobTitle: fieldValue(values, 'jobTitle'),
  Email: fieldValue(values, 'email'),
  VerificationCode: fieldValue(values, 'verificationCode'),
});

/** SPEC §3's registration payload. */
export const registrationPayload = (values: EventFormValues): RegistrationPayload => ({
  ...person(values),
  Notes: fieldValue(values, 'notes'),
  IsWorkshop: false,
  WorkShop: 'N/A',
});

/** SPEC §3's sponsor payload. */
export const sponsorPayload = (values: EventFormValues): SponsorPayload => ({
  ...person(values),
  Company: fieldValue(values, 'company'),
  Specialty: fieldValue(values, 'specialty'),
  Website: fieldValue(values, 'website'),
  Classification: fieldValue(values, 'classification'),
});
