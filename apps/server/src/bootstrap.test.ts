import { readdirSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkAdminPassword, prepareDatabase } from './bootstrap.js';
import type { DatabaseHandle } from './db/client.js';
import { media, news, organizations, users } from './db/schema.js';
import { type Config, ConfigError } from './lib/env.js';
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

  it('does not mark the password from ADMIN_PASSWORD temporary: its owner chose it', async () => {
    const [admin] = await handle.db.select().from(users);
    expect(admin?.passwordTemporary).toBe(false);
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

  it('marks the printed password temporary, so the dashboard asks for the owner’s own (ASVS 6.4.1)', async () => {
    const [admin] = await handle.db.select().from(users);
    expect(admin?.passwordTemporary).toBe(true);
  });
});

describe('ADMIN_PASSWORD quality at start', () => {
  const weak = [
    ['too short', 'abc1234', /at least 6 characters/],
    ['common', 'password123', /too common/],
    ['built on the e-mail and the site', 'Amanah-chief1', /built on a word/],
    ['built on admin', 'Admin2026!', /built on a word/],
  ] as const;

  it.each(weak)(
    'refuses to start in production with a %s one, naming the variable',
    async (_, password, reason) => {
      const config = {
        ...testConfig({ ADMIN_EMAIL: 'chief@amanah.example' }),
        env: 'production' as const,
        adminPassword: password,
      };
      const migrate = vi.fn();
      const refused = prepareDatabase({ migrate } as unknown as DatabaseHandle, config, silentLog);
      await expect(refused).rejects.toBeInstanceOf(ConfigError);
      await expect(refused).rejects.toThrow(/^ADMIN_PASSWORD is too weak/);
      await expect(refused).rejects.toThrow(reason);
      // Refused before the database is touched.
      expect(migrate).not.toHaveBeenCalled();
    },
  );

  it('only warns in development, and says nothing of a strong one', async () => {
    const warn = vi.fn();
    const base = testConfig({ ADMIN_EMAIL: 'chief@amanah.example' });
    await checkAdminPassword(
      { ...base, env: 'development', adminPassword: 'admin12345' },
      { info: () => {}, warn },
    );
    expect(warn).toHaveBeenCalledWith(
      { email: 'chief@amanah.example' },
      expect.stringMatching(/ADMIN_PASSWORD is too weak/),
    );
    warn.mockClear();
    await checkAdminPassword(
      { ...base, env: 'production', adminPassword: 'tamarind-lantern-orbit' },
      { info: () => {}, warn },
    );
    await checkAdminPassword(
      { ...base, env: 'production', adminPassword: undefined },
      { info: () => {}, warn },
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
