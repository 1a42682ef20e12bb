import type { PlaceCount } from '@authority/shared/event-capacity';
import { LOCALE_INFO } from '@authority/shared/locales';
import { SUBMISSION_KINDS, type SubmissionKind } from '@authority/shared/submissions';
import * as Tabs from '@radix-ui/react-tabs';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError, toApiError } from '../../../lib/http/request';
import { staffWords } from '../../../lib/i18n/staff-messages';
import { useStaffLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { Chip } from '../../../lib/staff-ui/cells';
import { formatEventDay } from '../../../lib/staff-ui/format';
import { useDebouncedValue } from '../../../lib/staff-ui/use-debounced-value';
import { Button } from '../../../lib/ui/button';
import { FormAlert } from '../../../lib/ui/form-alert';
import { PageNav } from '../../../lib/ui/page-nav';
import { SearchField } from '../../../lib/ui/search-field';
import { QueryView } from '../../../lib/ui/states';
import { useEventPlaces } from '../api/places-api';
import { downloadSubmissionsCsv, type SubmissionAccess, useSubmissionPage } from '../api/submissions-api';
import { useSubmissionActions } from './submission-actions';
import { type SubmissionSort, SubmissionsTable } from './submissions-table';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

interface PanelState extends SubmissionSort {
  search: string;
  page: number;
}

/** Newest first until the reader sorts (the server's default). */
const FIRST_PANEL: PanelState = { search: '', page: 1, sort: 'createdAt', direction: 'desc' };

/** A share link that does not open: its one sentence, and nothing else. */
export function LinkInvalid() {
  const t = useStaffTexts();
  return (
    <p className="mt-6 rounded-card border border-line bg-white px-4 py-6 text-lg">
      {t.submission.linkInvalid}
    </p>
  );
}

/**
 * `/viewSubmission/{id}` (SPEC §2): an event's registrations and sponsor requests in two tabs,
 * with their counts, search, paging and CSV download. A share link that does not open (bare,
 * wrong, revoked) shows its one sentence and nothing else.
 */
export function SubmissionsView({
  eventId,
  access,
  onSessionEnded,
}: {
  eventId: string;
  access: SubmissionAccess;
  /** A staff read answered 401: the session is over. */
  onSessionEnded: () => void;
}) {
  const t = useStaffTexts();
  const locale = useStaffLocale();
  const [tab, setTab] = useState<SubmissionKind>('registrations');
  const [panels, setPanels] = useState<Record<SubmissionKind, PanelState>>({
    registrations: FIRST_PANEL,
    sponsors: FIRST_PANEL,
  });
  const registrationSearch = useDebouncedValue(panels.registrations.search.trim());
  const sponsorSearch = useDebouncedValue(panels.sponsors.search.trim());
  const queries = {
    registrations: useSubmissionPage(
      eventId,
      'registrations',
      { ...panels.registrations, search: registrationSearch },
      access,
    ),
    sponsors: useSubmissionPage(eventId, 'sponsors', { ...panels.sponsors, search: sponsorSearch }, access),
  };
  const places = useEventPlaces(eventId, access);

  const statuses = SUBMISSION_KINDS.map((kind) => statusOf(queries[kind].error));
  const sessionEnded = statuses.includes(401);
  useEffect(() => {
    if (sessionEnded) onSessionEnded();
  }, [sessionEnded, onSessionEnded]);

  if (statuses.includes(403)) return <LinkInvalid />;
  if (statuses.includes(404)) return <FormAlert message={t.submissionsView.eventNotFound} />;
  if (sessionEnded) return null;

  const event = queries.registrations.data?.event ?? queries.sponsors.data?.event;
  const update = (kind: SubmissionKind, change: Partial<PanelState>) =>
    setPanels((previous) => ({ ...previous, [kind]: { ...previous[kind], ...change } }));

  return (
    <>
      {event ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-ink-muted">
          <p className="text-lg font-semibold text-ink">{event.eventName}</p>
          <p>{t.submissionsView.eventOn(formatEventDay(event.date))}</p>
          <Chip on={event.isActive}>{event.isActive ? t.fields.activeStatus : t.fields.inactiveStatus}</Chip>
        </div>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as SubmissionKind)}
        // Radix sets its own `dir` (left to right unless told): the staff language's.
        dir={LOCALE_INFO[locale].dir}
        className="mt-6"
      >
        <Tabs.List aria-label={t.submissionsView.tabs} className="flex gap-1 border-b border-line">
          {SUBMISSION_KINDS.map((kind) => {
            const total = queries[kind].data?.total;
            return (
              <Tabs.Trigger
                key={kind}
                value={kind}
                className="-mb-px inline-flex items-center gap-2 rounded-t-control border border-transparent px-4 py-2 font-semibold text-ink-muted hover:text-primary-800 data-[state=active]:border-line data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-primary-900"
              >
                {t.submissionsView.tab[kind]}
                {total !== undefined ? (
                  <span className="rounded-full bg-primary-100 px-2 text-sm text-primary-900">{total}</span>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {SUBMISSION_KINDS.map((kind) => (
          <Tabs.Content key={kind} value={kind} className="pt-4">
            <SubmissionsPanel
              kind={kind}
              eventId={eventId}
              access={access}
              state={panels[kind]}
              onChange={(change) => update(kind, change)}
              query={queries[kind]}
              places={places.data?.[kind]}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

function SubmissionsPanel({
  kind,
  eventId,
  access,
  state,
  onChange,
  query,
  places,
}: {
  kind: SubmissionKind;
  eventId: string;
  access: SubmissionAccess;
  state: PanelState;
  onChange: (change: Partial<PanelState>) => void;
  query: ReturnType<typeof useSubmissionPage>;
  /** Booked / capacity / waiting of this list (decision 018), once read. */
  places: PlaceCount | undefined;
}) {
  const t = useStaffTexts();
  const actions = useSubmissionActions(eventId, kind);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();

  const download = async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      await downloadSubmissionsCsv(eventId, kind, access);
    } catch (error) {
      setDownloadError(`${t.submissionsView.downloadFailed} ${staffWords(toApiError(error).message, t)}`);
    } finally {
      setDownloading(false);
    }
  };

  const body = (
    <QueryView
      query={query}
      loading={t.submissionsView.loading}
      failed={t.submissionsView.loadFailed}
      isEmpty={(data) => data.total === 0 && !state.search.trim()}
      empty={t.submission.noSubmissions}
    >
      {({ items, total, page, pageSize }) => {
        const pages = Math.max(1, Math.ceil(total / pageSize));
        const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
        return (
          <>
            <SubmissionsTable
              kind={kind}
              rows={items}
              sort={state}
              onSort={(sort) => onChange({ ...sort, page: 1 })}
              {...(access.kind === 'staff' ? { actions } : {})}
            />
            {total === 0 ? (
              <p className="px-1 py-4 text-ink-muted">{t.submissionsView.noMatch(state.search.trim())}</p>
            ) : null}
            <PageNav
              page={page}
              pages={pages}
              onPage={(next) => onChange({ page: next })}
              summary={
                total === 0
                  ? t.submissionsView.count(kind, 0)
                  : `${t.submissionsView.count(kind, total)}. ${t.contentAdmin.rowsShown(from, from + items.length - 1, total)}`
              }
            />
          </>
        );
      }}
    </QueryView>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField
          label={t.submissionsView.search}
          placeholder={t.submissionsView.searchPlaceholder}
          value={state.search}
          onChange={(search) => onChange({ search, page: 1 })}
          className="w-full max-w-sm"
        />
        <Button variant="secondary" pending={downloading} onClick={() => void download()}>
          <Download aria-hidden="true" className="size-4" />
          {t.submissionsView.download}
        </Button>
      </div>
      {places ? (
        <p data-testid={`places-${kind}`} className="font-semibold text-ink">
          {t.capacity.summary(places)}
        </p>
      ) : null}
      <FormAlert message={downloadError} />
      {body}
    </div>
  );
}
