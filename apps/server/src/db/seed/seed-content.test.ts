import { readdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.js';
import { analysis, branches, comments, events, news, organizations, partners } from '../schema.js';
import { ACHIEVEMENTS, BRANCHES, EVENTS, INSTITUTIONS, NEWS, PARTNERS, TESTIMONIALS } from './content.js';
import { hasContent, SEED_IMAGES_DIR, type SeedCounts, seedContent } from './seed-content.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const TODAY = '2025-06-15';

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
