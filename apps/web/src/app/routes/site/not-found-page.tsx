import { PAGE_TITLES } from '@authority/shared/page-titles';
import { ROUTES } from '@authority/shared/routes';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { landingSection } from '../../../lib/landing-sections';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

const linkClass = 'font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900';

/** Any address no route matches, and any page that answers 404. */
export function NotFoundPage() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return (
    <PageContainer>
      <PageTitle>{PAGE_TITLES.notFound}</PageTitle>
      <p className="mt-4 max-w-prose text-lg">
        We could not find the page you asked for. If you typed the address, check it is correct. The page may
        also have been moved or removed.
      </p>
      <ul className="mt-6 list-inside list-disc space-y-2">
        <li>
          <Link to={ROUTES.home} className={linkClass}>
            Go to the home page
          </Link>
        </li>
        <li>
          <Link to={ROUTES.allNews} className={linkClass}>
            Read the latest news
          </Link>
        </li>
        <li>
          <Link to={`/#${landingSection('footer').id}`} className={linkClass}>
            Contact us
          </Link>
        </li>
      </ul>
    </PageContainer>
  );
}
