import type { ContentScreenKey } from '@authority/shared/back-office-texts';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Column } from '../ui/data-table';
import type { FieldSpec } from './content-fields';

/**
 * One content resource of the back office (issue 6): where it is read and written, how its rows
 * show in the table, and its form. The form validates with the shared input schema the server
 * uses, so a message beside a field reads the same whichever side found the problem.
 */
export interface ContentAdmin<Row extends { id: number }, Input extends FieldValues, Output> {
  key: ContentScreenKey;
  /** The public list read (SPEC §7 spelling). */
  listPath: string;
  /** POST here; PUT and DELETE `…/{id}`. */
  writePath: string;
  rowSchema: z.ZodType<Row>;
  inputSchema: z.ZodType<Output, Input>;
  columns: readonly Column<Row>[];
  searchText: (row: Row) => string;
  /** The row's name in headings, confirmations and action labels. */
  rowName: (row: Row) => string;
  /** The form's starting values: the row's, or a new record's. */
  toFormValues: (row: Row | undefined) => Input;
  /** The form's fields, in order. */
  fields: readonly FieldSpec<Input>[];
  dialogSize?: 'md' | 'lg';
}

// biome-ignore lint/suspicious/noExplicitAny: a list of resources of different row and form types.
export type AnyContentAdmin = ContentAdmin<any, any, any>;
