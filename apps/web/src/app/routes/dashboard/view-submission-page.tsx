import { PAGE_TITLES } from '@authority/shared/page-titles';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { PagePlaceholder } from '../../../lib/ui/page-placeholder';

/**
 * `/viewSubmission/:id`: an event's submissions. No sign-in as a route (SPEC §2); the data needs a
 * staff session or the event's share link (DESIGN.md 'Accounts and security').
 */
export function ViewSubmissionPage() {
  const { id } = useParams();
  useDocumentTitle(PAGE_TITLES.viewSubmission);
  return (
    <div className="mx-auto w-full max-w-content">
      <h1 className="text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">
        {PAGE_TITLES.viewSubmission}
      </h1>
      <PagePlaceholder>Submissions of event {id}.</PagePlaceholder>
    </div>
  );
}
