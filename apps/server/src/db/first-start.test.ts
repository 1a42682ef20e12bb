import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localStorage } from '../lib/media/storage.js';
import { imageHash, storeImage } from '../lib/media/store-image.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { createTestDatabase } from '../test/database.js';
import { type DatabaseHandle, openDatabase } from './client.js';
import { initialDatabase, prerenderedRenditions } from './first-start.js';
import { writeInitialDatabase, writeSeedRenditions } from './first-start-assets.js';
import { PGLITE_SETTINGS, persistPgliteSettings } from './pglite-settings.js';
import { media } from './schema.js';
import { SEED_IMAGES_DIR } from './seed/seed-content.js';

const scratch = (name: string) => mkdtempSync(path.join(tmpdir(), `authority-${name}-`));
const migrationsApplied = async (handle: DatabaseHandle) => {
  const { rows } = (await handle.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as {
    rows: { n: number }[];
  };
  return rows[0]?.n;
};
const sharedBuffers = async (handle: DatabaseHandle) => {
  const { rows } = (await handle.db.execute(sql`select current_setting('shared_buffers') as value`)) as {
    rows: { value: string }[];
  };
  return rows[0]?.value;
};
const journalEntries = () =>
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')).entries.length;

describe("the build's migrated database", () => {
  const assets = scratch('first-start');
  beforeAll(() => writeInitialDatabase(assets));

  it('is what an empty DATA_DIR starts from: every migration applied, none left to run', async () => {
    const dataDir = scratch('data');
    const handle = await openDatabase({ kind: 'pglite', dataDir, firstStartDir: assets });
    try {
      expect(await migrationsApplied(handle)).toBe(journalEntries());
      await handle.migrate();
      expect(await migrationsApplied(handle)).toBe(journalEntries());
      await handle.db.execute(sql`insert into media (hash, path, mime_type, width, height, bytes, variants)
        values ('kept', '/uploads/kept.webp', 'image/webp', 1, 1, 1, '[]'::jsonb)`);
    } finally {
      await handle.close();
    }
    // A folder that has a database is opened as it is, never overwritten by the build's.
    const again = await openDatabase({ kind: 'pglite', dataDir, firstStartDir: assets });
    try {
      const rows = await again.db.select({ hash: media.hash }).from(media);
      expect(rows).toEqual([{ hash: 'kept' }]);
    } finally {
      await again.close();
    }
  });

  it("starts with the embedded database's settings (pglite-settings.ts)", async () => {
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: scratch('settings'),
      firstStartDir: assets,
    });
    try {
      expect(await sharedBuffers(handle)).toBe(PGLITE_SETTINGS.shared_buffers);
    } finally {
      await handle.close();
    }
  });

  it('is absent without a build, and an empty DATA_DIR is then made by initdb', () => {
    expect(initialDatabase(scratch('no-build'))).toBeUndefined();
    expect(initialDatabase(assets)).toBeInstanceOf(Blob);
  });
});

describe("a data folder made without the build's database", () => {
  it("gets the embedded database's settings, in use from its next start", async () => {
    const dataDir = scratch('older-folder');
    // initdb's folder, as every folder was before pglite-settings.ts: PostgreSQL's 128MB.
    const first = await openDatabase({ kind: 'pglite', dataDir, firstStartDir: scratch('no-build') });
    try {
      expect(await sharedBuffers(first)).toBe('128MB');
      expect(readFileSync(path.join(dataDir, 'postgresql.auto.conf'), 'utf8')).toContain(
        `shared_buffers = '${PGLITE_SETTINGS.shared_buffers}'`,
      );
    } finally {
      await first.close();
    }
    const next = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await sharedBuffers(next)).toBe(PGLITE_SETTINGS.shared_buffers);
      // Written once: a folder that has them is left as it is.
      expect(await persistPgliteSettings(next.pglite as NonNullable<typeof next.pglite>)).toEqual([]);
    } finally {
      await next.close();
    }
  });
});

describe("the build's seed renditions", () => {
  const assets = scratch('renditions');
  const images = fileURLToPath(SEED_IMAGES_DIR);
  // An icon (one rendition) and a news picture (wide enough for smaller ones too).
  const svgs = readdirSync(images).filter((file) => file.endsWith('.svg'));
  const names = [svgs.find((f) => f.startsWith('achievement-')), svgs.find((f) => f.startsWith('news-'))].map(
    (name) => name ?? '',
  );
  let rendered: DatabaseHandle;
  let prerendered: DatabaseHandle;

  beforeAll(async () => {
    await writeSeedRenditions(assets, images, names);
    [rendered, prerendered] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(() => Promise.all([rendered.close(), prerendered.close()]));

  it('store the same files and rows as rendering at run time', async () => {
    const fromBuild = prerenderedRenditions(assets);
    const lookups = vi.fn(fromBuild);
    const atRunTime = scratch('uploads-run-time');
    const fromAssets = scratch('uploads-build');
    for (const name of names) {
      const data = readFileSync(path.join(images, name));
      const a = await storeImage({ db: rendered.db, storage: localStorage(atRunTime), data });
      const b = await storeImage({
        db: prerendered.db,
        storage: localStorage(fromAssets),
        data,
        rendered: lookups,
      });
      expect(b).toEqual(a);
      expect(await lookups.mock.results.at(-1)?.value).toBeDefined();
    }
    const files = readdirSync(atRunTime).sort();
    expect(readdirSync(fromAssets).sort()).toEqual(files);
    expect(files.length).toBeGreaterThan(names.length);
    for (const file of files) {
      expect(readFileSync(path.join(fromAssets, file)).equals(readFileSync(path.join(atRunTime, file)))).toBe(
        true,
      );
    }
    const strip = (rows: (typeof media.$inferSelect)[]) => rows.map(({ id, createdAt, ...row }) => row);
    expect(strip(await prerendered.db.select().from(media))).toEqual(
      strip(await rendered.db.select().from(media)),
    );
  });

  it('answer nothing for an image the build did not render, which is then rendered as before', async () => {
    const fromBuild = prerenderedRenditions(assets);
    const other =
      readdirSync(images).filter((file) => file.endsWith('.svg') && !names.includes(file))[0] ?? '';
    const data = readFileSync(path.join(images, other));
    expect(await fromBuild(imageHash(data))).toBeUndefined();
    const stored = await storeImage({
      db: prerendered.db,
      storage: localStorage(scratch('uploads-other')),
      data,
      rendered: fromBuild,
    });
    expect(stored.path).toBe(`/uploads/${imageHash(data)}.webp`);
  });
});
