/**
 * Each content table's stored `untranslated_ar` (schema.ts) is the registry's untranslated rule
 * (missingTranslations) as the database keeps it, for every type and every visitor-facing field:
 * the dashboard home counts by the column, the list's `?untranslated=ar` filters by it.
 */

import { missingTranslations, type Translations } from '@authority/shared/content-translations';
import { CONTENT_KEYS, CONTENT_TYPES, type ContentKey } from '@authority/shared/content-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database, DatabaseHandle } from './client.js';
import { CONTENT_TABLES } from './content-tables.js';
import {
  createAnalysis,
  createBranch,
  createComment,
  createEvent,
  createNews,
  createOrganization,
  createPartner,
} from './factories.js';
import type { news } from './schema.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

type Row = { id: number } & Record<string, unknown>;
const CREATE: Record<ContentKey, (db: Database) => Promise<Row>> = {
  branches: (db) => createBranch(db),
  comments: (db) => createComment(db),
  events: (db) => createEvent(db),
  news: (db) => createNews(db),
  institutions: (db) => createOrganization(db),
  partners: (db) => createPartner(db),
  achievements: (db) => createAnalysis(db),
};

/** Arabic twins for `fields`: each one given, blank, spaces only, or left out. */
const TWINS = ['ترجمة', '', ' \t\n', undefined] as const;

describe.each(CONTENT_KEYS)('%s', (key) => {
  const fields = CONTENT_TYPES[key].translatable;

  it('is true exactly when a visitor-facing text with a value has no Arabic twin', async () => {
    const { db } = handle;
    const table = CONTENT_TABLES[key];
    const row = await CREATE[key](db);
    // Every case starts from each text having a value of its own.
    const filled = Object.fromEntries(fields.map((field) => [field, `English ${field}`]));
    const cases: { translations: Translations; own?: Record<string, string> }[] = [
      { translations: { ar: Object.fromEntries(fields.map((field) => [field, 'ترجمة'])) } },
      { translations: {} },
      // A text with no value of its own needs no twin.
      {
        translations: { ar: {} },
        own: Object.fromEntries(fields.filter((f) => f !== fields[0]).map((f) => [f, ''])),
      },
      ...fields.flatMap((missing) =>
        TWINS.slice(1).map((twin) => ({
          translations: {
            ar: Object.fromEntries(
              fields.flatMap((field) =>
                field === missing ? (twin === undefined ? [] : [[field, twin]]) : [[field, 'ترجمة']],
              ),
            ),
          },
        })),
      ),
    ];
    let seenTrue = 0;
    let seenFalse = 0;
    for (const { translations, own } of cases) {
      // One update for seven tables: each has `translations` and the fields, and the read below checks it.
      await db
        .update(table as unknown as typeof news)
        .set({ translations, ...filled, ...own })
        .where(eq(table.id, row.id));
      const [stored] = await db.select().from(table).where(eq(table.id, row.id));
      if (!stored) throw new Error('the row is there');
      const expected = missingTranslations(stored, translations, 'ar', fields).length > 0;
      expect(stored.untranslatedAr, JSON.stringify({ translations, own })).toBe(expected);
      if (expected) seenTrue++;
      else seenFalse++;
    }
    expect(seenTrue).toBeGreaterThanOrEqual(fields.length * 3);
    expect(seenFalse).toBeGreaterThanOrEqual(1);
  });
});
