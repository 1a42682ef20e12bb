/**
 * The departments' inbox (docs/inquiries-inbox.md): the inquiries filtered by department, status
 * and assignee, the open ones longest waiting first, each opened with its thread.
 */
import { DEPARTMENTS, type Department } from '@authority/shared/constants';
import {
  INQUIRY_ORDERS,
  INQUIRY_STATUSES,
  type InquiryRow,
  type InquiryStatus,
  inquiryPagePath,
} from '@authority/shared/inquiries';
import { INBOX_TEXTS_BY_LOCALE, type InboxTexts } from '@authority/shared/inquiry-inbox-texts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStaffIntlLocale, useStaffLocale } from '../../lib/i18n/staff-texts';
import { formatDateTime } from '../../lib/staff-ui/format';
import { useDebouncedValue } from '../../lib/staff-ui/use-debounced-value';
import { type Column, PagedDataTable } from '../../lib/ui/data-table';
import { SelectField } from '../../lib/ui/field';
import { SearchField } from '../../lib/ui/search-field';
import { QueryView } from '../../lib/ui/states';
import { VisitorText } from '../../lib/ui/visitor-text';
import { type InquiryFilters, useAssignees, useInquiries } from './inquiries-api';
import { StatusChip, waitedText } from './inquiry-parts';

const columns = (t: InboxTexts, intl: string): Column<InquiryRow>[] => [
  {
    id: 'waited',
    header: t.waited,
    className: 'whitespace-nowrap',
    cell: (row) =>
      row.status === 'new' || row.status === 'in-progress' ? (
        <span className="font-semibold">{waitedText(row.waitedMinutes, t, intl)}</span>
      ) : (
        <span className="text-ink-muted">—</span>
      ),
  },
  {
    id: 'subject',
    header: t.subject,
    rowHeader: true,
    className: 'min-w-56',
    cell: (row) => (
      <Link to={inquiryPagePath(row.id)} className="font-semibold text-primary-700 underline">
        <VisitorText text={row.subject} />
        <span className="sr-only"> ({t.open})</span>
      </Link>
    ),
  },
  {
    id: 'from',
    header: t.from,
    cell: (row) => (
      <>
        <span className="block">{row.name}</span>
        <span className="block text-sm break-all text-ink-muted">{row.email}</span>
      </>
    ),
  },
  {
    id: 'department',
    header: t.department,
    cell: (row) => t.departments[row.department as Department] ?? row.department,
  },
  { id: 'status', header: t.status, cell: (row) => <StatusChip status={row.status} t={t} /> },
  { id: 'assignee', header: t.assignee, cell: (row) => row.assigneeName ?? t.nobody },
  {
    id: 'received',
    header: t.received,
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(row.submittedAt),
  },
];

export function InquiriesScreen() {
  const t = INBOX_TEXTS_BY_LOCALE[useStaffLocale()];
  const intl = useStaffIntlLocale();
  const [filters, setFilters] = useState<Omit<InquiryFilters, 'search'>>({
    department: '',
    status: '',
    assignee: '',
    order: 'waiting',
    page: 1,
  });
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const inquiries = useInquiries({ ...filters, search: settledSearch });
  const people = useAssignees();
  const set = (change: Partial<InquiryFilters>) =>
    setFilters((previous) => ({ ...previous, ...change, page: 1 }));

  const filtered =
    filters.department !== '' || filters.status !== '' || filters.assignee !== '' || settledSearch !== '';
  return (
    <>
      <fieldset className="mb-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_repeat(4,12rem)]">
        <legend className="sr-only">{t.filters}</legend>
        <SearchField
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(value) => {
            setSearch(value);
            set({});
          }}
          className="sm:col-span-2 xl:col-span-1"
        />
        <SelectField
          label={t.department}
          options={[
            { value: '', label: t.allDepartments },
            ...DEPARTMENTS.map((department) => ({ value: department, label: t.departments[department] })),
          ]}
          value={filters.department}
          onChange={(event) => set({ department: event.target.value as Department | '' })}
        />
        <SelectField
          label={t.status}
          options={[
            { value: '', label: t.allStatuses },
            ...INQUIRY_STATUSES.map((status) => ({ value: status, label: t.statuses[status] })),
          ]}
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as InquiryStatus | '' })}
        />
        <SelectField
          label={t.assignee}
          options={[
            { value: '', label: t.anyone },
            { value: 'mine', label: t.mine },
            { value: 'unassigned', label: t.unassigned },
            ...(people.data ?? []).map((person) => ({ value: String(person.id), label: person.name })),
          ]}
          value={filters.assignee}
          onChange={(event) => set({ assignee: event.target.value })}
        />
        <SelectField
          label={t.order}
          options={INQUIRY_ORDERS.map((order) => ({ value: order, label: t.orders[order] }))}
          value={filters.order}
          onChange={(event) => set({ order: event.target.value as InquiryFilters['order'] })}
        />
      </fieldset>
      <QueryView
        query={inquiries}
        loading={t.loading}
        failed={t.loadFailed}
        isEmpty={(data) => data.total === 0}
        empty={filtered ? t.noMatch : t.empty}
      >
        {(result) => (
          <PagedDataTable
            result={result}
            totalText={t.total(result.total)}
            onPage={(next) => setFilters((previous) => ({ ...previous, page: next }))}
            caption={t.caption}
            columns={columns(t, intl)}
            rowKey={(row) => row.id}
            minWidthClass="min-w-[56rem]"
          />
        )}
      </QueryView>
    </>
  );
}
