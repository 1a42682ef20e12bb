import { AUDIT_ACTIONS } from '@authority/shared/editor-texts';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import { useState } from 'react';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { formatDateTime } from '../../lib/staff-ui/format';
import { Button } from '../../lib/ui/button';
import { type Column, PagedDataTable } from '../../lib/ui/data-table';
import { SelectField, TextField } from '../../lib/ui/field';
import { QueryView } from '../../lib/ui/states';
import { type AuditEntry, type AuditLogFilters, useAuditLog, useAuditPeople } from './audit-log-api';
import { AuditEntryWords } from './audit-log-words';

const hasDetails = (details: AuditEntry['details']) =>
  details !== null && typeof details === 'object' && Object.keys(details).length > 0;

const columns = (t: StaffTexts): Column<AuditEntry>[] => [
  {
    id: 'what',
    header: t.auditLog.what,
    rowHeader: true,
    // First: on a phone it is what shows before the table scrolls.
    className: 'min-w-64',
    cell: (entry) => <AuditEntryWords entry={entry} t={t} />,
  },
  {
    id: 'when',
    header: t.auditLog.when,
    className: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
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
 * The audit log, for a SuperAdmin: who did what, when and from where, newest first, in plain words;
 * filtered by action and by person (drop-downs) and a range of days.
 */
export function AuditLogScreen() {
  const t = useStaffTexts();
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const { action, actor } = filters;
  const log = useAuditLog(filters);
  const people = useAuditPeople();

  const change = (key: keyof Omit<AuditLogFilters, 'page'>) => (event: { target: { value: string } }) =>
    setFilters((previous) => ({ ...previous, [key]: event.target.value, page: 1 }));
  const daysReversed = filters.fromDay !== '' && filters.toDay !== '' && filters.toDay < filters.fromDay;
  const filtered = action !== '' || actor !== '' || filters.fromDay !== '' || filters.toDay !== '';
  const anyFilter = filtered;

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
        <SelectField
          label={t.auditLog.action}
          value={filters.action}
          onChange={change('action')}
          options={[
            { value: '', label: t.auditWords.anyAction },
            ...AUDIT_ACTIONS.map((value) => ({ value, label: t.auditWords.actionLabels[value] })),
          ]}
        />
        <SelectField
          label={t.auditWords.person}
          value={filters.actor}
          onChange={change('actor')}
          options={[
            { value: '', label: t.auditWords.anyone },
            ...(people.data ?? []).map((person) => ({
              value: person.email,
              label: person.name ? `${person.name} (${person.email})` : person.email,
            })),
          ]}
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
