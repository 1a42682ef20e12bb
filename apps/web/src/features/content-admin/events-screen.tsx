import { EDUCATION_TEXTS_BY_LOCALE } from '@authority/shared/certificate-staff-texts';
import type { Event } from '@authority/shared/content';
import { ROUTES } from '@authority/shared/routes';
import { GraduationCap, Link2, Users } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useStaffLocale, useStaffTexts } from '../../lib/i18n/staff-texts';
import { ShareLinkDialog } from '../submissions';
import { ContentScreen } from './content-screen';
import { eventsAdmin } from './resources/events';

/** The events screen: the content screen, plus each event's submissions and its share link. */
export function EventsScreen({ header }: { header: (primaryAction: ReactNode) => ReactNode }) {
  const t = useStaffTexts();
  const education = EDUCATION_TEXTS_BY_LOCALE[useStaffLocale()];
  const admin = useMemo(() => eventsAdmin(t), [t]);
  const [sharing, setSharing] = useState<Event>();
  // The row menu the dialog was opened from: focus goes back to it.
  const [menuId, setMenuId] = useState<string>();
  return (
    <>
      <ContentScreen
        admin={admin}
        header={header}
        extraActions={(row, triggerId) => [
          { label: t.eventAdmin.viewSubmissions, Icon: Users, to: ROUTES.viewSubmission(row.id) },
          { label: education.menuItem, Icon: GraduationCap, to: ROUTES.dashboardEducationOf(row.id) },
          {
            label: t.eventAdmin.shareLink,
            Icon: Link2,
            onSelect: () => {
              setMenuId(triggerId);
              setSharing(row);
            },
          },
        ]}
      />
      <ShareLinkDialog
        event={sharing}
        onClose={() => setSharing(undefined)}
        returnFocusTo={() => (menuId ? document.getElementById(menuId) : null)}
      />
    </>
  );
}
