import type { ReactNode } from 'react';

/** The content column of a public page: ~1200 px wide, with the page gutters. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6 lg:py-16">{children}</div>;
}

/** The page's single <h1>. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="section-title">{children}</h1>;
}
