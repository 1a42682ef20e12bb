/**
 * PostgreSQL settings of the embedded database (PGlite), kept in its data folder's
 * `postgresql.auto.conf` (ALTER SYSTEM), so that whatever opens the folder (the server, the CLI, a
 * bare PGlite) runs with them. Decision 025 says why each is what it is.
 */
import type { PGlite } from '@electric-sql/pglite';

export const PGLITE_SETTINGS = {
  // PostgreSQL's 128MB default is zeroed by WASM at every start (~0.45 s on two cores) and stays
  // resident; the whole database is a few tens of MB and the OS caches its files besides.
  shared_buffers: '16MB',
} as const satisfies Record<string, string>;

/**
 * Writes every setting the folder does not have yet. PostgreSQL applies them from the next start:
 * the build's first-start database has them already (first-start-assets.ts), a folder made by an
 * older version gets them at its next start after this one. Returns the names written.
 */
export async function persistPgliteSettings(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string; setting: string }>(
    "select name, setting from pg_file_settings where sourcefile like '%postgresql.auto.conf' and error is null",
  );
  const written: string[] = [];
  for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
    if (rows.some((row) => row.name === name && row.setting === value)) continue;
    // ALTER SYSTEM takes no parameters; names and values are this file's constants.
    await pglite.exec(`alter system set ${name} = '${value}'`);
    written.push(name);
  }
  return written;
}
