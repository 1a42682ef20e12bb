import { EVENT_FORM_TEXTS, FIELD_LABELS } from '@authority/shared/event-form-texts';
import { FORMS_EN } from '@authority/shared/i18n/forms-en';
import { describe, expect, it } from 'vitest';
import {
  fieldProblems,
  inFormOrder,
  SPONSOR_REQUIRED_FIELDS,
  sendCodeProblem,
  submitProblem,
} from './form-rules';
import { EMPTY_VALUES, type EventFormValues, registrationPayload, sponsorPayload } from './form-values';

const COMPLETE: EventFormValues = {
  title: 'Dr.',
  fullName: ' Layla Haddad ',
  gender: 'Female',
  jobTitle: 'Pharmacist',
  country: 'Iraq',
  countryCode: '+964',
  city: 'Karbala',
  phoneNumber: '7701234567',
  company: 'Haddad Labs',
  website: 'https://haddad.example',
  specialty: '10',
  classification: 'gold',
  notes: ' A stand near the entrance, please. ',
  email: ' layla@example.test ',
  verificationCode: ' 123456 ',
};

describe("sendCodeProblem: SPEC §5 'send code', in order", () => {
  const ok = { cooldownSeconds: 0, email: 'a@b.co', eventId: '7' };

  it.each([
    [{ cooldownSeconds: 42, email: '', eventId: '' }, { text: EVENT_FORM_TEXTS.cooldown(42) }],
    [
      { ...ok, email: '  ', eventId: '' },
      { text: EVENT_FORM_TEXTS.emailFirst, field: 'email' },
    ],
    [
      { ...ok, email: 'a@b', eventId: '' },
      { title: EVENT_FORM_TEXTS.invalidEmailTitle, text: EVENT_FORM_TEXTS.invalidEmailText, field: 'email' },
    ],
    [{ ...ok, eventId: ' ' }, { text: EVENT_FORM_TEXTS.missingEventId }],
  ])('%j → %j', (input, problem) => {
    expect(sendCodeProblem(input, FORMS_EN)).toEqual(problem);
  });

  it('lets a valid e-mail through once the countdown is over', () => {
    expect(sendCodeProblem(ok, FORMS_EN)).toBeUndefined();
    expect(EVENT_FORM_TEXTS.cooldown(42)).toBe('Please wait, You can resend the code in 42s.');
  });
});

describe("submitProblem('registration'): the event id, open, the code, then the e-mail", () => {
  const check = (values: Partial<EventFormValues>, eventId = '7', isActive = true) =>
    submitProblem('registration', { values: { ...EMPTY_VALUES, ...values }, eventId, isActive }, FORMS_EN);

  it('checks only those: every other field is left to the server', () => {
    expect(check({ email: 'a@b.co', verificationCode: '123456' })).toBeUndefined();
  });

  it.each([
    [{ verificationCode: 'x', email: 'bad' }, '', true, EVENT_FORM_TEXTS.missingEventId, undefined],
    [
      { verificationCode: 'x', email: 'bad' },
      '7',
      false,
      EVENT_FORM_TEXTS.closedText,
      EVENT_FORM_TEXTS.closedTitle,
    ],
    [{ verificationCode: '   ', email: 'bad' }, '7', true, EVENT_FORM_TEXTS.codeEmpty, undefined],
    [{ verificationCode: '12345', email: 'bad' }, '7', true, EVENT_FORM_TEXTS.codeLength, undefined],
    [{ verificationCode: '123456789', email: 'bad' }, '7', true, EVENT_FORM_TEXTS.codeLength, undefined],
    [{ verificationCode: '12345a', email: 'bad' }, '7', true, EVENT_FORM_TEXTS.codeDigits, undefined],
    [
      { verificationCode: '123456', email: 'bad' },
      '7',
      true,
      EVENT_FORM_TEXTS.invalidEmailText,
      EVENT_FORM_TEXTS.invalidEmailTitle,
    ],
  ])('%j (event %s, active %s) → %s', (values, eventId, isActive, text, title) => {
    const problem = check(values, eventId, isActive);
    expect(problem?.text).toBe(text);
    expect(problem?.title).toBe(title);
  });

  it('reads Arabic-Indic digits as Western ones, trimmed (SPEC §5)', () => {
    expect(check({ email: 'a@b.co', verificationCode: ' ١٢٣٤٥٦ ' })).toBeUndefined();
    expect(check({ email: 'a@b.co', verificationCode: '۱۲۳۴۵۶۷۸' })).toBeUndefined();
    expect(registrationPayload({ ...COMPLETE, verificationCode: ' ١٢٣٤٥٦٧ ' }).VerificationCode).toBe(
      '1234567',
    );
  });

  it('builds the SPEC §3 payload, trimmed, the dial code from the country', () => {
    expect(registrationPayload(COMPLETE)).toEqual({
      Title: 'Dr.',
      FullName: 'Layla Haddad',
      Gender: 'Female',
      CountryCode: '+964',
      PhoneNumber: '7701234567',
      Country: 'Iraq',
      City: 'Karbala',
      JobTitle: 'Pharmacist',
      Email: 'layla@example.test',
      VerificationCode: '123456',
      Notes: 'A stand near the entrance, please.',
      IsWorkshop: false,
      WorkShop: 'N/A',
    });
  });
});

describe("submitProblem('sponsor'): every field, then the e-mail, the code, the event id, open", () => {
  const check = (values: EventFormValues, eventId = '7', isActive = true) =>
    submitProblem('sponsor', { values, eventId, isActive }, FORMS_EN);

  it("names the first empty field, in the form's order: 'Missing field' / 'Please fill in the {field}.'", () => {
    // The dial code is its own field (SPEC §3), asked for in its place.
    const typed = SPONSOR_REQUIRED_FIELDS;
    let values = { ...EMPTY_VALUES };
    const named: string[] = [];
    for (const field of typed) {
      const problem = check(values, '', false);
      expect(problem?.title).toBe(EVENT_FORM_TEXTS.missingFieldTitle);
      expect(problem?.field).toBe(field);
      named.push(problem?.text ?? '');
      values = { ...values, [field]: COMPLETE[field] };
    }
    expect(named).toEqual(typed.map((field) => EVENT_FORM_TEXTS.missingFieldText(FIELD_LABELS[field])));
    expect(named[0]).toBe('Please fill in the title.');
    expect(named).toHaveLength(14);
  });

  it('takes the specialty placeholder (25) and blanks as missing', () => {
    expect(check({ ...COMPLETE, specialty: '25' })?.text).toBe('Please fill in the specialty.');
    expect(check({ ...COMPLETE, city: '  ' })?.text).toBe('Please fill in the city.');
    expect(check({ ...COMPLETE, countryCode: ' ' })?.text).toBe('Please fill in the country code.');
  });

  it.each([
    [{ email: 'nope' }, '', false, EVENT_FORM_TEXTS.invalidEmailText],
    [{ verificationCode: '12a456' }, '', false, EVENT_FORM_TEXTS.codeDigits],
    [{}, ' ', false, EVENT_FORM_TEXTS.missingEventId],
    [{}, '7', false, EVENT_FORM_TEXTS.closedText],
  ])('then %j (event %s, active %s) → %s', (values, eventId, isActive, text) => {
    expect(check({ ...COMPLETE, ...values }, eventId, isActive)?.text).toBe(text);
  });

  it('finds every field the server would refuse, one message each, in the form order', async () => {
    const problems = await fieldProblems(
      'sponsor',
      { ...EMPTY_VALUES, phoneNumber: '12', website: 'medtech', countryCode: '+999', email: 'a@b.co' },
      FORMS_EN,
    );
    expect(problems.website).toBe(EVENT_FORM_TEXTS.fieldInvalid('website'));
    expect(problems.phoneNumber).toBe(EVENT_FORM_TEXTS.fieldInvalid('phone number'));
    expect(problems.countryCode).toBe(EVENT_FORM_TEXTS.fieldInvalid('country code'));
    expect(problems.title).toBe(EVENT_FORM_TEXTS.missingFieldText('title'));
    expect(problems.email).toBeUndefined();
    expect(inFormOrder(problems).map((entry) => entry.field)).toEqual([
      'title',
      'fullName',
      'gender',
      'jobTitle',
      'country',
      'countryCode',
      'city',
      'phoneNumber',
      'company',
      'website',
      'specialty',
      'classification',
      'verificationCode',
    ]);
    // An empty field is only missing: one message, never 'fill in' and 'check' together.
    expect((await fieldProblems('sponsor', EMPTY_VALUES, FORMS_EN)).countryCode).toBe(
      EVENT_FORM_TEXTS.missingFieldText('country code'),
    );
  });

  it('takes a bare domain as https:// (medtech.example), and any dial code of the list', async () => {
    const values = { ...COMPLETE, website: 'medtech.example', countryCode: '+44' };
    expect(await fieldProblems('sponsor', values, FORMS_EN)).toEqual({});
    expect(sponsorPayload(values)).toMatchObject({ Website: 'https://medtech.example', CountryCode: '+44' });
  });

  it('passes a complete form, and sends the specialty as its text', async () => {
    expect(check(COMPLETE)).toBeUndefined();
    expect(sponsorPayload(COMPLETE)).toEqual({
      Title: 'Dr.',
      FullName: 'Layla Haddad',
      Gender: 'Female',
      CountryCode: '+964',
      PhoneNumber: '7701234567',
      Country: 'Iraq',
      City: 'Karbala',
      JobTitle: 'Pharmacist',
      Company: 'Haddad Labs',
      Specialty: 'Labeling solution',
      Website: 'https://haddad.example',
      Email: 'layla@example.test',
      VerificationCode: '123456',
      Classification: 'gold',
    });
  });
});
