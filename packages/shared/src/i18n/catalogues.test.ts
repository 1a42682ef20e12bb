/**
 * docs/I18N.md 'Texts': every language's catalogue has the English one's keys and placeholders. The
 * type check already refuses a missing key or a function of other parameters; this also catches
 * what types cannot see: a translation that drops a placeholder's value, a list of another length,
 * an empty text, and English left untranslated.
 */
import { describe, expect, it } from 'vitest';
import { ABOUT_TEXTS } from '../about-texts';
import { CONTACT_TEXTS } from '../contact-texts';
import { registrationConfirmationMail, VISITOR_MAIL_TEXTS, verificationCodeMail } from '../mail-texts';
import { ABOUT_AR } from './about-ar';
import { CONTACT_AR } from './contact-ar';
import { FORMS_AR } from './forms-ar';
import { FORMS_EN } from './forms-en';
import { PAGES_AR } from './pages-ar';
import { PAGES_EN } from './pages-en';
import { PUBLIC_AR } from './public-ar';
import { PUBLIC_EN } from './public-en';
import { STAFF_AR } from './staff-ar';
import { STAFF_EN } from './staff-en';

type Shape = { path: string; kind: 'text' | 'list' | 'function' | 'object'; value: unknown }[];

function shapeOf(value: unknown, path = ''): Shape {
  if (typeof value === 'string') return [{ path, kind: 'text', value }];
  if (typeof value === 'function') return [{ path, kind: 'function', value }];
  if (Array.isArray(value))
    return [
      { path, kind: 'list', value: value.length },
      ...value.flatMap((v, i) => shapeOf(v, `${path}[${i}]`)),
    ];
  if (value && typeof value === 'object')
    return Object.keys(value)
      .sort()
      .flatMap((key) => shapeOf((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  return [{ path, kind: 'object', value }];
}

/** Distinct values for each parameter, as digit strings so that numbers and texts both work. */
const MARKERS = ['7301', '7302', '7303', '7304', '7305'];
const call = (fn: unknown) => {
  const result = (fn as (...args: string[]) => unknown)(...MARKERS);
  return Array.isArray(result) ? result.join('\n') : String(result);
};
const markersIn = (text: string) => MARKERS.filter((marker) => text.includes(marker));

/** Each catalogue, and the texts that stay Latin in Arabic (the offer of the English page). */
const pairs = [
  ['public', PUBLIC_EN, PUBLIC_AR, ['layout.languageSuggestionAction']],
  ['forms', FORMS_EN, FORMS_AR, []],
  ['pages', PAGES_EN, PAGES_AR, []],
  ['contact', CONTACT_TEXTS, CONTACT_AR, []],
  ['about', ABOUT_TEXTS, ABOUT_AR, []],
  // The dashboard and the staff pages; a link's address box shows `https://` in every language.
  ['staff', STAFF_EN, STAFF_AR, ['frame.urlPlaceholder']],
] as const;

describe.each(pairs)('the %s catalogue in Arabic', (_name, english, arabic, staysLatin) => {
  const en = shapeOf(english);
  const ar = shapeOf(arabic);

  it('has the same keys, lists of the same length, and texts where English has texts', () => {
    expect(ar.map(({ path, kind }) => `${path}:${kind}`)).toEqual(
      en.map(({ path, kind }) => `${path}:${kind}`),
    );
    const lengths = (shape: Shape) =>
      shape.filter((s) => s.kind === 'list').map((s) => `${s.path}=${s.value}`);
    expect(lengths(ar)).toEqual(lengths(en));
  });

  it('says in every text with placeholders what the English says with them', () => {
    const functions = en.filter((entry) => entry.kind === 'function');
    expect(ar.filter((entry) => entry.kind === 'function')).toHaveLength(functions.length);
    for (const entry of functions) {
      const translated = ar.find((candidate) => candidate.path === entry.path);
      expect(markersIn(call(translated?.value)), entry.path).toEqual(markersIn(call(entry.value)));
    }
  });

  it('is translated: no empty text, and Arabic in every text that has words', () => {
    const untranslated = ar
      .filter((entry) => entry.kind === 'text')
      .filter((entry) => {
        const text = entry.value as string;
        return text.trim() === '' || (/[A-Za-z]{3}/.test(text) && !/[\u0600-\u06FF]/.test(text));
      })
      .map((entry) => entry.path);
    expect(untranslated).toEqual(staysLatin);
  });
});

describe('the visitors’ mails in Arabic', () => {
  const code = {
    code: '482913',
    purpose: 'registration' as const,
    eventName: 'Patient Safety Week',
    validMinutes: 10,
  };

  it('carry lang and dir in their HTML, the code left to right, and right-to-left marks in their text', () => {
    const mail = verificationCodeMail(code, 'ar');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<p dir="ltr"');
    expect(mail.subject).toBe('رمز التحقق: 482913');
    for (const line of mail.text.split('\n').filter(Boolean)) expect(line.startsWith('\u200F')).toBe(true);
    expect(mail.text).toContain('482913');
    expect(mail.text).toContain('«Patient Safety Week»');
  });

  it('stay as they were in English', () => {
    const mail = verificationCodeMail(code);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).not.toContain('\u200F');
    expect(mail.text.split('\n')[0]).toBe(
      VISITOR_MAIL_TEXTS.codeLines('registration', 'Patient Safety Week', 10)[0],
    );
  });

  it('write the event day out in Arabic in the confirmation', () => {
    const mail = registrationConfirmationMail(
      { fullName: 'سارة', purpose: 'sponsor', eventName: 'Open Day', date: '2026-03-14', location: null },
      'ar',
    );
    expect(mail.text).toContain('السبت 14 مارس 2026');
    expect(mail.subject).toBe('تسلّمنا طلبك لرعاية Open Day');
  });
});
