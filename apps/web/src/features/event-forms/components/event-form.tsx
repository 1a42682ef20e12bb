import { maskEmail } from '@authority/shared/event-form-texts';
import { ROUTES } from '@authority/shared/routes';
import { Ban, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../lib/http/request';
import { useLocalize } from '../../../lib/i18n/locale';
import { useFormTexts } from '../../../lib/i18n/texts';
import { FormSafetyNote } from '../../../lib/layout/form-safety-note';
import { showAlert } from '../../../lib/ui/alerts';
import { LoadingText } from '../../../lib/ui/loading-text';
import { useHydrated } from '../../../lib/use-hydrated';
import { type FormEvent as LoadedEvent, loadFailureMessage, useFormEvent } from '../api/get-form-event';
import type { FieldErrorEntry, Placement } from '../api/post-event-form';
import { CodeCooldownError, sendCode } from '../api/send-code';
import { submitRegistration } from '../api/submit-registration';
import { submitSponsor } from '../api/submit-sponsor';
import type { Booking } from '../booking';
import type { FormKind } from '../form-kind';
import {
  type FieldProblems,
  type FormProblem,
  fieldProblems,
  inFormOrder,
  loadFormRules,
  sendCodeProblem,
  submitProblem,
} from '../form-rules';
import {
  dialCodeOf,
  EMPTY_VALUES,
  type EventFormValues,
  type FieldName,
  fieldId,
  fieldValue,
  isFieldName,
  registrationPayload,
  sponsorPayload,
} from '../form-values';
import { cooldownKey, useResendCooldown } from '../use-resend-cooldown';
import { FieldErrorSummary } from './field-error-summary';
import { NotesField } from './notes-field';
import { PersonFields } from './person-fields';
import { SponsorFields } from './sponsor-fields';
import { VerificationFields } from './verification-fields';

const SECOND_MS = 1_000;
const headingClass = 'mt-2 text-2xl font-bold text-primary-800';

/**
 * The registration (book a stand) or sponsor form of the event `eventId` (SPEC §2–§5, §7, §8):
 * the event's name and state from `{api}/Events/{id}`, the e-mailed code, the checks in SPEC
 * order, and /thank-you once saved.
 */
export function EventForm({ kind, eventId }: { kind: FormKind; eventId: string }) {
  const texts = useFormTexts();
  const id = eventId.trim();
  if (id === '') {
    return (
      <p role="alert" className="mt-6 font-semibold text-danger-700">
        {texts.form.idMissingInUrl}
      </p>
    );
  }
  return <EventFormOfEvent key={id} kind={kind} eventId={id} />;
}

function EventFormOfEvent({ kind, eventId }: { kind: FormKind; eventId: string }) {
  const texts = useFormTexts();
  const event = useFormEvent(eventId);
  const announced = useRef('');

  // SPEC §8: a dialog once when the event cannot load, or loads closed.
  const closed = event.status === 'success' && !event.data.isActive;
  const failure = event.status === 'error' ? loadFailureMessage(event.error) : undefined;
  useEffect(() => {
    const state = failure !== undefined ? 'failed' : closed ? 'closed' : '';
    if (state === '' || announced.current === state) return;
    announced.current = state;
    if (failure !== undefined) void showAlert('error', texts.form.loadFailedDialog, failure);
    else void showAlert('info', texts.form.closedOnLoadTitle, texts.form.closedOnLoadText);
  }, [failure, closed, texts]);

  if (event.status === 'loading') return <LoadingText>{texts.ui.loadingEvent}</LoadingText>;
  // SPEC §8: the title becomes 'Event Not Found' and the form closes.
  if (event.status === 'error') return <h2 className={headingClass}>{texts.form.loadFailedTitle}</h2>;
  return <OpenForm kind={kind} eventId={eventId} event={event.data} />;
}

function OpenForm({ kind, eventId, event }: { kind: FormKind; eventId: string; event: LoadedEvent }) {
  const localize = useLocalize();
  const texts = useFormTexts();
  // A fixed id, not useId: the server (React) and the browser (Preact) make different ones (decision 020).
  const headingId = 'event-form-heading';
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const [values, setValues] = useState<EventFormValues>(EMPTY_VALUES);
  const [fieldErrors, setFieldErrors] = useState<FieldErrorEntry[]>([]);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const checking = useRef(false);
  const cooldown = useResendCooldown(cooldownKey(kind, eventId));

  const update = (field: keyof EventFormValues) => (value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // The dial code takes the chosen country's; it can be changed after (SPEC §3 lists it apart).
      ...(field === 'country' && dialCodeOf(value) ? { countryCode: dialCodeOf(value) } : {}),
    }));
    // A field's error goes once it is changed (the dial code's too when the country sets it).
    setFieldErrors((current) =>
      current.filter(
        (entry) => entry.field !== field && !(field === 'country' && entry.field === 'countryCode'),
      ),
    );
  };
  const errorsOf = (field: FieldName) => fieldErrors.find((entry) => entry.field === field)?.messages;
  const control = (field: FieldName | undefined) =>
    field ? form.current?.querySelector<HTMLElement>(`#${fieldId(field)}`) : undefined;

  /**
   * Marks every field with a problem and lists them at the top, one message each: SPEC's own
   * problem (its dialog's text) for its field, the shared schema's for the others.
   */
  function mark(problems: FieldProblems, problem?: FormProblem) {
    const all = problem?.field ? { ...problems, [problem.field]: problem.text } : problems;
    setFieldErrors(inFormOrder(all));
    return Object.keys(all).length > 0;
  }

  /** SPEC §5's dialog for a failed check; once closed, the focus goes to the field to fix. */
  function report(problem: FormProblem) {
    const title = problem.title ?? problem.text;
    const text = problem.title ? problem.text : undefined;
    return showAlert('warning', title, text, { focusAfter: () => control(problem.field) });
  }

  /** No dialog to say it: the focus goes to the error summary, which links to each field. */
  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  async function handleSendCode() {
    const email = values.email.trim();
    const problem = sendCodeProblem({ cooldownSeconds: cooldown.secondsLeft, email, eventId }, texts);
    if (problem) {
      if (problem.field) mark({}, problem);
      return report(problem);
    }
    setSending(true);
    try {
      // What is already typed is checked before a code is sent, so that a malformed phone number or
      // website shows now, not after the code (empty fields may still be filled after asking).
      const typed = Object.entries(await fieldProblems(kind, values, texts)).filter(
        ([field]) => isFieldName(field) && field !== 'verificationCode' && fieldValue(values, field) !== '',
      );
      if (mark(Object.fromEntries(typed))) return focusSummary();
      const sent = await sendCode(kind, eventId, email);
      cooldown.start();
      // SPEC §7: without the server's address, the typed one is shown masked.
      void showAlert(
        'success',
        texts.form.codeSentTitle,
        texts.form.codeSentTo(sent.to ?? maskEmail(email)),
        {
          focusAfter: () => control('verificationCode'),
        },
      );
    } catch (error) {
      if (error instanceof CodeCooldownError) {
        // The server's own cooldown (another tab, a reload): its seconds, counted down here too.
        cooldown.start(error.secondsLeft * SECOND_MS);
        void showAlert('warning', texts.form.cooldown(error.secondsLeft), undefined, {
          focusAfter: () => control('verificationCode'),
        });
      } else void showAlert('error', texts.ui.sendFailedTitle, toApiError(error).message);
    } finally {
      setSending(false);
    }
  }

  async function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    // A second press while the first is checked (its rules may still be loading) does nothing.
    if (submitting || checking.current) return;
    // SPEC §5: a closed event's submit says 'Closed'. Its inputs are disabled, so no field check
    // (a sponsor's 'Missing field' comes first otherwise) could ever let that dialog show.
    if (!event.isActive) return report({ title: texts.form.closedTitle, text: texts.form.closedText });
    checking.current = true;
    const problems = await fieldProblems(kind, values, texts).finally(() => {
      checking.current = false;
    });
    const problem = submitProblem(kind, { values, eventId, isActive: event.isActive }, texts);
    const marked = mark(problems, problem);
    if (problem) return report(problem);
    if (marked) return focusSummary();
    setSubmitting(true);
    let placement: Placement;
    try {
      placement =
        kind === 'registration'
          ? await submitRegistration(eventId, registrationPayload(values))
          : await submitSponsor(eventId, sponsorPayload(values));
    } catch (error) {
      const failure = toApiError(error);
      const entries = Object.entries(failure.fieldErrors).map(([field, messages]) => ({
        field,
        messages,
      }));
      setFieldErrors(entries);
      setSubmitting(false);
      // 'Not saved': then the first field to fix, or the submit button to try again.
      const first = entries.find((entry) => isFieldName(entry.field))?.field;
      await showAlert('error', texts.ui.submitFailedTitle, failure.message, {
        focusAfter: () => control(first as FieldName | undefined) ?? submitRef.current,
      });
      return;
    }
    // The button stays busy through the dialog: nothing is sent twice. A full event's waiting list
    // has its own words in the 'Saved' dialog's place (decision 018).
    if (placement.status === 'waiting')
      await showAlert('info', texts.form.waitingTitle, texts.form.waitingText(placement.position));
    else await showAlert('success', texts.form.savedTitle, texts.form.savedText);
    // What was booked goes to the thank-you page in the history entry's state, never in its
    // address: no personal data in the address bar, the history or the server's logs.
    const booking: Booking = {
      kind,
      eventName: event.name,
      date: event.date,
      email: values.email.trim(),
      ...(placement.status === 'waiting' ? { waitingPosition: placement.position } : {}),
      ...(placement.status === 'booked' && placement.ticket ? { ticket: placement.ticket } : {}),
      ...(placement.bookingToken ? { bookingToken: placement.bookingToken } : {}),
    };
    navigate(localize(ROUTES.thankYou), { state: { booking } });
  }

  const sections = { values, errorsOf, update };
  return (
    <>
      <h2 id={headingId} className={headingClass}>
        {event.name}
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        {kind === 'registration' ? texts.ui.registrationIntro : texts.ui.sponsorIntro}
      </p>
      {event.isActive ? null : (
        <p
          role="status"
          className="mt-6 flex items-center gap-2 rounded-control border border-danger-600 bg-danger-50 px-4 py-3 font-semibold text-danger-800"
        >
          <Ban aria-hidden="true" className="size-5 shrink-0" />
          {texts.form.notAllowed}
        </p>
      )}
      {/* method="post": were it ever sent without the app, nothing typed would go into an address. */}
      <form
        ref={form}
        method="post"
        aria-labelledby={headingId}
        noValidate
        onSubmit={handleSubmit}
        // The checks' code comes when the visitor starts on the form.
        onFocus={() => void loadFormRules()}
        className="mt-8 max-w-3xl"
      >
        <FieldErrorSummary ref={summaryRef} entries={fieldErrors} />
        {/* SPEC §4: an inactive event's form has every input disabled; a server-rendered one until the app runs. */}
        <fieldset disabled={!event.isActive || !hydrated} className="space-y-10">
          <PersonFields {...sections} />
          {kind === 'sponsor' ? <SponsorFields {...sections} /> : <NotesField {...sections} />}
          <VerificationFields
            {...sections}
            cooldownSeconds={cooldown.secondsLeft}
            sending={sending}
            onSendCode={handleSendCode}
          />
        </fieldset>
        {/* Outside the fieldset: a closed event keeps its Submit, which says why nothing is sent (SPEC §5). */}
        <div className="mt-10 space-y-10">
          <button
            ref={submitRef}
            type="submit"
            disabled={submitting || !hydrated}
            aria-busy={submitting || undefined}
            className="inline-flex items-center gap-2 rounded-control bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
          >
            {submitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {texts.ui.submit}
          </button>
          <FormSafetyNote />
        </div>
      </form>
    </>
  );
}
