import { type ReactNode, useId } from 'react';
import { cx } from '../../../lib/cx';
import { FieldError } from '../../../lib/ui/field';

interface RadioGroupProps {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  className?: string | undefined;
  /** What each option shows, when it is not the value itself (another language's label). */
  labelOf?: (option: string) => string | undefined;
  /** The first radio button's id: what an error summary links to. */
  id?: string;
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
  labelOf,
  id: firstId,
}: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  return (
    <fieldset className={className} aria-describedby={invalid ? errorId : undefined}>
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, position) => (
          <label key={option} className="inline-flex cursor-pointer items-center gap-2">
            <input
              id={position === 0 ? firstId : undefined}
              aria-invalid={invalid || undefined}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-5 accent-primary-700"
            />
            {labelOf?.(option) ?? option}
          </label>
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
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
