/**
 * Hostile text against every pattern and check that a public route runs on a visitor's input
 * (the contact form, the four event-form calls, sign-in): long runs of the characters a
 * backtracking pattern stumbles on must each be decided in under 5 ms, so that one request of a
 * few kilobytes cannot hold the server's only thread. The time is that of the check alone, the
 * best of three tries, so a busy machine does not make the test flaky.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema } from './accounts';
import { contactInquirySchema, contactProblem, SIMPLE_EMAIL_PATTERN } from './contact';
import {
  codeProblem,
  eventRegistrationSchema,
  isSimpleEmail,
  normalizeCode,
  sendCodeSchema,
  sponsorRegistrationSchema,
} from './event-forms';
import { HOSTILE_RUNS, HOSTILE_SHAPES, hostileTexts } from './hostile-texts';

const LIMIT_MS = 5;
const LONG = 16_384;

const HOSTILE = hostileTexts((run) => Math.ceil(LONG / run.length));

/** The check's time on one input: the best of up to three tries. */
function timeOf(check: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3 && best >= LIMIT_MS; i++) {
    const start = performance.now();
    check();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const contact = {
  name: 'Huda',
  email: 'huda@example.org',
  subject: 'Hours',
  department: 'General Inquiry',
  message: 'Hello',
};
const person = {
  title: 'Dr.',
  fullName: 'Zainab Al-Amin',
  gender: 'Female',
  countryCode: '+964',
  phoneNumber: '7701234567',
  country: 'Iraq',
  city: 'Basra',
  jobTitle: 'Cardiologist',
  email: 'zainab@example.org',
  verificationCode: '123456',
};
const registration = { ...person, notes: 'x', isWorkshop: false, workShop: 'N/A' };
const sponsor = {
  ...person,
  company: 'Tigris',
  specialty: 'Laboratory and analytical equipment',
  website: 'https://tigris.example',
  classification: 'gold',
};

/** Every field of a valid form replaced, one at a time, by the hostile text. */
const eachField = (valid: Record<string, unknown>, parse: (value: unknown) => unknown) => (text: string) => {
  for (const field of Object.keys(valid)) parse({ ...valid, [field]: text });
};

const CHECKS: [string, (text: string) => unknown][] = [
  ['SIMPLE_EMAIL_PATTERN', (text) => SIMPLE_EMAIL_PATTERN.test(text)],
  ['isSimpleEmail', (text) => isSimpleEmail(text)],
  ['contactProblem', eachField(contact, (values) => contactProblem(values as typeof contact))],
  ['contactInquirySchema', eachField(contact, (values) => contactInquirySchema.safeParse(values))],
  ['sendCodeSchema', (text) => sendCodeSchema.safeParse({ email: text })],
  ['eventRegistrationSchema', eachField(registration, (values) => eventRegistrationSchema.safeParse(values))],
  ['sponsorRegistrationSchema', eachField(sponsor, (values) => sponsorRegistrationSchema.safeParse(values))],
  ['normalizeCode and codeProblem', (text) => codeProblem(normalizeCode(text))],
  ['loginSchema', eachField({ email: 'a@b.co', password: 'x' }, (values) => loginSchema.safeParse(values))],
  // The staff routes' address check (settings, accounts, personal data).
  ['z.email()', (text) => z.email().safeParse(text)],
];

describe('patterns on public input, against hostile text', () => {
  it('has long texts of every kind', () => {
    expect(HOSTILE.length).toBe(HOSTILE_RUNS.length * HOSTILE_SHAPES.length);
    for (const text of HOSTILE) expect(text.length).toBeGreaterThanOrEqual(LONG);
  });

  it.each(CHECKS)('%s decides each in under 5 ms', (_name, check) => {
    check('warm-up@example.org');
    for (const text of HOSTILE) {
      const ms = timeOf(() => check(text));
      expect(
        ms,
        `${JSON.stringify(text.slice(0, 12))}… (${text.length} characters): ${ms.toFixed(1)} ms`,
      ).toBeLessThan(LIMIT_MS);
    }
  });
});
