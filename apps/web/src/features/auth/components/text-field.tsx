import { type ComponentProps, useId } from 'react';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** This field's own error, shown under it and tied to it with aria-describedby. */
  error?: string | undefined;
}

/** A labelled input (label above, error beneath), as BRAND.md 'Dashboard' asks of forms. */
export function TextField({ label, error, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-semibold text-ink">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
