import type { ReactNode } from 'react';

/**
 * Marks where a later issue builds the real content (walking skeleton). It says what belongs
 * there; delete it when the content lands (`grep -r PagePlaceholder` lists what is left).
 */
export function PagePlaceholder({ children }: { children: ReactNode }) {
  return (
    <div
      data-placeholder=""
      className="mt-6 rounded-card border-2 border-dashed border-slate-300 bg-surface-muted px-5 py-8 text-ink-muted"
    >
      {children}
    </div>
  );
}
