import { SUBMISSIONS_VIEW_TEXTS as TEXTS } from '@authority/shared/back-office-texts';
import { SUBMISSION_COLUMNS, type SubmissionKind, type SubmissionRow } from '@authority/shared/submissions';
import type { Column } from '../../../../lib/ui/data-table';
import { DataTable } from '../../../../lib/ui/data-table';
import { formatDateTime } from '../../ui/format';

function cellText(field: string, value: SubmissionRow[string] | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? TEXTS.yes : TEXTS.no;
  if (field === 'createdAt') return formatDateTime(String(value));
  return String(value);
}

/** The columns the CSV has too (shared), the person's name as each row's header. */
const columnsOf = (kind: SubmissionKind): Column<SubmissionRow>[] =>
  SUBMISSION_COLUMNS[kind].map(([field, heading]) => ({
    id: field,
    header: heading,
    rowHeader: field === 'fullName',
    className: field === 'notes' ? 'min-w-64' : 'whitespace-nowrap',
    cell: (row) => cellText(field, row[field]),
  }));

export function SubmissionsTable({ kind, rows }: { kind: SubmissionKind; rows: readonly SubmissionRow[] }) {
  return (
    <DataTable
      caption={TEXTS.tab[kind]}
      columns={columnsOf(kind)}
      rows={rows}
      rowKey={(row) => row.id}
      minWidthClass="min-w-[72rem]"
    />
  );
}
