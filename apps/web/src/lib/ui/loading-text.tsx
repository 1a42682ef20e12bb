import { LoaderCircle } from 'lucide-react';

/** A page's loading state: a spinner and what is loading, announced politely. */
export function LoadingText({ children }: { children: string }) {
  return (
    <p role="status" className="mt-8 flex items-center gap-3 text-ink-muted">
      <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin text-primary-700" />
      {children}
    </p>
  );
}
