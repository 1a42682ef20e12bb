import { LoaderCircle } from 'lucide-react';
import { useTexts } from '../i18n/texts';

/** Full-screen loading state while the first page's code arrives (the router's HydrateFallback). */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-ink-muted">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary-700" />
      <span>{useTexts().layout.loading}</span>
    </div>
  );
}
