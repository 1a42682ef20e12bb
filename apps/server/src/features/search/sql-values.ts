/** Values handed to the search's SQL as one parameter each, and its rows as they come back. */

/** A text array as PostgreSQL reads it (`{"a","b"}`): one parameter whatever its length. */
export const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** An integer array as PostgreSQL reads it. */
export const integerArray = (values: readonly number[]) =>
  `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/** The rows of `db.execute` (its result type differs between PGlite and node-postgres). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
