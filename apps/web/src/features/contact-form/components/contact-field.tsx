import { type ReactNode, useId } from 'react';

/** A label above its control, on the footer's dark ground; the control gets the id. */
export function ContactField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-white">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
