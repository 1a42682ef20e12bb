/**
 * The one labelled field of the site and the dashboard: a label above its control, an optional
 * hint, and the field's errors beneath, tied to the control with aria-describedby and
 * aria-invalid. Text inputs, text areas, selects, combo boxes and rich text all render inside it.
 */
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../cx';

/** The props a control needs to be tied to its label, hint and errors. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export const controlClass =
  'mt-1 block w-full rounded-control border border-slate-500 bg-white px-3 py-2 text-ink aria-invalid:border-danger-700 aria-invalid:ring-1 aria-invalid:ring-danger-700 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-600';

/** A field's problems: one text, several, or none. */
type Errors = string | readonly string[] | undefined;

const errorList = (errors: Errors): readonly string[] =>
  errors === undefined ? [] : typeof errors === 'string' ? (errors ? [errors] : []) : errors;

/** The ids a field's hint and error texts get, and the control props naming those shown. */
export function useFieldIds(id: string | undefined, hint: unknown, errors: Errors) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = errorList(errors).length > 0;
  const control: ControlProps = {
    id: inputId,
    'aria-describedby': [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': invalid ? true : undefined,
  };
  return { inputId, hintId, errorId, control };
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-ink-muted">
      {children}
    </p>
  );
}

export function FieldError({ id, errors }: { id: string; errors: Errors }) {
  const list = errorList(errors);
  return list.length > 0 ? (
    <p id={id} className="mt-1 text-sm font-semibold text-danger-700">
      {list.join(' ')}
    </p>
  ) : null;
}

interface FieldProps {
  label: string;
  hint?: string | undefined;
  /** The field's problems (from the checks or the server), shown beneath and tied to the control. */
  errors?: Errors;
  /** The control's id, when something else must name it; a generated one otherwise. */
  id?: string | undefined;
  /** `inverse` on a dark ground (the footer's contact form). */
  tone?: 'default' | 'inverse';
  className?: string | undefined;
  /** Renders the control with the props that tie it to the label, hint and errors. */
  children: (control: ControlProps) => ReactNode;
}

export function Field({ label, hint, errors, id, tone = 'default', className, children }: FieldProps) {
  const ids = useFieldIds(id, hint, errors);
  return (
    <div className={className}>
      <label
        htmlFor={ids.inputId}
        className={cx('block font-semibold', tone === 'inverse' ? 'text-white' : 'text-ink')}
      >
        {label}
      </label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {children(ids.control)}
      <FieldError id={ids.errorId} errors={errors} />
    </div>
  );
}

interface FieldShellProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
}

/** A labelled input. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  ...input
}: FieldShellProps & ComponentProps<'input'>) {
  return (
    <Field label={label} hint={hint} errors={error} id={id} className={className}>
      {(control) => <input {...control} className={controlClass} {...input} />}
    </Field>
  );
}

/** A labelled multi-line text. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  ...textarea
}: FieldShellProps & ComponentProps<'textarea'>) {
  return (
    <Field label={label} hint={hint} errors={error} id={id} className={className}>
      {(control) => <textarea rows={5} {...control} className={controlClass} {...textarea} />}
    </Field>
  );
}

/** A labelled choice from a list. */
export function SelectField({
  label,
  hint,
  error,
  options,
  id,
  className,
  ...select
}: FieldShellProps & ComponentProps<'select'> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field label={label} hint={hint} errors={error} id={id} className={className}>
      {(control) => (
        <select {...control} className={controlClass} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * An on/off setting: a checkbox with the switch role (space toggles it, screen readers say
 * "on"/"off"), drawn as a switch, its label beside it.
 */
export function SwitchField({
  label,
  hint,
  error,
  id,
  className,
  ...input
}: FieldShellProps & Omit<ComponentProps<'input'>, 'type'>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('flex items-start gap-3', className)}>
      <input
        {...ids.control}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is the switch's aria-checked (ARIA in HTML).
        role="switch"
        // The knob is a background circle (no pseudo-element: inputs do not draw them everywhere).
        className="mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-slate-500 bg-slate-200 bg-[radial-gradient(circle_closest-side,var(--color-slate-600)_75%,transparent_80%)] bg-size-[1.25rem_1.25rem] bg-position-[left_0.0625rem_center] bg-no-repeat checked:border-primary-700 checked:bg-primary-700 checked:bg-[radial-gradient(circle_closest-side,var(--color-white)_75%,transparent_80%)] checked:bg-position-[right_0.0625rem_center] disabled:cursor-not-allowed disabled:opacity-60 motion-safe:transition-[background-position,background-color] rtl:bg-position-[right_0.0625rem_center] rtl:checked:bg-position-[left_0.0625rem_center]"
        {...input}
      />
      <div>
        <label htmlFor={ids.inputId} className="cursor-pointer font-semibold text-ink">
          {label}
        </label>
        {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
        <FieldError id={ids.errorId} errors={error} />
      </div>
    </div>
  );
}
