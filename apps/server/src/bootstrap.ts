/**
 * What happens before the server listens: open the configured database, apply migrations, and on
 * the very first start (no account yet) seed the demo content and create the first SuperAdmin.
 */
import path from 'node:path';
import { PASSWORD_CONTEXT_TEXTS } from '@authority/shared/second-factor-texts';
import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { prerenderedRenditions } from './db/first-start.js';
import { users } from './db/schema.js';
import { seedContent } from './db/seed/seed-content.js';
import { inTurn, LOCKS } from './lib/advisory-lock.js';
import { type Config, ConfigError } from './lib/env.js';
import { createMediaStorage } from './lib/media/storage.js';
import { storeImage } from './lib/media/store-image.js';
import { hashPassword, passwordRefusal, randomPassword } from './lib/passwords.js';

/** PGlite keeps its files here, beside the uploads. */
export const pgliteDir = (config: Config) => path.join(config.dataDir, 'db');

export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, thread: config.deliveryTuning })
    : openDatabase({ kind: 'pglite', dataDir: pgliteDir(config) });
}

type BootLogger = Pick<Logger, 'info' | 'warn'>;

/** Applies pending migrations; on a database with no account yet, seeds it and adds the SuperAdmin. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Config,
  log: BootLogger,
): Promise<void> {
  await checkAdminPassword(config, log);
  // A fleet's processes starting at once on one PostgreSQL migrate and seed one after the other:
  // the later ones find the work done.
  await inTurn(handle, LOCKS.startup, async () => {
    await handle.migrate();
    if (await hasAccounts(handle)) return;
    log.info('first start: seeding demo content');
    await seedDemoContent(handle, config);
    await createFirstSuperAdmin(handle, config, log);
  });
}

/**
 * ADMIN_PASSWORD meets the rules every other password meets (length, the common-password list,
 * context words such as the e-mail's local part): a weak one stops a production start with a
 * message naming the variable, and is only warned about in development and tests.
 */
export async function checkAdminPassword(config: Config, log: BootLogger): Promise<void> {
  if (config.adminPassword === undefined) return;
  const refusal = await passwordRefusal(config.adminPassword, { email: config.adminEmail });
  if (!refusal) return;
  const message = PASSWORD_CONTEXT_TEXTS.adminPasswordRefused(refusal);
  if (config.env === 'production') throw new ConfigError(message);
  log.warn({ email: config.adminEmail }, message);
}

async function hasAccounts(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

export async function seedDemoContent(handle: DatabaseHandle, config: Config) {
  const storage = createMediaStorage(config);
  // The build rendered the seed's images already (db/first-start.ts); only others are rendered here.
  const rendered = prerenderedRenditions();
  try {
    return await seedContent(handle.db, async (name, svg) => {
      const stored = await storeImage({
        db: handle.db,
        storage,
        data: Buffer.from(svg),
        originalName: `${name}.svg`,
        rendered,
      });
      return stored.path;
    });
  } finally {
    storage.close();
  }
}

/**
 * docs/DESIGN.md 'Accounts': the first SuperAdmin comes from ADMIN_EMAIL/ADMIN_PASSWORD, or gets a
 * random password printed once to the console (it is never stored in clear anywhere).
 */
async function createFirstSuperAdmin(handle: DatabaseHandle, config: Config, log: BootLogger) {
  const password = config.adminPassword ?? randomPassword();
  await handle.db
    .insert(users)
    .values({
      firstName: 'Site',
      lastName: 'Administrator',
      email: config.adminEmail,
      passwordHash: await hashPassword(password),
      role: 'SuperAdmin',
      // A generated password is temporary (ASVS 6.4.1): the dashboard asks for the owner's own.
      // One from ADMIN_PASSWORD was chosen by whoever runs the server, so it is not.
      passwordTemporary: config.adminPassword === undefined,
    })
    .onConflictDoNothing({ target: users.email });
  if (config.adminPassword) {
    log.info({ email: config.adminEmail }, 'first SuperAdmin created from ADMIN_EMAIL/ADMIN_PASSWORD');
  } else {
    const banner = [
      '',
      '┌──────────────────────────────────────────────────────────────┐',
      '│ First SuperAdmin account (shown once; change it after sign-in) │',
      '└──────────────────────────────────────────────────────────────┘',
      `  e-mail:   ${config.adminEmail}`,
      `  password: ${password}`,
      '',
    ].join('\n');
    process.stdout.write(`${banner}\n`);
    log.warn({ email: config.adminEmail }, 'first SuperAdmin created with a random password (printed above)');
  }
}
