import { type ComponentProps, useId } from 'react';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** This field's own error, shown under it and tied to it with aria-describedby. */
  error?: string | undefined;
  /** A short help text under the label, tied to the input too. */
  hint?: string | undefined;
}

/** A labelled input (label above, error beneath), as BRAND.md 'Dashboard' asks of forms. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block w-full rounded-control border border-slate-500 bg-white px-3 py-2 text-ink aria-invalid:border-danger-700"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
