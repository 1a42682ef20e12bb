import { THANK_YOU_REDIRECT_MS } from '@authority/shared/constants';
import { ROUTES } from '@authority/shared/routes';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { prefersReducedMotion } from '../../../lib/a11y/use-reduced-motion';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocalize } from '../../../lib/i18n/locale';
import { usePagesTexts, useTexts } from '../../../lib/i18n/texts';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

const SECOND_MS = 1_000;

/**
 * `/thank-you` (SPEC §2, §4): after a registration or sponsor submission. Confetti (loaded only
 * here, and not under reduced motion) and a visible 10 s countdown, then the home page.
 */
export function ThankYouPage() {
  const pageTexts = usePagesTexts();
  const localize = useLocalize();
  const texts = useTexts();
  useDocumentTitle(texts.pageTitles.thankYou);
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(THANK_YOU_REDIRECT_MS / SECOND_MS);

  useEffect(() => {
    if (secondsLeft <= 0) {
      navigate(localize(ROUTES.home), { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft(secondsLeft - 1), SECOND_MS);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, navigate, localize]);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled) return;
        // No worker: the default one starts from a blob: URL, which the CSP (script-src 'self') refuses.
        const fire = confetti.create(undefined, { resize: true, useWorker: false });
        fire({ particleCount: 140, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
      })
      // Confetti is decoration: if it cannot load or draw, the page is still the thank-you page.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <PageContainer>
      <div className="mx-auto max-w-prose text-center">
        <CircleCheck aria-hidden="true" className="mx-auto mb-6 size-16 text-success-700" />
        <PageTitle>{texts.pageTitles.thankYou}</PageTitle>
        <p className="mt-4 text-lg">{pageTexts.thankYou.message}</p>
        <p role="timer" className="mt-6 text-lg font-semibold text-primary-800">
          {pageTexts.thankYou.countdown(secondsLeft)}
        </p>
        <Link
          to={localize(ROUTES.home)}
          replace
          className="mt-8 inline-flex rounded-control bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {pageTexts.thankYou.goHome}
        </Link>
      </div>
    </PageContainer>
  );
}
