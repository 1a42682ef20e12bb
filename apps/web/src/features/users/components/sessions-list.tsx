import type { SessionRow } from '@authority/shared/accounts';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import { useId } from 'react';
import { staffWords } from '../../../lib/i18n/staff-messages';
import { getStaffLocale, staffIntlLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { showAlert, showToast } from '../../../lib/ui/alerts';
import { Button } from '../../../lib/ui/button';
import { type Column, DataTable } from '../../../lib/ui/data-table';
import { QueryView } from '../../../lib/ui/states';
import { stillSignedIn } from '../../auth';
import { useEndSessions, useSessions } from '../api/own-account';

/** In the browser's own format in English; in another staff language, in that language's. */
const when = (iso: string) =>
  new Date(iso).toLocaleString(getStaffLocale() === 'en' ? undefined : staffIntlLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

const COLUMNS = (t: StaffTexts): readonly Column<SessionRow>[] => [
  {
    id: 'device',
    header: t.sessions.device,
    rowHeader: true,
    cell: (row) => (
      <>
        {staffWords(row.device, t)}
        {row.current ? <span className="ms-2 text-sm text-ink-muted">({t.sessions.thisSession})</span> : null}
      </>
    ),
  },
  { id: 'address', header: t.sessions.address, cell: (row) => row.ip ?? t.sessions.unknownAddress },
  { id: 'signedIn', header: t.sessions.signedIn, cell: (row) => when(row.signedInAt) },
  { id: 'lastUsed', header: t.sessions.lastUsed, cell: (row) => when(row.lastUsedAt) },
];

/** The signed-in person's open sessions (docs/staff-accounts.md): end any other, or all of them. */
export function SessionsList() {
  const t = useStaffTexts();
  const headingId = useId();
  const sessions = useSessions();
  const end = useEndSessions();

  const endSessions = async (id: string | undefined) => {
    const outcome = await end.mutateAsync(id);
    if (outcome.ok) void showToast(staffWords(outcome.message, t) || t.sessions.endFailed);
    else if (stillSignedIn())
      void showAlert('error', staffWords(outcome.message, t) || t.sessions.endFailed, undefined, {
        okLabel: t.frame.ok,
      });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-ink">
            {t.sessions.heading}
          </h2>
          <p className="mt-1 text-ink-muted">{t.sessions.intro}</p>
        </div>
        {sessions.data?.some((row) => !row.current) ? (
          <Button
            variant="danger"
            pending={end.isPending && end.variables === undefined}
            onClick={() => void endSessions(undefined)}
          >
            {t.sessions.endOthers}
          </Button>
        ) : null}
      </div>
      <div className="mt-5">
        <QueryView query={sessions} loading={t.sessions.loading} failed={t.sessions.loadFailed}>
          {(rows) => (
            <>
              <DataTable
                caption={t.sessions.caption}
                columns={COLUMNS(t)}
                rows={rows}
                rowKey={(row) => row.id}
                // This session's row has no button: alone, the table still scrolls from the keyboard.
                focusable
                actions={(row) =>
                  row.current ? null : (
                    <Button
                      variant="secondary"
                      aria-label={t.sessions.endLabel(staffWords(row.device, t))}
                      pending={end.isPending && end.variables === row.id}
                      onClick={() => void endSessions(row.id)}
                    >
                      {t.sessions.end}
                    </Button>
                  )
                }
              />
              {rows.every((row) => row.current) ? (
                <p className="mt-3 text-ink-muted">{t.sessions.noOthers}</p>
              ) : null}
            </>
          )}
        </QueryView>
      </div>
    </section>
  );
}
