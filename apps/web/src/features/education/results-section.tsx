/**
 * The evaluation's results (decision 046): the response rate, each rating question's average and
 * its spread as a bar chart (each bar's count in words too, so a screen reader hears the chart),
 * the free texts as a list, and the answers as a CSV. No names anywhere.
 */

import type { EducationStaffTexts } from '@authority/shared/certificate-staff-texts';
import { CERTIFICATE_PATHS, type EvaluationResults, ratingWords } from '@authority/shared/certificates';
import type { Locale } from '@authority/shared/locales';
import { useState } from 'react';
import type { ApiError } from '../../lib/http/request';
import { Button } from '../../lib/ui/button';
import { FormAlert } from '../../lib/ui/form-alert';
import { downloadStaffFile } from './api';

export function ResultsSection({
  eventId,
  results,
  locale,
  t,
  format,
}: {
  eventId: number;
  results: EvaluationResults;
  locale: Locale;
  t: EducationStaffTexts;
  /** A number as the staff language writes it. */
  format: (value: number) => string;
}) {
  const [failure, setFailure] = useState<string>();
  const percent = results.attendees ? Math.round((results.responses / results.attendees) * 100) : 0;
  return (
    <section aria-labelledby="education-results" className="space-y-4">
      <h2 id="education-results" className="text-xl font-semibold">
        {t.resultsTitle}
      </h2>
      <p>
        {t.responseRate(results.responses, results.attendees, percent)} · {t.anonymous}
      </p>
      {results.responses ? (
        <Button
          variant="secondary"
          onClick={() =>
            downloadStaffFile(CERTIFICATE_PATHS.resultsCsv(eventId), 'evaluations.csv').catch(
              (error: ApiError) => setFailure(error.message),
            )
          }
        >
          {t.csv}
        </Button>
      ) : null}
      <FormAlert message={failure} />
      <ol className="space-y-6">
        {results.questions.map((question) => (
          <li key={question.id} className="rounded-control border border-line p-4">
            <h3 className="font-semibold">{question.prompt}</h3>
            <p className="text-sm text-ink-muted">
              {question.answered ? t.answered(question.answered) : t.noAnswers}
            </p>
            {question.kind === 'rating' ? (
              <figure className="mt-3">
                <figcaption className="font-semibold" data-testid={`average-${question.id}`}>
                  {question.average === null ? t.noAnswers : t.average(format(question.average))}
                </figcaption>
                <ul aria-label={t.distribution(question.prompt)} className="mt-2 space-y-1">
                  {ratingWords(locale, question.scale).map((word, index) => {
                    const count = question.distribution[index] ?? 0;
                    const width = question.answered ? Math.round((count / question.answered) * 100) : 0;
                    return (
                      <li
                        key={word}
                        className="grid grid-cols-[minmax(7rem,12rem)_1fr_2.5rem] items-center gap-2"
                      >
                        <span className="text-sm">
                          {index + 1} · {word}
                        </span>
                        <span aria-hidden="true" className="h-4 rounded-sm bg-slate-100">
                          <span
                            className="block h-4 rounded-sm bg-primary-700"
                            style={{ width: `${width}%` }}
                          />
                        </span>
                        <span className="text-end text-sm tabular-nums">
                          <span className="sr-only">{t.count(word, count)}</span>
                          <span aria-hidden="true">{format(count)}</span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </figure>
            ) : question.texts.length ? (
              <ul className="mt-3 list-disc space-y-1 ps-6">
                {question.texts.map((text, index) => (
                  // Texts repeat ('None'): their place in the list tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
                  <li key={index}>{text}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
