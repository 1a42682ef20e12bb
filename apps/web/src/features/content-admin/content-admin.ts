import type { ContentKey } from '@authority/shared/content-types';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Column } from '../../lib/ui/data-table';
import type { FieldSpec } from './content-fields';

/**
 * One content type in the back office: its registry entry (identity, paths, nouns and schemas,
 * from packages/shared content-registry.ts) and what only the dashboard adds, how its rows show
 * in the table and its form. The form validates with the shared input schema the server uses, so
 * a message beside a field reads the same whichever side found the problem.
 */
export interface ContentAdmin<Row extends { id: number }, Input extends FieldValues, Output> {
  key: ContentKey;
  /** The public list read (SPEC §7 spelling). */
  readPath: string;
  /** POST here; PUT and DELETE `…/{id}`. */
  writePath: string;
  nouns: { one: string; many: string };
  /** The fields with a value per language (the registry's). */
  translatable: readonly string[];
  /** The row's image field, which has its words (the registry's; decision 019). */
  image: 'imageUrl' | 'imagePath';
  /** The fields the server sorts the list by (the registry's); other columns do not sort. */
  sortable: readonly string[];
  rowSchema: z.ZodType<Row>;
  inputSchema: z.ZodType<Output, Input>;
  columns: readonly Column<Row>[];
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
