/**
 * The 'Continuing education' group of an event (decision 046): credit hours, the certificate's
 * words in both languages, its language rule, whether the evaluation comes first, and the
 * evaluation's questions (rating or text, required or not, in both languages), in order.
 */

import type { EducationStaffTexts } from '@authority/shared/certificate-staff-texts';
import {
  CERTIFICATE_LANGUAGES,
  type EducationSettings,
  type EducationWords,
  type EvaluationQuestion,
  RATING_SCALES,
} from '@authority/shared/certificates';
import { LOCALE_INFO, LOCALES, type Locale } from '@authority/shared/locales';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../lib/http/request';
import { Button } from '../../lib/ui/button';
import { controlClass, FieldError } from '../../lib/ui/field';
import { FormAlert } from '../../lib/ui/form-alert';
import { useSaveEducation } from './api';

const WORD_FIELDS = [
  'accreditingBody',
  'signerName',
  'signerTitle',
] as const satisfies readonly (keyof EducationWords)[];

/** A labelled input of the form, its errors from the server's `errors` under `name`. */
function Input({
  id,
  label,
  value,
  errors,
  onChange,
  lang,
  hint,
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  errors: Readonly<Record<string, readonly string[]>>;
  onChange: (value: string) => void;
  lang?: Locale;
  hint?: string;
  inputMode?: 'decimal';
}) {
  const list = errors[id];
  const described = [hint ? `${id}-hint` : '', list ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className={controlClass}
        value={value}
        lang={lang}
        dir={lang ? LOCALE_INFO[lang].dir : undefined}
        inputMode={inputMode}
        aria-invalid={list ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} errors={list} />
    </div>
  );
}

/** A new question's id: lower-case letters and digits, unique in the event's list. */
const newQuestion = (): EvaluationQuestion => ({
  id: `q-${crypto.randomUUID().slice(0, 8)}`,
  kind: 'rating',
  scale: 'quality',
  required: true,
  words: { en: { prompt: '' }, ar: { prompt: '' } },
});

export function SettingsForm({
  eventId,
  initial,
  t,
  onSaved,
}: {
  eventId: number;
  initial: EducationSettings;
  t: EducationStaffTexts;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState<EducationSettings>(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [failure, setFailure] = useState<string>();
  const save = useSaveEducation(eventId);
  const setWord = (locale: Locale, field: keyof EducationWords, value: string) =>
    setForm((f) => ({ ...f, words: { ...f.words, [locale]: { ...f.words[locale], [field]: value } } }));
  const setQuestion = (index: number, change: (q: EvaluationQuestion) => EvaluationQuestion) =>
    setForm((f) => ({ ...f, questions: f.questions.map((q, i) => (i === index ? change(q) : q)) }));
  const move = (index: number, by: -1 | 1) =>
    setForm((f) => {
      const questions = [...f.questions];
      const [taken] = questions.splice(index, 1);
      if (taken) questions.splice(index + by, 0, taken);
      return { ...f, questions };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    save.mutate(form, {
      onSuccess: (answer) => {
        setErrors({});
        onSaved(answer.message);
      },
      onError: (error) => {
        const apiError = error as ApiError;
        setErrors(apiError.fieldErrors ?? {});
        setFailure(apiError.message);
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>('#education-form [aria-invalid="true"]')?.focus(),
        );
      },
    });
  };

  return (
    <form id="education-form" noValidate onSubmit={submit} className="space-y-8">
      <section aria-labelledby="education-settings" className="space-y-4">
        <h2 id="education-settings" className="text-xl font-semibold">
          {t.settingsTitle}
        </h2>
        <p>{t.settingsIntro}</p>
        <div className="max-w-48">
          <Input
            id="creditHours"
            label={t.creditHours}
            hint={t.creditHoursHelp}
            inputMode="decimal"
            value={form.creditHours}
            errors={errors}
            onChange={(value) => setForm((f) => ({ ...f, creditHours: value }))}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {LOCALES.map((locale) => (
            <fieldset key={locale} className="space-y-3 rounded-control border border-line p-4">
              <legend className="px-1 font-semibold">{t.inLanguage[locale]}</legend>
              {WORD_FIELDS.map((field) => (
                <Input
                  key={field}
                  id={`words.${locale}.${field}`}
                  label={t[field]}
                  lang={locale}
                  value={form.words[locale][field]}
                  errors={errors}
                  onChange={(value) => setWord(locale, field, value)}
                />
              ))}
            </fieldset>
          ))}
        </div>
        <fieldset>
          <legend className="font-semibold">{t.certificateLanguage}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {CERTIFICATE_LANGUAGES.map((rule) => (
              <label key={rule} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="certificateLanguage"
                  checked={form.certificateLanguage === rule}
                  onChange={() => setForm((f) => ({ ...f, certificateLanguage: rule }))}
                  className="size-4 accent-primary-700"
                />
                {t.languages[rule]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={form.evaluationRequired}
            onChange={(event) => setForm((f) => ({ ...f, evaluationRequired: event.target.checked }))}
            className="size-4 accent-primary-700"
          />
          {t.evaluationRequired}
        </label>
      </section>

      <section aria-labelledby="education-questions" className="space-y-4">
        <h2 id="education-questions" className="text-xl font-semibold">
          {t.questionsTitle}
        </h2>
        <p>{t.questionsIntro}</p>
        <ol className="space-y-4">
          {form.questions.map((question, index) => {
            const n = index + 1;
            const base = `questions.${index}`;
            return (
              <li key={question.id} className="rounded-control border border-line p-4">
                <fieldset className="space-y-3">
                  <legend className="font-semibold">{t.question(n)}</legend>
                  <div className="grid gap-3 md:grid-cols-2">
                    {LOCALES.map((locale) => (
                      <Input
                        key={locale}
                        id={`${base}.words.${locale}.prompt`}
                        label={`${t.prompt} (${t.inLanguage[locale]})`}
                        lang={locale}
                        value={question.words[locale].prompt}
                        errors={errors}
                        onChange={(value) =>
                          setQuestion(index, (q) => ({
                            ...q,
                            words: { ...q.words, [locale]: { prompt: value } },
                          }))
                        }
                      />
                    ))}
                  </div>
                  <div className="flex flex-wrap items-end gap-4">
                    <div>
                      <label htmlFor={`${base}.kind`} className="block font-semibold">
                        {t.kind}
                      </label>
                      <select
                        id={`${base}.kind`}
                        className={controlClass}
                        value={question.kind}
                        onChange={(event) =>
                          setQuestion(index, (q) =>
                            event.target.value === 'text'
                              ? { id: q.id, kind: 'text', required: q.required, words: q.words }
                              : {
                                  id: q.id,
                                  kind: 'rating',
                                  scale: 'quality',
                                  required: q.required,
                                  words: q.words,
                                },
                          )
                        }
                      >
                        <option value="rating">{t.kinds.rating}</option>
                        <option value="text">{t.kinds.text}</option>
                      </select>
                    </div>
                    {question.kind === 'rating' ? (
                      <div>
                        <label htmlFor={`${base}.scale`} className="block font-semibold">
                          {t.scale}
                        </label>
                        <select
                          id={`${base}.scale`}
                          className={controlClass}
                          value={question.scale}
                          onChange={(event) =>
                            setQuestion(index, (q) =>
                              q.kind === 'rating'
                                ? { ...q, scale: event.target.value as (typeof RATING_SCALES)[number] }
                                : q,
                            )
                          }
                        >
                          {RATING_SCALES.map((scale) => (
                            <option key={scale} value={scale}>
                              {t.scales[scale]}
                            </option>
                          ))}
                        </select>
                      </div>
                    ) : null}
                    <label className="flex items-center gap-2 pb-2">
                      <input
                        type="checkbox"
                        checked={question.required}
                        onChange={(event) =>
                          setQuestion(index, (q) => ({ ...q, required: event.target.checked }))
                        }
                        className="size-4 accent-primary-700"
                      />
                      {t.requiredAnswer}
                    </label>
                    <div className="ms-auto flex gap-2">
                      <Button
                        variant="secondary"
                        aria-label={t.moveUp(n)}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t.moveDown(n)}
                        disabled={index === form.questions.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t.removeQuestion(n)}
                        onClick={() =>
                          setForm((f) => ({ ...f, questions: f.questions.filter((_, i) => i !== index) }))
                        }
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          onClick={() => setForm((f) => ({ ...f, questions: [...f.questions, newQuestion()] }))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.addQuestion}
        </Button>
      </section>
      <FormAlert message={failure} />
      <Button type="submit" pending={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}
