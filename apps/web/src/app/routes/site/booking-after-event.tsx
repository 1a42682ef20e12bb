/**
 * The booking page after the event (decision 046), for a person checked in: the evaluation (sent
 * once), the certificate to download, and the one correction of the name on it. Nothing shows for
 * anyone else: the call answers `afterEvent: null`.
 */
import {
  AFTER_EVENT_TEXTS,
  type AfterEventState,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_PATHS,
  CERTIFICATE_TEXTS,
  EVALUATION_TEXT_MAX,
  type EvaluationAnswers,
  type EvaluationQuestion,
  ratingWords,
} from '@authority/shared/certificates';
import type { Locale } from '@authority/shared/locales';
import { BOOKING_TOKEN_HEADER } from '@authority/shared/tickets';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { request } from '../../../lib/http/request';
import { fileNameOf, saveFile } from '../../../lib/staff-ui/save-file';
import { Button } from '../../../lib/ui/button';
import { controlClass, FieldError, TextAreaField, TextField } from '../../../lib/ui/field';

const messageOf = (body: unknown, fallback: string) =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : fallback;

const errorsOf = (body: unknown): Record<string, string[]> => {
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {};
};

/** A booking call's POST: its answer's message and the new state, or why it failed (no answer: undefined). */
async function postBooking(path: string, headers: Record<string, string>, body: unknown) {
  const answer = await request(path, { method: 'POST', headers, keysAsSent: true, body }).catch(
    () => undefined,
  );
  return answer?.ok
    ? { ok: true as const, ...(answer.body as { message: string; state: AfterEventState | null }) }
    : { ok: false as const, body: answer?.body };
}

export function AfterEventPanel({
  token,
  locale,
  dateOf,
}: {
  token: string;
  locale: Locale;
  dateOf: (iso: string) => string;
}) {
  const [state, setState] = useState<AfterEventState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headers = { [BOOKING_TOKEN_HEADER]: token };

  const load = (signal?: AbortSignal) =>
    request(CERTIFICATE_PATHS.bookingAfterEvent, { headers, signal, keysAsSent: true }).then(
      (answer) => {
        if (answer.ok) setState((answer.body as { afterEvent: AfterEventState | null }).afterEvent);
      },
      () => {},
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per token and language.
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [token, locale]);

  if (!state) return null;
  const t = AFTER_EVENT_TEXTS[locale];
  const evaluation = state.evaluation;
  const showForm = evaluation !== null && !evaluation.sent && !evaluation.closed;
  const after = (message: string, next: AfterEventState | null) => {
    setNotice(message);
    setState(next);
  };
  return (
    <div className="mt-10 space-y-8">
      {notice ? (
        <p role="status" className="rounded-control bg-success-50 p-4 font-semibold text-success-800">
          {notice}
        </p>
      ) : null}
      {showForm ? (
        <EvaluationForm
          state={state}
          questions={evaluation.questions}
          locale={locale}
          headers={headers}
          onSent={after}
        />
      ) : null}
      {evaluation && !evaluation.sent && evaluation.closed ? <p>{t.evaluationClosed}</p> : null}
      {state.certificateReady ? (
        <CertificateSection
          state={state}
          locale={locale}
          headers={headers}
          dateOf={dateOf}
          onChanged={after}
        />
      ) : null}
    </div>
  );
}

function EvaluationForm({
  state,
  questions,
  locale,
  headers,
  onSent,
}: {
  state: AfterEventState;
  questions: EvaluationQuestion[];
  locale: Locale;
  headers: Record<string, string>;
  onSent: (message: string, next: AfterEventState | null) => void;
}) {
  const t = AFTER_EVENT_TEXTS[locale];
  const [answers, setAnswers] = useState<EvaluationAnswers>({});
  const [name, setName] = useState(state.certificateName);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // An answer given clears its question's complaint at once.
  const giveAnswer = (id: string, value: number | string) => {
    setAnswers((all) => ({ ...all, [id]: value }));
    setErrors(({ [`answers.${id}`]: _answered, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same check as the server's, so the person sees every missing answer at once.
    const missing = questions.filter((q) => {
      const value = answers[q.id];
      return (
        q.required &&
        (q.kind === 'rating' ? typeof value !== 'number' : typeof value !== 'string' || !value.trim())
      );
    });
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((q) => [`answers.${q.id}`, [t.answerMissing]])));
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setPending(true);
    setFailure(null);
    const answer = await postBooking(CERTIFICATE_PATHS.bookingEvaluation, headers, {
      answers,
      ...(state.nameCorrectable && name.trim() ? { certificateName: name.trim() } : {}),
    });
    setPending(false);
    if (answer.ok) {
      onSent(answer.message, answer.state);
      return;
    }
    setErrors(errorsOf(answer.body));
    setFailure(messageOf(answer.body, t.answerMissing));
  };

  return (
    <section aria-labelledby="evaluation-heading">
      <h2 id="evaluation-heading" className="text-xl font-semibold">
        {t.evaluationTitle}
      </h2>
      <p className="mt-2">{t.evaluationIntro}</p>
      {state.evaluation?.required ? <p className="mt-2 font-semibold">{t.evaluationRequiredNote}</p> : null}
      <form ref={formRef} noValidate onSubmit={submit} className="mt-6 space-y-6">
        {questions.map((question) =>
          question.kind === 'rating' ? (
            <RatingQuestion
              key={question.id}
              question={question}
              locale={locale}
              value={answers[question.id]}
              errors={errors[`answers.${question.id}`]}
              onChange={(value) => giveAnswer(question.id, value)}
            />
          ) : (
            <TextAreaField
              key={question.id}
              label={`${question.words[locale].prompt}${question.required ? ` (${t.required})` : ''}`}
              error={errors[`answers.${question.id}`]?.join(' ')}
              value={typeof answers[question.id] === 'string' ? String(answers[question.id]) : ''}
              maxLength={EVALUATION_TEXT_MAX}
              rows={3}
              onChange={(event) => giveAnswer(question.id, event.target.value)}
            />
          ),
        )}
        {state.nameCorrectable ? (
          <TextField
            label={t.nameLabel}
            hint={t.nameHelp}
            value={name}
            maxLength={CERTIFICATE_NAME_MAX}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
          />
        ) : null}
        {failure ? (
          <p role="alert" className="font-semibold text-danger-700">
            {failure}
          </p>
        ) : null}
        <Button type="submit" pending={pending}>
          {pending ? t.sending : t.send}
        </Button>
      </form>
    </section>
  );
}

function RatingQuestion({
  question,
  locale,
  value,
  errors,
  onChange,
}: {
  question: Extract<EvaluationQuestion, { kind: 'rating' }>;
  locale: Locale;
  value: number | string | undefined;
  errors: string[] | undefined;
  onChange: (value: number) => void;
}) {
  const t = AFTER_EVENT_TEXTS[locale];
  const id = useId();
  const errorId = `${id}-error`;
  const words = ratingWords(locale, question.scale);
  return (
    <fieldset aria-describedby={errors ? errorId : undefined}>
      <legend className="font-semibold">
        {question.words[locale].prompt}
        {question.required ? ` (${t.required})` : ''}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {words.map((word, index) => {
          const point = index + 1;
          return (
            <label
              key={word}
              className="flex min-w-28 flex-1 cursor-pointer items-center gap-2 rounded-control border border-slate-400 px-3 py-2 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-700"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={point}
                checked={value === point}
                aria-invalid={errors && index === 0 ? true : undefined}
                onChange={() => onChange(point)}
                className="size-4 accent-primary-700"
              />
              <span>
                <span className="font-semibold">{point}</span> {word}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}

function CertificateSection({
  state,
  locale,
  headers,
  dateOf,
  onChanged,
}: {
  state: AfterEventState;
  locale: Locale;
  headers: Record<string, string>;
  dateOf: (iso: string) => string;
  onChanged: (message: string, next: AfterEventState | null) => void;
}) {
  const t = AFTER_EVENT_TEXTS[locale];
  const [correcting, setCorrecting] = useState(false);
  const [name, setName] = useState(state.certificateName);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const certificate = state.certificate;

  useEffect(() => {
    if (correcting) nameRef.current?.focus();
  }, [correcting]);

  const download = async () => {
    setDownloadError(null);
    const answer = await request(CERTIFICATE_PATHS.bookingPdf, { headers, download: true }).catch(
      () => undefined,
    );
    if (!answer?.ok || !(answer.body instanceof Blob)) {
      setDownloadError(messageOf(answer?.body, t.certificateGone));
      return;
    }
    saveFile(
      answer.body,
      fileNameOf(answer, CERTIFICATE_TEXTS[locale].fileName(certificate?.serial ?? 'attendance')),
    );
  };

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || name.trim().length > CERTIFICATE_NAME_MAX) {
      setError(t.nameInvalid);
      return;
    }
    setPending(true);
    const answer = await postBooking(CERTIFICATE_PATHS.bookingName, headers, { fullName: name.trim() });
    setPending(false);
    if (answer.ok) {
      setCorrecting(false);
      onChanged(answer.message, answer.state);
      return;
    }
    setError(messageOf(answer.body, t.nameInvalid));
  };

  return (
    <section aria-labelledby="certificate-heading">
      <h2 id="certificate-heading" className="text-xl font-semibold">
        {t.certificateTitle}
      </h2>
      {certificate?.revokedAt ? (
        <p className="mt-2">{t.certificateRevoked}</p>
      ) : (
        <>
          <p className="mt-2">{t.certificateReadyText}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">{t.nameLabel}</dt>
            <dd>{state.certificateName}</dd>
            {certificate ? (
              <>
                <dt className="font-semibold">{t.serial}</dt>
                <dd dir="ltr" className="text-start font-mono" data-testid="certificate-serial">
                  {certificate.serial}
                </dd>
                <dt className="font-semibold">{CERTIFICATE_TEXTS[locale].issuedOn}</dt>
                <dd>{dateOf(certificate.issuedAt)}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={download}>{t.download}</Button>
            {state.nameCorrectable && !correcting ? (
              <Button variant="secondary" onClick={() => setCorrecting(true)}>
                {t.correctName}
              </Button>
            ) : null}
          </div>
          {downloadError ? (
            <p role="alert" className="mt-2 font-semibold text-danger-700">
              {downloadError}
            </p>
          ) : null}
          {correcting ? (
            <form
              noValidate
              onSubmit={saveName}
              className="mt-4 space-y-3 rounded-control border border-slate-300 p-4"
            >
              <p>{t.correctNameOnce}</p>
              <label className="block font-semibold" htmlFor="certificate-name">
                {t.nameLabel}
              </label>
              <input
                ref={nameRef}
                id="certificate-name"
                className={controlClass}
                value={name}
                maxLength={CERTIFICATE_NAME_MAX}
                autoComplete="name"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'certificate-name-error' : undefined}
                onChange={(event) => setName(event.target.value)}
              />
              <FieldError id="certificate-name-error" errors={error} />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" pending={pending}>
                  {t.correctNameSave}
                </Button>
                <Button variant="secondary" onClick={() => setCorrecting(false)}>
                  {t.correctNameCancel}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
