import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import { CONTENT_KEYS } from '@authority/shared/content-types';
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import { describe, expect, it } from 'vitest';
import { CONTENT_ADMINS } from './content-admins';
import { labelsOf } from './history-dialog';

/** The names a form's fields write, pairs included. */
const fieldNames = (fields: readonly unknown[]): string[] =>
  fields.flatMap((item) => {
    const field = item as { name?: unknown; fields?: readonly unknown[] };
    if (field.fields) return fieldNames(field.fields);
    return typeof field.name === 'string' ? [field.name] : [];
  });

describe('the back office content screens', () => {
  it.each(CONTENT_KEYS)('%s: its screen is the registry entry plus columns and fields', (key) => {
    const admin = CONTENT_ADMINS[key](STAFF_EN);
    expect(admin.key).toBe(key);
    expect(admin.rowSchema).toBe(CONTENT_REGISTRY[key].rowSchema);
    expect(admin.inputSchema).toBe(CONTENT_REGISTRY[key].inputSchema);
    expect(admin.columns.length).toBeGreaterThan(0);
    // Every form field writes a key the shared input schema knows.
    const known = Object.keys(CONTENT_REGISTRY[key].inputSchema.shape);
    const names = fieldNames(admin.fields);
    for (const name of names) expect(known).toContain(name);
  });

  it.each(CONTENT_KEYS)('%s: its columns and fields speak the staff language', (key) => {
    const english = CONTENT_ADMINS[key](STAFF_EN);
    const arabic = CONTENT_ADMINS[key](STAFF_AR);
    expect(arabic.columns.map((column) => column.id)).toEqual(english.columns.map((column) => column.id));
    for (const column of arabic.columns) expect(String(column.header)).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the change lists of the history and the review screen', () => {
  it.each(CONTENT_KEYS)('%s: every field a change can name has its label, in both languages', (key) => {
    for (const texts of [STAFF_EN, STAFF_AR]) {
      const labels = labelsOf(CONTENT_ADMINS[key](texts).fields, texts);
      // Translations are listed per field and language, under the field's own label.
      const unnamed = Object.keys(CONTENT_REGISTRY[key].inputSchema.shape).filter(
        (name) => name !== 'translations' && !labels.has(name),
      );
      expect(unnamed).toEqual([]);
    }
  });
});
