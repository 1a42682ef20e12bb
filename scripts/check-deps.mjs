#!/usr/bin/env node
// Fails (exit 1, naming each) when a workspace or the root declares a dependency or
// devDependency that nothing in it uses, or when its code imports a package that neither it nor
// the root declares (one that resolves only because another workspace's is hoisted). Part of
// `npm run check`; scripts/check-deps.test.mjs runs it on small trees. No dependencies of its own.
//
// What counts as a use of a declared package `p`, in the files of that workspace:
//   - a module specifier naming `p` or `p/…`: `import … from`, `export … from`, `import '…'`,
//     `import(…)`, `require(…)`, `require.resolve(…)`, `createRequire(…).resolve(…)`,
//     `import.meta.resolve(…)`, `vi.mock(…)`
//     (in .ts, .tsx, .mts, .cts, .js, .jsx, .mjs, .cjs, source and test files alike);
//   - `/// <reference types="p" />`, and `p` in a tsconfig's `compilerOptions.types`;
//   - CSS `@import`, `@plugin`, `@source`, `@reference`, `@config` of `p` (Tailwind, @fontsource),
//     and a quoted `url("p/…")`, which Vite resolves as a module (a font file in a package);
//   - one of `p`'s binaries (its package.json `bin`) invoked from the workspace's package.json
//     scripts, or named as a string in its code (`spawn('npx', ['vite'])` in scripts/*.mjs), and
//     `node --import p` / `--loader p` / `--require p` in those scripts;
//   - a path through `node_modules/p/` anywhere (biome.json `$schema`, a script running
//     `node_modules/vitest/vitest.mjs`);
//   - in config files (`*.config.{ts,mts,js,mjs,cjs}`), a string equal to `p`: plugins, Vitest's
//     `environment: 'jsdom'`, `ssr.noExternal` and the like;
//   - `@types/x` when `x` is used (`@types/a__b` for `@a/b`), or is in a tsconfig's `types`;
//     `@types/node` when a Node built-in is imported or `node` is in a tsconfig's `types`;
//   - a required (non-optional) peer dependency of a used package declared beside it: the peer is
//     declared to pin its version (e.g. `@tiptap/pm` beside `@tiptap/react`).
// The root is the shared toolchain of every workspace (TypeScript, Vitest, Biome, drizzle-kit are
// installed once, there): a root dependency counts as used when the root's own files use it, or
// when a workspace that does not declare it itself uses it.
// What must be declared: the packages named by the module specifiers of its code (comments that
// start a line left out), its `/// <reference types>` lines and its CSS imports; the root's
// declarations count for every workspace, as above.
// Whatever no rule can see goes in ALLOWED below, with its reason; an entry for a package that is
// no longer declared fails too. `node scripts/check-deps.mjs --verbose` prints how each is used.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Declared packages used in ways this script cannot see, by workspace directory ('.' for the
 * root), each with the reason. Keep it short: prefer teaching the script a new kind of use.
 * @type {Record<string, Record<string, string>>}
 */
const ALLOWED = {
  'apps/web': {
    // The quotes of the config's comments and template strings hide the one plain 'preact' from
    // this script's string reading.
    preact: "the browser build's runtime: vite.config.ts aliases react to preact/compat (decision 020)",
  },
};

// `--root <dir>`: check another tree (the tests give it a small one); the project's by default.
const rootArg = process.argv.indexOf('--root');
const root =
  rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : fileURLToPath(new URL('..', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** JSON with comments and trailing commas (tsconfig.json), read well enough for `types`. */
const readJsonc = (file) =>
  JSON.parse(
    readFileSync(file, 'utf8')
      .replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (_, string) => string ?? '')
      .replace(/,(\s*[}\]])/g, '$1'),
  );

const rootPkg = readJson(path.join(root, 'package.json'));
const workspaceDirs = (rootPkg.workspaces ?? []).map((dir) => path.normalize(dir));
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
  '.git',
  '.tmp',
  '.vite',
]);
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const CONFIG = /(?:^|[./-])config\.[cm]?[jt]s$/;
const NODE_BUILTINS = new Set(builtinModules);

/** Every file of a workspace, not descending into other workspaces or build output. */
function filesOf(dir) {
  const files = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        if (workspaceDirs.includes(path.relative(root, full))) continue;
        walk(full);
      } else if (entry.isFile()) {
        files.push(full);
      }
    }
  };
  walk(dir);
  return files;
}

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`; undefined for relative paths. */
function packageOf(specifier) {
  if (!specifier || /^[./#~]/.test(specifier) || specifier.includes(':') || specifier.startsWith('/'))
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Where the types of a package would live on DefinitelyTyped: `@a/b` → `@types/a__b`. */
const typesPackage = (name) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

/** The installed package.json of a package, as a workspace resolves it (own node_modules first). */
function installedManifest(workspace, name) {
  for (const base of [path.join(root, workspace), root]) {
    const file = path.join(base, 'node_modules', name, 'package.json');
    if (existsSync(file)) return readJson(file);
  }
  return undefined;
}

function binariesOf(workspace, name) {
  const manifest = installedManifest(workspace, name);
  if (!manifest?.bin) return [];
  return typeof manifest.bin === 'string' ? [name.split('/').pop()] : Object.keys(manifest.bin);
}

/**
 * `createRequire(x).resolve('p/…')` resolves from `x`, which may be another package's folder
 * (harfbuzzjs from subset-font's): a use, but not one the workspace must declare.
 */
const RESOLVED_ELSEWHERE = /\)\.resolve\s*\(\s*['"`]([^'"`]+)['"`]/g;
const SPECIFIER_PATTERNS = [
  /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"`]([^'"`]+)['"`]/g,
  /\bimport\s*['"`]([^'"`]+)['"`]/g,
  /\bimport\s*\(\s*['"`]([^'"`$]+)['"`]/g,
  /\brequire(?:\.resolve)?\s*\(\s*['"`]([^'"`]+)['"`]/g,
  // createRequire(import.meta.url).resolve('pkg/file'): a file of the package, read at run time.
  RESOLVED_ELSEWHERE,
  /\bimport\.meta\.resolve\s*\(\s*['"`]([^'"`]+)['"`]/g,
  /\bvi\.(?:mock|doMock|importActual)\s*\(\s*['"`]([^'"`]+)['"`]/g,
];
const TYPE_REFERENCE = /\/\/\/\s*<reference\s+types\s*=\s*['"]([^'"]+)['"]/g;
/** A triple-slash directive itself: at the start of a line, not quoted in a comment. */
const TYPE_REFERENCE_LINE = /^\s*\/\/\/\s*<reference\s+types\s*=\s*['"]([^'"]+)['"]/gm;
/** What npm accepts as a package's name (lower case, optionally scoped). */
const PACKAGE_NAME = /^(?:@[a-z0-9-~][a-z0-9._~-]*\/)?[a-z0-9-~][a-z0-9._~-]*$/;
// Comments that start a line: a line comment to its end, a block or doc comment whole. Only
// those, so that a regular expression or a string holding two slashes is never taken for one.
const LINE_COMMENT = /^[ \t]*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)/gm;
/** The source without the comments that start a line. */
const withoutComments = (text) => text.replace(LINE_COMMENT, '');
const CSS_PATTERN =
  /(?:@(?:import|plugin|source|reference|config)\s+(?:url\(\s*)?|\burl\(\s*)['"]([^'"]+)['"]/g;
const STRING_PATTERN = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`\\$]*)`/g;
const NODE_MODULES_PATH = /node_modules\/((?:@[^/\s'"`]+\/)?[^/\s'"`]+)/g;
const PRELOAD_FLAG = /--(?:import|loader|experimental-loader|require)[=\s]+['"]?([^\s'"]+)/g;

/**
 * What the files of one workspace use: the packages they name (with where, for --verbose), the
 * words that may be binaries, the strings of its config files, and whether it uses Node built-ins.
 */
function usesOf(workspace) {
  const dir = path.join(root, workspace);
  const packages = new Map();
  /** The packages its code imports (module specifiers, type references, CSS imports): each must be declared. */
  const imported = new Map();
  const words = new Set();
  const configStrings = new Set();
  let nodeBuiltins;
  const addPackage = (name, how) => {
    if (name && !packages.has(name)) packages.set(name, how);
  };
  const addSpecifier = (specifier, how) => {
    if (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0])) nodeBuiltins ??= how;
    addPackage(packageOf(specifier), how);
  };
  /** A specifier the code needs at run or type-check time: its package must be declared. */
  const addImport = (specifier, how) => {
    const name = packageOf(specifier);
    if (!name || !PACKAGE_NAME.test(name) || NODE_BUILTINS.has(name)) return;
    if (!imported.has(name)) imported.set(name, how);
  };
  const addPaths = (text, where) => {
    for (const [, name] of text.matchAll(NODE_MODULES_PATH))
      addPackage(name, `node_modules path in ${where}`);
  };
  const addCommand = (command, where) => {
    for (const word of command.split(/[\s;&|()]+/)) if (word) words.add(word);
    for (const [, specifier] of command.matchAll(PRELOAD_FLAG))
      addSpecifier(specifier, `preloaded in ${where}`);
    addPaths(command, where);
  };

  const manifestFile = path.relative(root, path.join(dir, 'package.json'));
  for (const command of Object.values(readJson(path.join(dir, 'package.json')).scripts ?? {}))
    addCommand(command, `${manifestFile} scripts`);

  for (const file of filesOf(dir)) {
    const base = path.basename(file);
    const where = path.relative(root, file);
    if (CODE.test(base)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of SPECIFIER_PATTERNS)
        for (const [, specifier] of text.matchAll(pattern)) addSpecifier(specifier, `imported in ${where}`);
      // Comments name packages in examples: what the code imports is read without them.
      for (const pattern of SPECIFIER_PATTERNS.filter((pattern) => pattern !== RESOLVED_ELSEWHERE))
        for (const [, specifier] of withoutComments(text).matchAll(pattern))
          addImport(specifier, `imported in ${where}`);
      for (const [, type] of text.matchAll(TYPE_REFERENCE_LINE))
        addImport(type, `type reference in ${where}`);
      for (const [, type] of text.matchAll(TYPE_REFERENCE)) {
        addSpecifier(type, `type reference in ${where}`);
        addPackage(typesPackage(type), `type reference in ${where}`);
      }
      const isConfig = CONFIG.test(base);
      for (const match of text.matchAll(STRING_PATTERN)) {
        const string = match[1] ?? match[2] ?? match[3] ?? '';
        // A string naming a binary (`spawn('npx', ['vitest'])`), or a command line in one string.
        if (/^[\w@./-]+$/.test(string)) words.add(string);
        else if (/\s/.test(string) && string.length < 300) addCommand(string, where);
        if (isConfig) configStrings.add(string);
        addPaths(string, where);
      }
    } else if (base.endsWith('.css')) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(CSS_PATTERN)) {
        addSpecifier(specifier, `CSS import in ${where}`);
        addImport(specifier, `CSS import in ${where}`);
        addPaths(specifier, where);
      }
    } else if (/^tsconfig.*\.json$/.test(base)) {
      for (const type of readJsonc(file).compilerOptions?.types ?? []) {
        if (type === 'node') nodeBuiltins ??= `types in ${where}`;
        addSpecifier(type, `types in ${where}`);
        addPackage(typesPackage(type), `types in ${where}`);
      }
    } else if (/^biome\.jsonc?$/.test(base)) {
      addPaths(readFileSync(file, 'utf8'), where);
    }
  }
  if (nodeBuiltins) addPackage('@types/node', `Node built-ins (${nodeBuiltins})`);
  return { packages, imported, words, configStrings };
}

/**
 * The declared packages of a workspace that its uses (a usesOf result) account for, each with
 * how it is used.
 */
function usedDeclared(workspace, declared, uses) {
  const used = new Map();
  for (const name of declared) {
    const typesOf = name.startsWith('@types/') ? name.slice('@types/'.length) : undefined;
    const typed = typesOf && (typesOf.includes('__') ? `@${typesOf.replace('__', '/')}` : typesOf);
    const binary = binariesOf(workspace, name).find((bin) => uses.words.has(bin));
    if (uses.packages.has(name)) used.set(name, uses.packages.get(name));
    else if (uses.configStrings.has(name)) used.set(name, 'named in a config file');
    else if (typed && uses.packages.has(typed)) used.set(name, `types of ${typed}`);
    else if (binary) used.set(name, `binary ${binary}`);
  }
  // Required peers of what is used, declared beside it; repeated until nothing new is added.
  for (let added = true; added; ) {
    added = false;
    for (const name of [...used.keys()]) {
      const manifest = installedManifest(workspace, name);
      for (const peer of Object.keys(manifest?.peerDependencies ?? {})) {
        if (manifest.peerDependenciesMeta?.[peer]?.optional) continue;
        if (declared.includes(peer) && !used.has(peer)) {
          used.set(peer, `required peer of ${name}`);
          added = true;
        }
      }
    }
  }
  return used;
}

const declaredOf = (manifest) => [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
];

const verbose = process.argv.includes('--verbose');
const problems = [];
const undeclared = [];
/**
 * The packages a workspace's code imports that neither it nor the root declares: they resolve
 * only because another workspace's dependency is hoisted to the root's node_modules, and break
 * when that one changes or is installed alone.
 */
const reportUndeclared = (workspace, declared, uses) => {
  const label = workspace === '.' ? '(root)' : workspace;
  const own = readJson(path.join(root, workspace, 'package.json')).name;
  for (const [name, how] of uses.imported)
    if (name !== own && !declared.includes(name) && !rootDeclared.includes(name))
      undeclared.push(`${label}: ${name} (${how})`);
};
const report = (workspace, declared, used) => {
  const label = workspace === '.' ? '(root)' : workspace;
  for (const name of declared) {
    const how = used.get(name) ?? (ALLOWED[workspace]?.[name] && `allowed: ${ALLOWED[workspace][name]}`);
    if (!how) problems.push(`${label}: ${name}`);
    else if (verbose) console.log(`${label}: ${name}: ${how}`);
  }
};
const rootDeclared = declaredOf(rootPkg);
// Root packages used by the root's own files, then by workspaces that do not declare them.
const rootUses = usesOf('.');
const rootUsed = usedDeclared('.', rootDeclared, rootUses);
reportUndeclared('.', rootDeclared, rootUses);
for (const workspace of workspaceDirs) {
  const declared = declaredOf(readJson(path.join(root, workspace, 'package.json')));
  const uses = usesOf(workspace);
  report(workspace, declared, usedDeclared(workspace, declared, uses));
  reportUndeclared(workspace, declared, uses);
  for (const [name, how] of usedDeclared(workspace, rootDeclared, uses))
    if (!declared.includes(name) && !rootUsed.has(name)) rootUsed.set(name, `${how} (by ${workspace})`);
}
report('.', rootDeclared, rootUsed);
for (const [workspace, names] of Object.entries(ALLOWED)) {
  // A tree given with --root need not have the project's workspaces.
  if (!workspaceDirs.includes(workspace)) continue;
  const manifest = readJson(path.join(root, workspace, 'package.json'));
  for (const name of Object.keys(names))
    if (!declaredOf(manifest).includes(name))
      problems.push(`ALLOWED names ${name}, not declared in ${workspace}`);
}

if (problems.length > 0) {
  console.error('Declared but never used (remove it, or teach scripts/check-deps.mjs how it is used):');
  for (const problem of problems) console.error(`  ${problem}`);
}
if (undeclared.length > 0) {
  console.error('Imported but not declared by the workspace or the root (declare it in that package.json):');
  for (const problem of undeclared) console.error(`  ${problem}`);
}
if (problems.length > 0 || undeclared.length > 0) process.exit(1);
console.log(
  `Dependencies: every declared package is used, and every imported one declared (root and ${workspaceDirs.length} workspaces).`,
);
