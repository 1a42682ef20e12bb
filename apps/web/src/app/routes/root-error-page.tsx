import { useRouteError } from 'react-router';
import { BrandLogo } from '../../lib/layout/brand-logo';
import { MAIN_CONTENT_ID } from '../../lib/layout/skip-link';
import { ErrorMessage } from './route-error-page';

/**
 * Last-resort error boundary on the root route, for errors in a layout itself (or a layout's code
 * failing to load after a deploy). It cannot rely on any layout, so it draws a minimal page.
 */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-content items-center px-4 sm:px-6">
          {/* A full page load: the app's state may be what failed. */}
          <a href="/" className="rounded-control">
            <BrandLogo />
          </a>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <ErrorMessage error={error} />
      </main>
    </div>
  );
}
