import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../../../lib/cx';

/** The ids a field's help and error texts get, and the aria-describedby naming those shown. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-ink-muted">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-danger-700">
      {message}
    </p>
  ) : null;
}

const controlClass =
  'mt-1 block w-full rounded-control border border-slate-500 bg-white px-3 py-2 text-ink aria-invalid:border-danger-700';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled multi-line text (label above, error beneath), like TextField. */
export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={ids.inputId} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <textarea
        id={ids.inputId}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClass}
        {...textarea}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

export function SelectField({ label, options, error, id, className, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, undefined, error);
  return (
    <div className={className}>
      <label htmlFor={ids.inputId} className="block font-semibold text-ink">
        {label}
      </label>
      <select
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

interface SwitchFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/**
 * An on/off setting: a checkbox with the switch role (space toggles it, screen readers say
 * "on"/"off"), drawn as a switch.
 */
export function SwitchField({ label, hint, error, id, className, ...input }: SwitchFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('flex items-start gap-3', className)}>
      <input
        id={ids.inputId}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is the switch's aria-checked (ARIA in HTML).
        role="switch"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        // The knob is a background circle (no pseudo-element: inputs do not draw them everywhere).
        className="mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-slate-500 bg-slate-200 bg-[radial-gradient(circle_closest-side,var(--color-slate-600)_75%,transparent_80%)] bg-size-[1.25rem_1.25rem] bg-position-[left_0.0625rem_center] bg-no-repeat checked:border-primary-700 checked:bg-primary-700 checked:bg-[radial-gradient(circle_closest-side,var(--color-white)_75%,transparent_80%)] checked:bg-position-[right_0.0625rem_center] disabled:cursor-not-allowed disabled:opacity-60 motion-safe:transition-[background-position,background-color] rtl:bg-position-[right_0.0625rem_center] rtl:checked:bg-position-[left_0.0625rem_center]"
        {...input}
      />
      <div>
        <label htmlFor={ids.inputId} className="cursor-pointer font-semibold text-ink">
          {label}
        </label>
        {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
        <FieldError id={ids.errorId} message={error} />
      </div>
    </div>
  );
}
