/**
 * docs/I18N.md 'Texts': every user-visible text comes from a catalogue in packages/shared. This reads
 * every component of the web app and fails on text written into its markup: JSX text with a
 * letter in it, or a letter-bearing string given to an attribute that people read or hear.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '../..');
/** Attributes whose value is shown or announced. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'legend',
  'hint',
  'heading',
  'intro',
  'emptyText',
  'confirmLabel',
]);
const LETTER = /\p{L}/u;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(SOURCE, file)}:${line + 1}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source);
      if (READ_ATTRIBUTES.has(name) && LETTER.test(node.initializer.text))
        found.push(`${where(node)} ${name}="${node.initializer.text}"`);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteral(node.expression) &&
      LETTER.test(node.expression.text) &&
      ts.isJsxElement(node.parent)
    )
      found.push(`${where(node)} text {"${node.expression.text}"}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The staff pages' code: it reads its texts through useStaffTexts, in the account's language. */
const STAFF_CODE = [
  'app/routes/dashboard',
  'features/auth',
  'features/content-admin',
  'features/inquiries',
  'features/media',
  'features/education',
  'features/privacy',
  'features/rich-text',
  'features/settings',
  'features/submissions',
  'features/users',
  'lib/staff-ui',
  'lib/ui/client-table.tsx',
  'lib/ui/data-table.tsx',
  'lib/ui/page-nav.tsx',
  'lib/ui/states.tsx',
].map((part) => path.join(SOURCE, part));
/** An English text constant of packages/shared (`INQUIRY_TEXTS`, `CONTENT_FIELD_LABELS`, `PAGE_TITLES`…). */
const ENGLISH_CONSTANT = /^[A-Z][A-Z_]*(_TEXTS|_LABELS|_TITLES|_COLUMNS|_MESSAGES)$/;

function englishConstantImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return [];
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (!from.startsWith('@authority/shared/') || !bindings || !ts.isNamedImports(bindings)) return [];
    return bindings.elements
      .filter(
        (element) =>
          !element.isTypeOnly && ENGLISH_CONSTANT.test((element.propertyName ?? element.name).text),
      )
      .map((element) => `${path.relative(SOURCE, file)}: ${(element.propertyName ?? element.name).text}`);
  });
}

function sourceFiles(entry: string): string[] {
  if (entry.endsWith('.tsx') || entry.endsWith('.ts')) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(entry, item.name);
    if (item.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(item.name) && !item.name.includes('.test.') ? [full] : [];
  });
}

describe('the staff pages’ texts', () => {
  it('come in the account’s language: no staff module imports an English text constant', () => {
    const files = STAFF_CODE.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(80);
    expect(files.flatMap(englishConstantImports)).toEqual([]);
  });
});

describe('user-visible texts', () => {
  it('come from the catalogues: no component writes one into its markup', () => {
    const files = componentFiles(SOURCE);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(literalTexts)).toEqual([]);
  });

  it('would be found: the check sees a literal text, attribute and expression', () => {
    const probe = path.join(SOURCE, 'lib/i18n/__probe__.tsx');
    const text = ts.createSourceFile(probe, '', ts.ScriptTarget.Latest);
    expect(text).toBeDefined();
    const sample = `export const A = () => <p aria-label="Close">Hello {'there'}</p>;`;
    const source = ts.createSourceFile('probe.tsx', sample, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    let count = 0;
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && LETTER.test(node.text)) count++;
      if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) count++;
      if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteral(node.expression)) count++;
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(count).toBe(3);
  });
});
