import { readdirSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from './bootstrap.js';
import type { DatabaseHandle } from './db/client.js';
import { media, news, organizations, users } from './db/schema.js';
import type { Config } from './lib/env.js';
import { verifyPassword } from './lib/passwords.js';
import { testConfig } from './test/app.js';
import { createTestDatabase } from './test/database.js';

const silentLog = { info: () => {}, warn: () => {} };

describe('first start with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let handle: DatabaseHandle;
  let config: Config;

  beforeAll(async () => {
    handle = await createTestDatabase();
    config = testConfig({ ADMIN_EMAIL: 'Chief@Amanah.example', ADMIN_PASSWORD: 'correct-horse-battery' });
    await prepareDatabase(handle, config, silentLog);
  });
  afterAll(() => handle.close());

  it('creates one SuperAdmin with an argon2id hash of the configured password', async () => {
    const rows = await handle.db.select().from(users);
    expect(rows).toHaveLength(1);
    const [admin] = rows;
    expect(admin).toMatchObject({ email: 'chief@amanah.example', role: 'SuperAdmin' });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'wrong-password')).toBe(false);
  });

  it('seeds the demo content with its images stored as WebP uploads', async () => {
    const [newsCount] = await handle.db.select({ n: count() }).from(news);
    expect(newsCount?.n).toBeGreaterThanOrEqual(12);
    const orgs = await handle.db.select().from(organizations);
    expect(orgs.length).toBeGreaterThanOrEqual(6);
    for (const org of orgs) {
      expect(org.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      const [stored] = await handle.db
        .select()
        .from(media)
        .where(eq(media.path, org.imageUrl ?? ''));
      expect(stored?.mimeType).toBe('image/webp');
    }
    const files = readdirSync(config.uploadsDir);
    expect(files.filter((f) => /^[0-9a-f]{32}\.webp$/.test(f)).length).toBeGreaterThanOrEqual(40);
    expect(files.some((f) => /-480w\.webp$/.test(f))).toBe(true);
  });

  it('does nothing on the next start', async () => {
    const before = await handle.db.select({ n: count() }).from(news);
    await prepareDatabase(handle, config, silentLog);
    expect(await handle.db.select({ n: count() }).from(news)).toEqual(before);
    expect(await handle.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
  });
});

describe('first start without ADMIN_PASSWORD', () => {
  let handle: DatabaseHandle;
  let printed = '';

  beforeAll(async () => {
    handle = await createTestDatabase();
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed += String(chunk);
      return true;
    });
    try {
      const config = testConfig({ ADMIN_EMAIL: 'admin@amanah.example' });
      await prepareDatabase(handle, config, silentLog);
      await prepareDatabase(handle, config, silentLog);
    } finally {
      write.mockRestore();
    }
  });
  afterAll(() => handle.close());

  it('prints a random password once, and that password signs in', async () => {
    const matches = [...printed.matchAll(/password: (\S+)/g)];
    expect(matches).toHaveLength(1);
    const password = matches[0]?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const [admin] = await handle.db.select().from(users);
    expect(admin?.email).toBe('admin@amanah.example');
    expect(await verifyPassword(admin?.passwordHash ?? '', password)).toBe(true);
    expect(admin?.passwordHash).not.toContain(password);
  });
});
