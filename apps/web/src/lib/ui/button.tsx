import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '../cx';

const VARIANTS = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800',
  secondary: 'border border-primary-700 bg-white text-primary-700 hover:bg-primary-50',
  danger: 'bg-danger-700 text-white hover:bg-danger-800',
} as const;

export const buttonClass = (variant: keyof typeof VARIANTS = 'primary') =>
  cx(
    'inline-flex items-center justify-center gap-2 rounded-control px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-70',
    VARIANTS[variant],
  );

interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS;
  /** Shows a spinner and disables the button while its action runs. */
  pending?: boolean;
}

export function Button({ variant, pending = false, className, children, disabled, ...button }: ButtonProps) {
  return (
    <button
      type="button"
      className={cx(buttonClass(variant), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...button}
    >
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
