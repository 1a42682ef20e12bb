// scripts/check-deps.mjs on small trees of its own: a package code imports that its workspace does
// not declare fails, as does a declared one nothing uses. Run by `npm run check` (node:test).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('check-deps.mjs', import.meta.url));
const trees = mkdtempSync(path.join(tmpdir(), 'check-deps-'));
after(() => rmSync(trees, { recursive: true, force: true }));

let count = 0;
/** Writes a tree (path → text; objects as JSON) and runs the script on it. */
function checkTree(files) {
  const root = path.join(trees, String(count++));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

/**
 * An import line, built at run time: written out, the fixture's imports would be this file's own
 * to the script, which reads the root's files too.
 */
const importOf = (binding, name) => `import ${binding} from '${name}';`;

const bench = (devDependencies, code) => ({
  'package.json': {
    name: 'tree',
    private: true,
    workspaces: ['bench'],
    devDependencies: { vitest: '^4.0.0' },
  },
  'bench/package.json': { name: '@tree/bench', devDependencies },
  'bench/run.mjs': code,
  // The root's own use of what it declares.
  'vitest.config.ts': "import { defineConfig } from 'vitest/config';\nexport default defineConfig({});\n",
});

describe('scripts/check-deps.mjs', () => {
  it('fails on a package the code imports that neither its workspace nor the root declares', () => {
    const { status, output } = checkTree(
      bench(
        { autocannon: '^9.0.0' },
        [
          importOf('autocannon', 'autocannon'),
          importOf('pg', 'pg'),
          importOf('{ readFile }', 'node:fs/promises'),
          importOf('path', 'path'),
          // The root's toolchain is every workspace's; a comment's example is no import.
          importOf('{ it }', 'vitest'),
          `// ${importOf('Fastify', 'fastify')}`,
          `const chrome = await import('${'chrome-launcher'}');`,
          'export { autocannon, pg, readFile, path, it, chrome };',
        ].join('\n'),
      ),
    );
    assert.equal(status, 1, output);
    assert.match(output, /Imported but not declared/);
    assert.match(output, /bench: pg \(imported in bench\/run\.mjs\)/);
    assert.match(output, /bench: chrome-launcher \(imported in bench\/run\.mjs\)/);
    assert.doesNotMatch(output, /fastify|autocannon|vitest|: path|node:fs/);
  });

  it('passes once the workspace declares what it imports', () => {
    const { status, output } = checkTree(
      bench(
        { autocannon: '^9.0.0', pg: '^8.16.0' },
        `${importOf('autocannon', 'autocannon')}\n${importOf('pg', 'pg')}\nexport { autocannon, pg };\n`,
      ),
    );
    assert.equal(status, 0, output);
    assert.match(output, /every imported one declared/);
  });

  it('still fails on a declared package nothing uses', () => {
    const { status, output } = checkTree(
      bench({ autocannon: '^9.0.0', pg: '^8.16.0' }, `${importOf('pg', 'pg')}\nexport { pg };\n`),
    );
    assert.equal(status, 1, output);
    assert.match(output, /Declared but never used[\s\S]*bench: autocannon/);
  });
});
