import { CircleAlert } from 'lucide-react';
import { useFormTexts } from '../../../lib/i18n/texts';
import type { FieldErrorEntry } from '../api/post-event-form';
import { fieldUiLabels, isFieldName } from '../form-values';

/**
 * SPEC §8: after a failed submit, the server's field errors, each as the field's name with its
 * messages. Inside a live region that is always present, so the list is announced when it comes.
 */
export function FieldErrorSummary({ entries }: { entries: readonly FieldErrorEntry[] }) {
  const texts = useFormTexts();
  const labels = fieldUiLabels(texts.ui);
  return (
    <div aria-live="assertive" className="empty:hidden">
      {entries.length > 0 ? (
        <div className="rounded-card border-2 border-danger-700 bg-danger-50 p-4 text-danger-800">
          <p className="flex items-center gap-2 font-bold">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {texts.ui.fieldErrorsHeading}
          </p>
          <ul className="mt-2 list-disc space-y-1 ps-6">
            {entries.map(({ field, messages }) => (
              <li key={field}>
                <span className="font-semibold">{isFieldName(field) ? labels[field] : field}:</span>{' '}
                {messages.join(' ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
