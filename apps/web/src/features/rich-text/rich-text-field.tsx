import { lazy, Suspense } from 'react';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { FieldError, FieldHint, useFieldIds } from '../../lib/ui/field';

// Tiptap and ProseMirror are the biggest piece of the dashboard: fetched with the first form
// that has an HTML description, never with the table or any other screen.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** A labelled rich-text description (label above, error beneath), like the other fields. */
export function RichTextField({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  lang,
  dir,
}: {
  /** The language of the text (an Arabic field is `ar`, right to left). */
  lang?: string | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
  label: string;
  hint?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  const t = useStaffTexts();
  const ids = useFieldIds(undefined, hint, error);
  const labelId = `${ids.inputId}-label`;
  return (
    <div>
      <span id={labelId} className="block font-semibold text-ink">
        {label}
      </span>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <div>
        <Suspense
          fallback={
            <p
              role="status"
              className="mt-1 rounded-control border border-slate-300 px-3 py-8 text-ink-muted"
            >
              {t.richText.loading}
            </p>
          }
        >
          <RichTextEditor
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            labelId={labelId}
            label={label}
            describedBy={ids.control['aria-describedby']}
            invalid={Boolean(error)}
            texts={t}
            lang={lang}
            dir={dir}
          />
        </Suspense>
      </div>
      <FieldError id={ids.errorId} errors={error} />
    </div>
  );
}
