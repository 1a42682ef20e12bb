import { CircleAlert } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useFormTexts } from '../../../lib/i18n/texts';
import type { FieldErrorEntry } from '../api/post-event-form';
import { fieldId, fieldUiLabels, isFieldName } from '../form-values';

/** Moves to a field from its summary line: focused, and scrolled into view below the sticky header. */
function goTo(field: string) {
  const control = document.getElementById(fieldId(field as never));
  if (!control) return;
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: 'center' });
}

/**
 * The error summary at the top of the form: every field the checks or the server (SPEC §8: each
 * field's name with its messages) found a problem with, each a link to its field. The form moves
 * the focus here when there is no dialog to say it.
 */
export const FieldErrorSummary = forwardRef<HTMLElement, { entries: readonly FieldErrorEntry[] }>(
  function FieldErrorSummary({ entries }, ref) {
    const texts = useFormTexts();
    const labels = fieldUiLabels(texts.ui);
    const headingId = useId();
    if (entries.length === 0) return null;
    return (
      <section
        ref={ref}
        tabIndex={-1}
        aria-labelledby={headingId}
        className="mb-8 rounded-card border-2 border-danger-700 bg-danger-50 p-4 text-danger-800"
      >
        <h3 id={headingId} className="flex items-center gap-2 font-bold">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {texts.ui.fieldErrorsHeading}
        </h3>
        <ul className="mt-2 list-disc space-y-1 ps-6">
          {entries.map(({ field, messages }) => (
            <li key={field}>
              {isFieldName(field) ? (
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(field);
                  }}
                  className="font-semibold underline underline-offset-4"
                >
                  {labels[field]}: {messages.join(' ')}
                </a>
              ) : (
                <>
                  <span className="font-semibold">{field}:</span> {messages.join(' ')}
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
    );
  },
);
