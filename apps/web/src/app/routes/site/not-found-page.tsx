import { ROUTES } from '@authority/shared/routes';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocalize } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/texts';
import { landingSection } from '../../../lib/landing-sections';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

const linkClass = 'font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900';

/** Any address no route matches, and any page that answers 404. */
export function NotFoundPage() {
  const texts = useTexts();
  const localize = useLocalize();
  useDocumentTitle(texts.pageTitles.notFound);
  return (
    <PageContainer>
      <PageTitle>{texts.pageTitles.notFound}</PageTitle>
      <p className="mt-4 max-w-prose text-lg">{texts.notFound.explanation}</p>
      <ul className="mt-6 list-inside list-disc space-y-2">
        <li>
          <Link to={localize(ROUTES.home)} className={linkClass}>
            {texts.notFound.goHome}
          </Link>
        </li>
        <li>
          <Link to={localize(ROUTES.allNews)} className={linkClass}>
            {texts.notFound.latestNews}
          </Link>
        </li>
        <li>
          <Link to={localize(`/#${landingSection('footer').id}`)} className={linkClass}>
            {texts.notFound.contactUs}
          </Link>
        </li>
      </ul>
    </PageContainer>
  );
}
