import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { Locale } from '@authority/shared/locales';
import { type SubmissionKind, type SubmissionRow, submissionColumns } from '@authority/shared/submissions';
import { useStaffLocale, useStaffTexts } from '../../../../lib/i18n/staff-texts';
import type { Column } from '../../../../lib/ui/data-table';
import { DataTable } from '../../../../lib/ui/data-table';
import { formatDateTime } from '../../ui/format';
import { LanguageName } from '../../ui/language-name';

function cellText(field: string, value: SubmissionRow[string] | undefined, t: StaffTexts): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? t.submissionsView.yes : t.submissionsView.no;
  if (field === 'createdAt') return formatDateTime(String(value));
  return String(value);
}

/**
 * The columns the CSV has too (shared), headed in the staff language; the person's name is each
 * row's header, and the last column names the language of the page the form was sent from.
 */
const columnsOf = (kind: SubmissionKind, locale: Locale, t: StaffTexts): Column<SubmissionRow>[] =>
  submissionColumns(kind, locale).map(([field, heading]) => ({
    id: field,
    header: heading,
    rowHeader: field === 'fullName',
    className: field === 'notes' ? 'min-w-64' : 'whitespace-nowrap',
    cell: (row) =>
      field === 'locale' ? <LanguageName locale={row[field]} /> : cellText(field, row[field], t),
  }));

export function SubmissionsTable({ kind, rows }: { kind: SubmissionKind; rows: readonly SubmissionRow[] }) {
  const t = useStaffTexts();
  const locale = useStaffLocale();
  return (
    <DataTable
      caption={t.submissionsView.tab[kind]}
      columns={columnsOf(kind, locale, t)}
      rows={rows}
      rowKey={(row) => row.id}
      minWidthClass="min-w-[72rem]"
    />
  );
}
