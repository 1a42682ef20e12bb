// Each rule of .dependency-cruiser.cjs fails on a deliberate violation, and the real tree passes.
// Run by `npm run check` (node:test). Each case lays out a small tree in a temporary folder, with
// the paths the rules name (apps/server/src/plugins/…), and cruises it with the project's config.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
const fixtures = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
after(() => rmSync(fixtures, { recursive: true, force: true }));

let cases = 0;
/**
 * Writes `files` (path → source) into a folder of its own and cruises them; returns each
 * violation as `rule: from → to`.
 */
async function violationsOf(files) {
  const base = path.join(fixtures, String(cases++));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), source);
  }
  const { output } = await cruise(Object.keys(files), { ...options, baseDir: base });
  return output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

describe('the dependency rules (.dependency-cruiser.cjs)', () => {
  it('shared-imports-no-app: packages/shared importing an app', async () => {
    const found = await violationsOf({
      'packages/shared/src/texts.ts':
        "import { x } from '../../../apps/web/src/lib/x';\nexport const y = x;\n",
      'apps/web/src/lib/x.ts': 'export const x = 1;\n',
    });
    assert.deepEqual(found, ['shared-imports-no-app: packages/shared/src/texts.ts → apps/web/src/lib/x.ts']);
  });

  it('shared-imports-no-node-builtin: packages/shared importing a Node built-in', async () => {
    const found = await violationsOf({
      'packages/shared/src/paths.ts': "import path from 'node:path';\nexport const join = path.join;\n",
      'packages/shared/src/files.ts': "export { readFileSync } from 'fs';\n",
    });
    assert.deepEqual(found.sort(), [
      'shared-imports-no-node-builtin: packages/shared/src/files.ts → fs',
      'shared-imports-no-node-builtin: packages/shared/src/paths.ts → path',
    ]);
  });

  it('web-imports-no-server: the web app importing server code', async () => {
    const found = await violationsOf({
      'apps/web/src/lib/env.ts': "export { env } from '../../../server/src/lib/env';\n",
      'apps/server/src/lib/env.ts': 'export const env = {};\n',
    });
    assert.deepEqual(found, ['web-imports-no-server: apps/web/src/lib/env.ts → apps/server/src/lib/env.ts']);
  });

  it('server-plumbing-imports-no-feature: a plugin, or the delivery folder, importing a feature', async () => {
    const found = await violationsOf({
      'apps/server/src/plugins/access.ts': "export { loadSettings } from '../features/settings/index';\n",
      'apps/server/src/delivery/page.ts': "export { loadSettings } from '../features/settings/index';\n",
      'apps/server/src/features/settings/index.ts': 'export const loadSettings = () => ({});\n',
    });
    assert.deepEqual(found.sort(), [
      'server-plumbing-imports-no-feature: apps/server/src/delivery/page.ts → apps/server/src/features/settings/index.ts',
      'server-plumbing-imports-no-feature: apps/server/src/plugins/access.ts → apps/server/src/features/settings/index.ts',
    ]);
  });

  it('web-lib-imports-no-feature: apps/web/src/lib importing a feature', async () => {
    const found = await violationsOf({
      'apps/web/src/lib/layout/footer.tsx':
        "export { ContactForm } from '../../features/contact-form/index';\n",
      'apps/web/src/features/contact-form/index.ts': 'export const ContactForm = 1;\n',
    });
    assert.deepEqual(found, [
      'web-lib-imports-no-feature: apps/web/src/lib/layout/footer.tsx → apps/web/src/features/contact-form/index.ts',
    ]);
  });

  it('feature-reached-through-index: outside code, or another feature, reaching inside a feature', async () => {
    const found = await violationsOf({
      'apps/web/src/app/routes/news-page.tsx': "export { list } from '../../features/news/api/list';\n",
      'apps/web/src/features/news/api/list.ts': 'export const list = 1;\n',
      'apps/web/src/features/news/index.ts': "export { list } from './api/list';\n",
      // Its own test reaches inside, and the other feature's index is the way in: both allowed.
      'apps/web/src/features/news/news.test.ts': "export { list } from './api/list';\n",
      'apps/server/src/features/feeds/routes.ts':
        "export { read } from '../content/service';\nexport { news } from '../content/index';\n",
      'apps/server/src/features/content/service.ts': 'export const read = 1;\n',
      'apps/server/src/features/content/index.ts': 'export const news = 1;\n',
    });
    assert.deepEqual(found.sort(), [
      'feature-reached-through-index: apps/server/src/features/feeds/routes.ts → apps/server/src/features/content/service.ts',
      'feature-reached-through-index: apps/web/src/app/routes/news-page.tsx → apps/web/src/features/news/api/list.ts',
    ]);
  });

  it('no-circular: a module that depends on itself through others, types included', async () => {
    const found = await violationsOf({
      'apps/server/src/db/client.ts':
        "import { first } from './first-start';\nexport const client = first;\n",
      'apps/server/src/db/first-start.ts':
        "import type { Image } from '../lib/store-image';\nexport const first: Image | 1 = 1;\n",
      'apps/server/src/lib/store-image.ts':
        "import type { client } from '../db/client';\nexport type Image = typeof client;\n",
    });
    // One circle, reported once (from whichever of its modules is cruised first).
    assert.equal(found.length, 1);
    assert.match(found[0], /^no-circular: apps\/server\/src\/(?:db|lib)\//);
  });

  it('the real tree passes every rule', async () => {
    const { output } = await cruise(['packages', 'apps', 'bench', 'e2e', 'scripts'], {
      ...options,
      baseDir: root,
    });
    const found = output.summary.violations.map(
      (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
    );
    assert.deepEqual(found, []);
    assert.ok(output.summary.totalCruised > 500, `cruised ${output.summary.totalCruised} modules`);
  });
});
