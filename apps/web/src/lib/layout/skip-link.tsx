import type { MouseEvent } from 'react';
import { useTexts } from '../i18n/texts';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * First focusable element of every layout. Focuses <main> directly instead of following the
 * fragment, so the URL (which the router owns) keeps no `#main-content`.
 */
export function SkipLink() {
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      className="sr-only-focusable fixed start-4 top-4 z-50 rounded-control bg-primary-700 px-4 py-3 font-semibold text-white shadow-card"
    >
      {useTexts().layout.skipToMain}
    </a>
  );
}
