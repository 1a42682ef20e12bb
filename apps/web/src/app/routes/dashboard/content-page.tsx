import { CONTENT_TYPES, type ContentKey } from '@authority/shared/content-types';
import { type ComponentType, useMemo } from 'react';
import { CONTENT_ADMINS, ContentScreen } from '../../../features/content-admin';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DashboardPageHeader } from './dashboard-page-header';

/** `/dashboard/{child}` of a content type (SPEC §2): its table and form, from the content registry. */
export function ContentPage({ contentKey }: { contentKey: ContentKey }) {
  const t = useStaffTexts();
  const title = t.pageTitles[CONTENT_TYPES[contentKey].dashboardChild];
  useDocumentTitle(title);
  const admin = useMemo(() => CONTENT_ADMINS[contentKey](t), [contentKey, t]);
  return (
    <ContentScreen
      // Remounts on a change of type, so no state (search, dialog) carries over to another screen.
      key={contentKey}
      admin={admin}
      header={(primaryAction) => <DashboardPageHeader title={title} actions={primaryAction} />}
    />
  );
}

const pages = new Map<ContentKey, ComponentType>();

/** The route component of one content type's page (one per key, so React keeps its identity). */
export function contentPageFor(contentKey: ContentKey): ComponentType {
  let page = pages.get(contentKey);
  if (!page) {
    page = () => <ContentPage contentKey={contentKey} />;
    pages.set(contentKey, page);
  }
  return page;
}
