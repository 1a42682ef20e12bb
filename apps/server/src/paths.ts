/**
 * Folders of the repository that the server reads at run time. This file sits directly in src/
 * and its bundled copy directly in dist/, so `..` is apps/server in both. Keep it there.
 */
import { fileURLToPath } from 'node:url';

export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Committed SQL migrations. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The built web app, `apps/web/dist`. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * What the build prepares for a first start (scripts/first-start-assets.ts): a migrated PGlite
 * data folder and the seed images' renditions. Read from source runs too when a build exists.
 */
export const FIRST_START_DIR = fileURLToPath(new URL('../dist/first-start', import.meta.url));

/** The common-password list as the build writes it (lib/common-passwords.ts). */
export const COMMON_PASSWORDS_FILE = fileURLToPath(new URL('../dist/common-passwords.txt', import.meta.url));
