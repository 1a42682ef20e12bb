import type { ReactNode } from 'react';

/** A dashboard screen's <h1>, with its primary action at the top end (docs/BRAND.md 'Dashboard'). */
export function DashboardPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">{title}</h1>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}
