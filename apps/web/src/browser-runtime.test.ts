/**
 * Decision 020: the server renders with React and the browser hydrates with Preact, and the two
 * make different `useId` ids. An id the server wrote stays in the page, so an id that code looks up
 * (`getElementById`) or that an element added later points at must be fixed, not made by useId.
 * This test makes every `useId` in public code a reviewed one: a new one fails until it is listed
 * here with why it is safe (its ids are only used by elements rendered with it, all from the same
 * runtime), or replaced by a fixed id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/** Staff screens are never server-rendered: the browser makes all their ids. */
const STAFF =
  /^(app\/routes\/dashboard|features\/(auth|users|content-admin|submissions|inquiries|privacy|settings|media|rich-text)|lib\/staff-ui)\//;

const REVIEWED: Record<string, string> = {
  'lib/ui/field.tsx':
    'a field without an id: its label, control and hint come from the server together; an error the browser adds gets its id and the control its reference in the same render',
  'features/event-forms/components/form-sections.tsx':
    "a radio group's error: the browser adds the message and the fieldset's reference together",
  'features/event-forms/components/field-error-summary.tsx':
    'the summary exists only in the browser, after a failed check',
  'features/contact-form/components/contact-form.tsx':
    'the footer form is rendered by the browser only (it replaces the server markup when near)',
  'features/about/comments-carousel.tsx':
    "a testimonial's text and the reference to it are on elements kept across slides: both the server's",
  'app/routes/site/booking-after-event.tsx':
    'the after-event part exists only in the browser, once its own call has answered',
  'lib/ui/search-field.tsx': 'used by staff screens only',
  'lib/ui/data-table.tsx': 'used by staff screens only',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('uses useId in public code only where reviewed (decision 020)', () => {
  const users = sourceFiles(SRC)
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) => !STAFF.test(file))
    .filter((file) => /\buseId\(/.test(readFileSync(path.join(SRC, file), 'utf8')));
  expect(users.sort()).toEqual(Object.keys(REVIEWED).sort());
});
