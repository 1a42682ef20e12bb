import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import { useState } from 'react';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { Button } from '../../../lib/ui/button';
import { type Column, PagedDataTable } from '../../../lib/ui/data-table';
import { TextField } from '../../../lib/ui/field';
import { QueryView } from '../../../lib/ui/states';
import { formatDateTime } from '../ui/format';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { type AuditEntry, type AuditLogFilters, useAuditLog } from './audit-log-api';

const hasDetails = (details: AuditEntry['details']) =>
  details !== null && typeof details === 'object' && Object.keys(details).length > 0;

const columns = (t: StaffTexts): Column<AuditEntry>[] => [
  {
    id: 'when',
    header: t.auditLog.when,
    className: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
  {
    id: 'who',
    header: t.auditLog.who,
    className: 'break-all',
    cell: (entry) => entry.actorEmail ?? <span className="text-ink-muted">{t.auditLog.system}</span>,
  },
  {
    id: 'what',
    header: t.auditLog.what,
    rowHeader: true,
    cell: (entry) => {
      const target = [entry.entity, entry.entityId].filter(Boolean).join(' ');
      return (
        <>
          <code className="block font-mono text-sm">{entry.action}</code>
          {/* The space keeps 'content.update news 12' one phrase for assistive technology. */}
          {target ? (
            <>
              {' '}
              <span className="block font-normal break-all text-ink-muted">{target}</span>
            </>
          ) : null}
        </>
      );
    },
  },
  {
    id: 'ip',
    header: t.auditLog.ip,
    className: 'whitespace-nowrap',
    cell: (entry) => entry.ip ?? '',
  },
  {
    id: 'details',
    header: t.auditLog.details,
    className: 'min-w-64',
    cell: (entry) =>
      hasDetails(entry.details) ? (
        <details>
          <summary className="cursor-pointer text-sm text-primary-700">{t.auditLog.showDetails}</summary>
          <pre className="mt-1 max-h-80 max-w-md overflow-auto rounded-control bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all">
            {JSON.stringify(entry.details, null, 2)}
          </pre>
        </details>
      ) : (
        <span className="text-ink-muted">{t.auditLog.noDetails}</span>
      ),
  },
];

const NO_FILTERS: AuditLogFilters = { action: '', actor: '', fromDay: '', toDay: '', page: 1 };

/**
 * The audit log, for a SuperAdmin: who did what, when and from where, newest first; filtered by
 * the start of the action, the person's e-mail and a range of days.
 */
export function AuditLogScreen() {
  const t = useStaffTexts();
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  // Typed filters are read once typing stops; days and pages at once.
  const action = useDebouncedValue(filters.action.trim());
  const actor = useDebouncedValue(filters.actor.trim());
  const log = useAuditLog({ ...filters, action, actor });

  const change = (key: keyof Omit<AuditLogFilters, 'page'>) => (event: { target: { value: string } }) =>
    setFilters((previous) => ({ ...previous, [key]: event.target.value, page: 1 }));
  const daysReversed = filters.fromDay !== '' && filters.toDay !== '' && filters.toDay < filters.fromDay;
  const filtered = action !== '' || actor !== '' || filters.fromDay !== '' || filters.toDay !== '';
  const anyFilter = filtered || filters.action !== '' || filters.actor !== '';

  const body = (
    <QueryView
      query={log}
      loading={t.auditLog.loading}
      failed={t.auditLog.loadFailed}
      isEmpty={(data) => data.total === 0 || data.items.length === 0}
      empty={filtered ? t.auditLog.noMatch : t.auditLog.empty}
    >
      {(result) => (
        <PagedDataTable
          result={result}
          totalText={t.auditLog.total(result.total)}
          onPage={(next) => setFilters((previous) => ({ ...previous, page: next }))}
          caption={t.auditLog.caption}
          columns={columns(t)}
          rowKey={(entry) => entry.id}
          minWidthClass="min-w-[60rem]"
        />
      )}
    </QueryView>
  );

  return (
    <>
      <p className="mb-4 max-w-prose text-ink-muted">{t.auditLog.intro}</p>
      <fieldset className="mb-4 grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_11rem_11rem_auto]">
        <legend className="sr-only">{t.auditLog.filters}</legend>
        <TextField
          label={t.auditLog.action}
          hint={t.auditLog.actionHint}
          value={filters.action}
          onChange={change('action')}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t.auditLog.actor}
          hint={t.auditLog.actorHint}
          type="email"
          value={filters.actor}
          onChange={change('actor')}
          autoComplete="off"
        />
        <TextField
          label={t.auditLog.fromDay}
          type="date"
          value={filters.fromDay}
          max={filters.toDay || undefined}
          onChange={change('fromDay')}
        />
        <TextField
          label={t.auditLog.toDay}
          type="date"
          value={filters.toDay}
          min={filters.fromDay || undefined}
          onChange={change('toDay')}
          error={daysReversed ? t.auditLog.dayOrder : undefined}
        />
        <Button
          variant="secondary"
          className="self-end"
          disabled={!anyFilter}
          onClick={() => setFilters(NO_FILTERS)}
        >
          {t.auditLog.clear}
        </Button>
      </fieldset>
      {body}
    </>
  );
}
