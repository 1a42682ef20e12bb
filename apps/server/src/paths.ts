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
