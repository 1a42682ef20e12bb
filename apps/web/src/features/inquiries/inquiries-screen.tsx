import { DEPARTMENTS, type Department } from '@authority/shared/constants';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { InquiryRow } from '@authority/shared/inquiries';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toApiError } from '../../lib/http/request';
import { staffWords } from '../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { Chip } from '../../lib/staff-ui/cells';
import { formatDateTime } from '../../lib/staff-ui/format';
import { LanguageName } from '../../lib/staff-ui/language-name';
import { useDebouncedValue } from '../../lib/staff-ui/use-debounced-value';
import { showAlert, showToast } from '../../lib/ui/alerts';
import { Button } from '../../lib/ui/button';
import { type Column, PagedDataTable } from '../../lib/ui/data-table';
import { SelectField } from '../../lib/ui/field';
import { SearchField } from '../../lib/ui/search-field';
import { QueryView } from '../../lib/ui/states';
import { VisitorText } from '../../lib/ui/visitor-text';
import { stillSignedIn } from '../auth';
import { type InquiryFilters, useInquiries, useSetHandled } from './inquiries-api';

const DEPARTMENT_OPTIONS = (t: StaffTexts) => [
  { value: '', label: t.inquiry.allDepartments },
  ...DEPARTMENTS.map((department) => ({ value: department, label: department })),
];
const STATUS_OPTIONS = (t: StaffTexts) => [
  { value: '', label: t.inquiry.allStatuses },
  { value: 'false', label: t.inquiry.open },
  { value: 'true', label: t.inquiry.handled },
];

const columns = (t: StaffTexts): Column<InquiryRow>[] => [
  {
    id: 'received',
    header: t.inquiry.received,
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(row.submittedAt),
  },
  {
    id: 'from',
    header: t.inquiry.from,
    rowHeader: true,
    cell: (row) => (
      <>
        <span className="block">{row.name}</span>
        <a href={`mailto:${row.email}`} className="block font-normal break-all text-primary-700 underline">
          {row.email}
        </a>
      </>
    ),
  },
  {
    id: 'subject',
    header: t.inquiry.subject,
    className: 'min-w-64',
    cell: (row) => (
      <>
        <VisitorText text={row.subject} className="block font-semibold" />
        <details className="mt-1">
          <summary className="cursor-pointer text-sm text-primary-700">{t.inquiry.readMessage}</summary>
          <p className="mt-1 whitespace-pre-line text-ink">
            <VisitorText text={row.message} />
          </p>
        </details>
      </>
    ),
  },
  { id: 'department', header: t.inquiry.department, cell: (row) => row.department },
  { id: 'language', header: t.inquiry.language, cell: (row) => <LanguageName locale={row.locale} /> },
  {
    id: 'status',
    header: t.inquiry.status,
    cell: (row) =>
      row.handledAt ? (
        <>
          <Chip on>{t.inquiry.handled}</Chip>
          {row.handledBy ? (
            <span className="mt-1 block text-sm text-ink-muted">
              {t.inquiry.handledBy(row.handledBy, formatDateTime(row.handledAt))}
            </span>
          ) : null}
        </>
      ) : (
        <Chip on={false}>{t.inquiry.open}</Chip>
      ),
  },
];

/** Contact inquiries: newest first, filtered by department and status, searched, marked handled. */
export function InquiriesScreen() {
  const t = useStaffTexts();
  const [filters, setFilters] = useState<Omit<InquiryFilters, 'search'>>({
    department: '',
    handled: '',
    page: 1,
  });
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const inquiries = useInquiries({ ...filters, search: settledSearch });
  const setHandled = useSetHandled();
  const [busyId, setBusyId] = useState<number>();

  const toggle = async (row: InquiryRow) => {
    const handled = row.handledAt === null;
    setBusyId(row.id);
    try {
      await setHandled.mutateAsync({ id: row.id, handled });
      void showToast(handled ? t.inquiry.markedHandled : t.inquiry.reopened);
    } catch (error) {
      if (stillSignedIn())
        void showAlert('error', t.inquiry.updateFailed, staffWords(toApiError(error).message, t), {
          okLabel: t.frame.ok,
        });
    } finally {
      setBusyId(undefined);
    }
  };

  const filtered = filters.department !== '' || filters.handled !== '' || settledSearch !== '';
  const body = (
    <QueryView
      query={inquiries}
      loading={t.inquiry.loading}
      failed={t.inquiry.loadFailed}
      isEmpty={(data) => data.total === 0}
      empty={filtered ? t.inquiry.noMatch : t.inquiry.empty}
    >
      {(result) => (
        <PagedDataTable
          result={result}
          totalText={t.inquiry.total(result.total)}
          onPage={(next) => setFilters((previous) => ({ ...previous, page: next }))}
          caption={t.inquiry.caption}
          columns={columns(t)}
          rowKey={(row) => row.id}
          minWidthClass="min-w-[56rem]"
          actions={(row) => (
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              pending={busyId === row.id}
              onClick={() => void toggle(row)}
            >
              {row.handledAt ? (
                <RotateCcw aria-hidden="true" className="size-4" />
              ) : (
                <CircleCheck aria-hidden="true" className="size-4" />
              )}
              {row.handledAt ? t.inquiry.reopen : t.inquiry.markHandled}
              <span className="sr-only">: {row.subject}</span>
            </Button>
          )}
        />
      )}
    </QueryView>
  );

  return (
    <>
      <fieldset className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_14rem]">
        <legend className="sr-only">{t.inquiry.filters}</legend>
        <SearchField
          label={t.inquiry.search}
          placeholder={t.inquiry.searchPlaceholder}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setFilters((previous) => ({ ...previous, page: 1 }));
          }}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          label={t.inquiry.department}
          options={DEPARTMENT_OPTIONS(t)}
          value={filters.department}
          onChange={(event) =>
            setFilters((previous) => ({
              ...previous,
              department: event.target.value as Department | '',
              page: 1,
            }))
          }
        />
        <SelectField
          label={t.inquiry.status}
          options={STATUS_OPTIONS(t)}
          value={filters.handled}
          onChange={(event) =>
            setFilters((previous) => ({
              ...previous,
              handled: event.target.value as InquiryFilters['handled'],
              page: 1,
            }))
          }
        />
      </fieldset>
      {body}
    </>
  );
}
