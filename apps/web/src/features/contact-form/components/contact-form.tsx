import {
  CONTACT_MESSAGE_HIDE_MS,
  CONTACT_VALIDATION_HIDE_MS,
  DEPARTMENTS,
} from '@authority/shared/constants';
import { type ContactMessages, type ContactValues, contactProblem } from '@authority/shared/contact-texts';
import { CircleAlert, CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useContactTexts, useTexts } from '../../../lib/i18n/texts';
import { FormSafetyNote } from '../../../lib/layout/form-safety-note';
import { Field as LabelledField } from '../../../lib/ui/field';
import { useHydrated } from '../../../lib/use-hydrated';
import { sendInquiry } from '../api/send-inquiry';

type Field = keyof ContactValues;

const EMPTY: ContactValues = { name: '', email: '', subject: '', department: '', message: '' };
/** A value each check passes, standing in for a field already found wanting. */
const PASSING: ContactValues = {
  name: 'x',
  email: 'x@x.xx',
  subject: 'x',
  department: DEPARTMENTS[0],
  message: 'x',
};

/**
 * Every field's problem, one each: SPEC §5's checks in order, each field found wanting then set
 * aside, so the form marks them all at once while SPEC's message names the first.
 */
function everyProblem(values: ContactValues, texts: ContactMessages): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  let rest = values;
  for (let problem = contactProblem(rest, texts); problem; problem = contactProblem(rest, texts)) {
    found[problem.field] = problem.message;
    rest = { ...rest, [problem.field]: PASSING[problem.field] };
  }
  return found;
}

/** The message under the form (SPEC §4): its text, green or red, and what to point at. */
interface Notice {
  /** A new id per message, so a repeated text is announced again. */
  id: number;
  text: string;
  success: boolean;
  /** A validation message (hides sooner) names its field. */
  field?: Field;
}

// index.css (decision 028).
const inputClass = 'contact-input';

/**
 * The footer contact form (SPEC §2, §4, §5, §8): checks in SPEC order on trimmed values, then
 * POST {api}/email/send; a green message and a cleared form on success, a red one otherwise.
 * Messages hide after 8 s, validation messages after 5 s.
 */
export function ContactForm() {
  const texts = useTexts();
  const contactTexts = useContactTexts();
  const headingId = useId();
  const noticeId = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Each field's own error outlives the 5 s message (SPEC §4): it stays until the field changes.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  // After a success, a lasting 'Sent' (the green message hides after 8 s, SPEC §4).
  const [sent, setSent] = useState(false);
  const nextNoticeId = useRef(0);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>>>(
    {},
  );
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(
      () => setNotice(null),
      notice.field ? CONTACT_VALIDATION_HIDE_MS : CONTACT_MESSAGE_HIDE_MS,
    );
    return () => clearTimeout(timer);
  }, [notice]);

  const show = (text: string, success: boolean, field?: Field) => {
    nextNoticeId.current += 1;
    setNotice({ id: nextNoticeId.current, text, success, ...(field ? { field } : {}) });
  };

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors(({ [field]: _changed, ...others }) => others);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // SPEC §4: the message and the success flag are cleared at the start of each submit.
    setNotice(null);
    setSent(false);
    const problem = contactProblem(values, contactTexts);
    setFieldErrors(everyProblem(values, contactTexts));
    if (problem) {
      show(problem.message, false, problem.field);
      fields.current[problem.field]?.focus();
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setSubmitting(true);
    try {
      const outcome = await sendInquiry(values, { texts: contactTexts, signal: controller.signal });
      show(outcome.message, outcome.ok);
      if (outcome.ok) {
        setValues(EMPTY);
        setSent(true);
      }
    } catch {
      // Aborted: the form went away while the call ran.
      return;
    } finally {
      if (!controller.signal.aborted) setSubmitting(false);
    }
  }

  const invalid = (field: Field) => fieldErrors[field] !== undefined;
  const errorIdOf = (field: Field) => `${noticeId}-${field}`;
  const fieldProps = (field: Field) => ({
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      fields.current[field] = element ?? undefined;
    },
    value: values[field],
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': invalid(field) ? errorIdOf(field) : undefined,
  });
  /** The field's own error, beside it until the field changes. */
  const errorOf = (field: Field) =>
    invalid(field) ? (
      <p
        id={errorIdOf(field)}
        className="mt-1 flex items-start gap-1.5 rounded-control bg-danger-50 px-2 py-1 text-sm font-semibold text-danger-800"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {fieldErrors[field]}
      </p>
    ) : null;

  const errorText = notice && !notice.success ? notice.text : undefined;
  const successText = notice?.success ? notice.text : undefined;

  return (
    // method="post": were it ever sent without the app, nothing typed would go into an address.
    <form method="post" aria-labelledby={headingId} noValidate onSubmit={handleSubmit}>
      {/* A server-rendered form takes input once the app runs (until then it could not be sent). */}
      <fieldset disabled={!hydrated} className="space-y-4">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-white">
            {texts.contactForm.heading}
          </h2>
          <p className="mt-1 text-slate-300">{texts.contactForm.intro}</p>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledField tone="inverse" label={texts.contactForm.name}>
            {({ id }) => (
              <>
                <input
                  id={id}
                  name="name"
                  type="text"
                  autoComplete="name"
                  maxLength={400}
                  className={inputClass}
                  onChange={(event) => update('name')(event.target.value)}
                  {...fieldProps('name')}
                />
                {errorOf('name')}
              </>
            )}
          </LabelledField>
          <LabelledField tone="inverse" label={texts.contactForm.email}>
            {({ id }) => (
              <>
                <input
                  id={id}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  spellCheck={false}
                  maxLength={400}
                  className={inputClass}
                  onChange={(event) => update('email')(event.target.value)}
                  {...fieldProps('email')}
                />
                {errorOf('email')}
              </>
            )}
          </LabelledField>
          <LabelledField tone="inverse" label={texts.contactForm.subject}>
            {({ id }) => (
              <>
                <input
                  id={id}
                  name="subject"
                  type="text"
                  autoComplete="off"
                  maxLength={400}
                  className={inputClass}
                  onChange={(event) => update('subject')(event.target.value)}
                  {...fieldProps('subject')}
                />
                {errorOf('subject')}
              </>
            )}
          </LabelledField>
          <LabelledField tone="inverse" label={texts.contactForm.department}>
            {({ id }) => (
              <>
                <select
                  id={id}
                  name="department"
                  className={inputClass}
                  onChange={(event) => update('department')(event.target.value)}
                  {...fieldProps('department')}
                >
                  <option value="">{texts.contactForm.departmentPlaceholder}</option>
                  {DEPARTMENTS.map((department) => (
                    <option key={department} value={department}>
                      {texts.departments[department]}
                    </option>
                  ))}
                </select>
                {errorOf('department')}
              </>
            )}
          </LabelledField>
        </div>
        <LabelledField tone="inverse" label={texts.contactForm.message}>
          {({ id }) => (
            <>
              <textarea
                id={id}
                name="message"
                rows={4}
                maxLength={10_000}
                className={inputClass}
                onChange={(event) => update('message')(event.target.value)}
                {...fieldProps('message')}
              />
              {errorOf('message')}
            </>
          )}
        </LabelledField>

        {/* Live regions always present (and silent while empty), so each new message is announced. */}
        <div aria-live="assertive" aria-atomic="true" className="empty:hidden">
          {errorText ? (
            <p
              key={notice?.id}
              id={noticeId}
              className="flex items-start gap-2 rounded-control border border-danger-600 bg-danger-50 px-3 py-2 font-semibold text-danger-800"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{errorText}</span>
            </p>
          ) : null}
        </div>
        <div aria-live="polite" aria-atomic="true" className="empty:hidden">
          {successText ? (
            <p
              key={notice?.id}
              className="flex items-start gap-2 rounded-control border border-success-600 bg-success-50 px-3 py-2 font-semibold text-success-800"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{successText}</span>
            </p>
          ) : null}
        </div>

        {sent ? (
          <div className="flex items-start gap-3 rounded-card border border-success-600 bg-success-50 p-4 text-success-800">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <div>
              <p className="text-lg font-bold">{contactTexts.sentTitle}</p>
              <p className="mt-1">{contactTexts.sentNext}</p>
            </div>
          </div>
        ) : null}

        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting || undefined}
          className="inline-flex items-center gap-2 rounded-control bg-accent-300 px-5 py-2.5 font-semibold text-primary-950 hover:bg-accent-200 disabled:cursor-not-allowed disabled:opacity-80"
        >
          {submitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {submitting ? contactTexts.submitting : texts.contactForm.send}
        </button>
        <FormSafetyNote onDark />
      </fieldset>
    </form>
  );
}
