/**
 * Build step (scripts/build.mjs): data the server would otherwise make at run time, made once here
 * by the same code, in dist/:
 * - first-start/: the migrated empty PGlite folder and the seed images' renditions (src/db/first-start.ts);
 * - common-passwords.txt: the sorted common-password list (src/lib/common-passwords.ts).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeInitialDatabase, writeSeedRenditions } from '../src/db/first-start-assets.js';
import { SEED_IMAGES_DIR } from '../src/db/seed/seed-content.js';
import { commonPasswordsText } from '../src/lib/common-passwords.js';
import { COMMON_PASSWORDS_FILE, FIRST_START_DIR } from '../src/paths.js';

rmSync(FIRST_START_DIR, { recursive: true, force: true });
await writeInitialDatabase(FIRST_START_DIR);
const manifest = await writeSeedRenditions(FIRST_START_DIR, fileURLToPath(SEED_IMAGES_DIR));
console.log(
  `first start: a migrated database and ${Object.keys(manifest).length} seed images in ${FIRST_START_DIR}`,
);

const passwords = await commonPasswordsText();
writeFileSync(COMMON_PASSWORDS_FILE, passwords);
console.log(`common passwords: ${passwords.split('\n').length} in ${COMMON_PASSWORDS_FILE}`);
