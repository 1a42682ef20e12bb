import type { ReactNode } from 'react';

/** The centred card holding a staff form (sign in, create account). */
export function StaffCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-card bg-surface p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-primary-900">{title}</h1>
      {children}
    </div>
  );
}
