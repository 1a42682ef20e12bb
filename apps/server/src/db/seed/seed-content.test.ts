import { readdir, readFile } from 'node:fs/promises';
import { CONTENT_TYPES, type ContentKey } from '@authority/shared/content-types';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../client.js';
import { CONTENT_TABLES } from '../content-tables.js';
import { analysis, branches, comments, events, news, organizations, partners } from '../schema.js';
import { ACHIEVEMENTS, BRANCHES, EVENTS, INSTITUTIONS, NEWS, PARTNERS, TESTIMONIALS } from './content.js';
import {
  ACHIEVEMENTS_AR,
  BRANCHES_AR,
  EVENTS_AR,
  INSTITUTIONS_AR,
  NEWS_AR,
  PARTNERS_AR,
  TESTIMONIALS_AR,
} from './content-ar.js';
import { hasContent, SEED_IMAGES_DIR, type SeedCounts, seedContent } from './seed-content.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const TODAY = '2025-06-15';

/** The table of each content type, to read its seeded rows. */
const TABLES = CONTENT_TABLES;

const ARABIC_LETTER = /[\u0621-\u064A]/;
/** A Latin word: an English text left in an Arabic one (a single letter, as in blood group O, is allowed). */
const LATIN_WORD = /[A-Za-z]{2,}/;
const tagsOf = (html: string) => html.match(/<\/?[a-z][^>]*>/gi) ?? [];
const lineBreaksOf = (text: string) => text.split('\n').length - 1;
const withoutTags = (html: string) => html.replace(/<[^>]+>/g, '');

/** '13:00' → '1:00 م': how the Arabic of an event's time writes the English one. */
function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'ص' : 'م'}`;
}

describe('seedContent', () => {
  let handle: DatabaseHandle;
  let counts: SeedCounts;
  let hadContentBefore: boolean;
  const stored: { name: string; svg: string }[] = [];

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite-memory' });
    await handle.migrate();
    hadContentBefore = await hasContent(handle.db);
    counts = await seedContent(
      handle.db,
      async (name, svg) => {
        stored.push({ name, svg });
        return `/uploads/${name}.webp`;
      },
      NOW,
    );
  });

  afterAll(async () => {
    await handle.close();
  });

  it('fills an empty database and reports what it inserted', async () => {
    expect(hadContentBefore).toBe(false);
    expect(await hasContent(handle.db)).toBe(true);
    expect(counts.organizations).toBeGreaterThanOrEqual(6);
    expect(counts.news).toBeGreaterThanOrEqual(12);
    expect(counts.events).toBeGreaterThanOrEqual(10);
    expect(counts.analysis).toBeGreaterThanOrEqual(6);
    expect(counts.partners).toBeGreaterThanOrEqual(8);
    expect(counts.comments).toBeGreaterThanOrEqual(5);
    expect(counts.branches).toBeGreaterThanOrEqual(3);
    expect(await handle.db.$count(news)).toBe(counts.news);
    expect(await handle.db.$count(events)).toBe(counts.events);
  });

  it('stores every image as a standalone SVG', () => {
    expect(stored.length).toBeGreaterThan(30);
    for (const { svg } of stored) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox=');
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    }
    expect(new Set(stored.map((s) => s.name)).size).toBe(stored.length);
  });

  it('seeds institutions with HTML descriptions and images', async () => {
    const rows = await handle.db.select().from(organizations);
    for (const row of rows) {
      expect(row.description).toMatch(/^<p>/);
      expect(row.imageUrl).toMatch(/^\/uploads\/institution-.+\.webp$/);
    }
  });

  it('seeds news with banners, a future item, notices and links', async () => {
    const rows = await handle.db.select().from(news);
    expect(rows.filter((r) => r.isBanner).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.createdOn > NOW).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => !r.isNews).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.link).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.description.includes('\n'))).toBe(true);
    const months = new Set(rows.map((r) => r.createdOn.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    for (const row of rows)
      expect(row.link ?? 'https://x.example').toMatch(/^https:\/\/[^/]+\.example(\/|$)/);
  });

  it('seeds events past and future, some inactive, one without image and one without description', async () => {
    const rows = await handle.db.select().from(events);
    expect(rows.filter((r) => !r.isActive).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.imagePath === null).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.description === null).length).toBeGreaterThanOrEqual(1);
    expect(rows.some((r) => r.date < TODAY)).toBe(true);
    expect(rows.some((r) => r.date > TODAY)).toBe(true);
    for (const row of rows) {
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.time).toMatch(/^\d{2}:\d{2} – \d{2}:\d{2}$/);
      expect(row.location).toBeTruthy();
    }
  });

  it('seeds achievements that exercise every number format of SPEC §9', async () => {
    const rows = await handle.db.select().from(analysis);
    const numbers = rows.map((r) => r.number);
    expect(numbers.some((n) => n >= 1e9)).toBe(true);
    expect(numbers.some((n) => n >= 1e6 && n < 1e9)).toBe(true);
    expect(numbers.some((n) => n >= 10_000 && n < 1e6)).toBe(true);
    expect(numbers.some((n) => n > 100 && n < 10_000)).toBe(true);
    expect(numbers.some((n) => n <= 100)).toBe(true);
    expect(rows.map((r) => r.priority).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const row of rows) expect(row.imageUrl).toMatch(/^\/uploads\/achievement-/);
  });

  it('seeds partners with .example links, one without a logo', async () => {
    const rows = await handle.db.select().from(partners);
    expect(rows.filter((r) => r.imageUrl === null).length).toBeGreaterThanOrEqual(1);
    for (const row of rows) expect(row.link).toMatch(/^https:\/\/[^/]+\.example(\/|$)/);
  });

  it('seeds testimonials, long and short', async () => {
    const rows = await handle.db.select().from(comments);
    const lengths = rows.map((r) => r.description.replace(/<[^>]+>/g, '').length);
    expect(lengths.some((n) => n > 220)).toBe(true);
    expect(lengths.some((n) => n <= 120)).toBe(true);
    for (const row of rows) expect(row.imageUrl).toMatch(/^\/uploads\/avatar-/);
  });

  it('gives every translatable text of every content row an Arabic one, with the same markup and paragraphs', async () => {
    for (const [key, table] of Object.entries(TABLES) as [ContentKey, (typeof TABLES)[ContentKey]][]) {
      const fields: readonly string[] = CONTENT_TYPES[key].translatable;
      const rows = (await handle.db.select().from(table)) as unknown as (Record<string, unknown> & {
        translations: { ar?: Record<string, string> };
      })[];
      expect(rows.length, key).toBeGreaterThan(0);
      for (const row of rows) {
        const arabic = row.translations.ar ?? {};
        const written = fields.filter((field) => typeof row[field] === 'string' && row[field] !== '');
        // Only the fields with an English text, and no other key.
        expect(Object.keys(arabic).sort(), `${key} ${row.id}`).toEqual([...written].sort());
        for (const field of written) {
          const english = row[field] as string;
          const text = arabic[field] ?? '';
          const where = `${key} ${row.id} ${field}: ${text}`;
          expect(text.trim(), where).not.toBe('');
          expect(text, where).toMatch(ARABIC_LETTER);
          expect(withoutTags(text), where).not.toMatch(LATIN_WORD);
          expect(tagsOf(text), where).toEqual(tagsOf(english));
          expect(lineBreaksOf(text), where).toBe(lineBreaksOf(english));
        }
      }
    }
  });

  it('writes the Arabic of times in the 12-hour form and of testimonial names with the Arabic comma', async () => {
    for (const row of await handle.db.select().from(events)) {
      const [from = '', to = ''] = (row.time ?? '').split(' – ');
      expect(row.translations.ar?.time).toBe(`${twelveHour(from)} – ${twelveHour(to)}`);
    }
    for (const row of await handle.db.select().from(comments)) {
      expect(row.translations.ar?.name).toMatch(/^[^,،]+، [^,]+$/);
    }
  });

  it('seeds branches with contact details', async () => {
    const rows = await handle.db.select().from(branches);
    for (const row of rows) {
      expect(row.city).toBeTruthy();
      expect(row.address).toBeTruthy();
      expect(row.phone).toMatch(/^\+\d/);
      expect(row.email).toMatch(/@amanah-health\.example$/);
    }
  });
});

describe('Arabic seed content', () => {
  const LISTS = [
    ['INSTITUTIONS', INSTITUTIONS, INSTITUTIONS_AR],
    ['NEWS', NEWS, NEWS_AR],
    ['EVENTS', EVENTS, EVENTS_AR],
    ['ACHIEVEMENTS', ACHIEVEMENTS, ACHIEVEMENTS_AR],
    ['PARTNERS', PARTNERS, PARTNERS_AR],
    ['TESTIMONIALS', TESTIMONIALS, TESTIMONIALS_AR],
    ['BRANCHES', BRANCHES, BRANCHES_AR],
  ] as const;

  it('has one Arabic item for each English one', () => {
    for (const [list, english, arabic] of LISTS) expect(arabic.length, list).toBe(english.length);
  });

  it('leaves an event without a description exactly where the English does', () => {
    expect(EVENTS_AR.map((e) => e.description === null)).toEqual(EVENTS.map((e) => e.description === null));
  });

  it('stops the seed, before it touches the database, rather than pair items with the wrong translations', async () => {
    const saved = [...NEWS_AR];
    (NEWS_AR as unknown[]).pop();
    try {
      const untouchable = new Proxy({} as Database, {
        get: () => {
          throw new Error('the database was used');
        },
      });
      await expect(seedContent(untouchable, async (name) => `/uploads/${name}.webp`, NOW)).rejects.toThrow(
        `NEWS_AR: ${NEWS.length - 1} Arabic items for ${NEWS.length} English ones`,
      );
    } finally {
      (NEWS_AR as unknown[]).splice(0, NEWS_AR.length, ...saved);
    }
    expect(NEWS_AR).toHaveLength(NEWS.length);
  });
});

describe('seed images', () => {
  /** Each kind of content with the size its pages expect of its image. */
  const KINDS = [
    { items: INSTITUTIONS, width: 1200, height: 900 },
    { items: BRANCHES, width: 1200, height: 900 },
    { items: NEWS, width: 1600, height: 900 },
    { items: EVENTS, width: 1600, height: 900 },
    { items: PARTNERS, width: 600, height: 600 },
    { items: TESTIMONIALS, width: 400, height: 400 },
    { items: ACHIEVEMENTS, width: 256, height: 256 },
  ];
  const used = KINDS.flatMap(({ items, width, height }) =>
    items.flatMap(({ image }) => (image ? [{ image, width, height }] : [])),
  );

  it('gives every content image its own file, and leaves no file unused', async () => {
    const files = (await readdir(SEED_IMAGES_DIR)).filter((name) => name.endsWith('.svg'));
    expect(used.map((u) => u.image).sort()).toEqual(files.sort());
  });

  it('are small SVGs of the size their pages expect, readable by librsvg', async () => {
    for (const { image, width, height } of used) {
      const svg = await readFile(new URL(image, SEED_IMAGES_DIR));
      expect(svg.length, image).toBeLessThan(16_000);
      const meta = await sharp(svg).metadata();
      expect([meta.width, meta.height], image).toEqual([width, height]);
      // A small render is enough to prove librsvg reads the document.
      const { info } = await sharp(svg).resize({ width: 160 }).webp().toBuffer({ resolveWithObject: true });
      expect(info.width, image).toBe(160);
    }
  });
});
