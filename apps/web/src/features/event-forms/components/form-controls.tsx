import { type ReactNode, useId } from 'react';
import { cx } from '../../../lib/cx';

/** The props a control needs to be tied to its hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export const controlClass =
  'mt-1 block w-full rounded-control border border-slate-500 bg-white px-3 py-2 text-ink aria-invalid:border-danger-700 aria-invalid:ring-1 aria-invalid:ring-danger-700 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-600';

function describedBy(ids: Array<string | false>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  return messages.length > 0 ? (
    <p id={id} className="mt-1 text-sm font-semibold text-danger-700">
      {messages.join(' ')}
    </p>
  ) : null;
}

interface FieldProps {
  label: string;
  hint?: string | undefined;
  /** The field's problems (from the checks or the server), shown beneath and tied to the control. */
  errors?: readonly string[] | undefined;
  className?: string | undefined;
  /** Renders the control with the props that tie it to the label, hint and errors. */
  children: (control: ControlProps) => ReactNode;
}

/** A label above its control, an optional hint, and the field's errors beneath. */
export function Field({ label, hint, errors = [], className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy([Boolean(hint) && hintId, errors.length > 0 && errorId]),
        'aria-invalid': errors.length > 0 ? true : undefined,
      })}
      <FieldMessages id={errorId} messages={errors} />
    </div>
  );
}

interface RadioGroupProps {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  className?: string | undefined;
}

/** A set of radio buttons under a legend, with the group's errors beneath. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  errors = [],
  className,
}: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={className} aria-describedby={errors.length > 0 ? errorId : undefined}>
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option} className="inline-flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-5 accent-primary-700"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldMessages id={errorId} messages={errors} />
    </fieldset>
  );
}

/** A group of fields under a heading-like legend. */
export function FormSection({
  legend,
  children,
  className,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cx('grid gap-5 sm:grid-cols-2', className)}>
      <legend className="mb-4 text-lg font-bold text-primary-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
