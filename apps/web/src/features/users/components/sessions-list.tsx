import { type SessionRow, SESSIONS_SCREEN_TEXTS as TEXTS } from '@authority/shared/accounts';
import { useId } from 'react';
import { showAlert, showToast } from '../../../lib/ui/alerts';
import { Button } from '../../../lib/ui/button';
import { type Column, DataTable } from '../../../lib/ui/data-table';
import { QueryView } from '../../../lib/ui/states';
import { stillSignedIn } from '../../auth';
import { useEndSessions, useSessions } from '../api/own-account';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: readonly Column<SessionRow>[] = [
  {
    id: 'device',
    header: TEXTS.device,
    rowHeader: true,
    cell: (row) => (
      <>
        {row.device}
        {row.current ? <span className="ms-2 text-sm text-ink-muted">({TEXTS.thisSession})</span> : null}
      </>
    ),
  },
  { id: 'address', header: TEXTS.address, cell: (row) => row.ip ?? TEXTS.unknownAddress },
  { id: 'signedIn', header: TEXTS.signedIn, cell: (row) => when(row.signedInAt) },
  { id: 'lastUsed', header: TEXTS.lastUsed, cell: (row) => when(row.lastUsedAt) },
];

/** The signed-in person's open sessions (docs/staff-accounts.md): end any other, or all of them. */
export function SessionsList() {
  const headingId = useId();
  const sessions = useSessions();
  const end = useEndSessions();

  const endSessions = async (id: string | undefined) => {
    const outcome = await end.mutateAsync(id);
    if (outcome.ok) void showToast(outcome.message ?? TEXTS.endFailed);
    else if (stillSignedIn()) void showAlert('error', outcome.message ?? TEXTS.endFailed);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-ink">
            {TEXTS.heading}
          </h2>
          <p className="mt-1 text-ink-muted">{TEXTS.intro}</p>
        </div>
        {sessions.data?.some((row) => !row.current) ? (
          <Button
            variant="danger"
            pending={end.isPending && end.variables === undefined}
            onClick={() => void endSessions(undefined)}
          >
            {TEXTS.endOthers}
          </Button>
        ) : null}
      </div>
      <div className="mt-5">
        <QueryView query={sessions} loading={TEXTS.loading} failed={TEXTS.loadFailed}>
          {(rows) => (
            <>
              <DataTable
                caption={TEXTS.caption}
                columns={COLUMNS}
                rows={rows}
                rowKey={(row) => row.id}
                actions={(row) =>
                  row.current ? null : (
                    <Button
                      variant="secondary"
                      aria-label={TEXTS.endLabel(row.device)}
                      pending={end.isPending && end.variables === row.id}
                      onClick={() => void endSessions(row.id)}
                    >
                      {TEXTS.end}
                    </Button>
                  )
                }
              />
              {rows.every((row) => row.current) ? (
                <p className="mt-3 text-ink-muted">{TEXTS.noOthers}</p>
              ) : null}
            </>
          )}
        </QueryView>
      </div>
    </section>
  );
}
