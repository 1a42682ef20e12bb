/**
 * The SQL normalisation against the one table of cases (packages/shared/src/search-cases.ts), on
 * whichever database the suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { ARABIC_FOLD_CASES, ENGLISH_FOLD_CASES } from '@authority/shared/search-cases';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('search normalisation (SQL)', () => {
  it('folds every case of the table as the TypeScript function does', async () => {
    const cases = [...ARABIC_FOLD_CASES, ...ENGLISH_FOLD_CASES];
    const inputs = cases.map((c) => c.input);
    const rows = rowsOf<{ input: string; folded: string }>(
      await handle.db.execute(
        sql`select input, search_fold(input) as folded from unnest(${`{${inputs.map((i) => `"${i.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]) as input`,
      ),
    );
    expect(rows.map((r) => [r.input, r.folded])).toEqual(cases.map((c) => [c.input, c.folded]));
  });

  it('gives a word its forms without the article and clitics, as wordForms does', async () => {
    const rows = rowsOf<{ a: string[]; b: string[]; c: string[] }>(
      await handle.db.execute(
        sql`select search_forms('والمستشفي') as a, search_forms('بحث') as b, search_forms('vaccine') as c`,
      ),
    );
    expect(rows[0]).toEqual({ a: ['والمستشفي', 'مستشفي', 'المستشفي'], b: ['بحث'], c: ['vaccine'] });
  });

  it('keeps every form of a word at its place, stemmed when English', async () => {
    const rows = rowsOf<{ v: string }>(
      await handle.db.execute(sql`select search_vector('The vaccinations في المستشفى', 'A')::text as v`),
    );
    expect(rows[0]?.v).toBe("'vaccin':2A 'المستشفي':4A 'في':3A 'مستشفي':4A");
  });
});
