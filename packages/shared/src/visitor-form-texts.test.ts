import { describe, expect, it } from 'vitest';
import * as contact from './contact';
import * as contactTexts from './contact-texts';
import * as eventFormTexts from './event-form-texts';
import * as eventForms from './event-forms';

// The web app imports the texts and checks of the visitor forms from the zod-free files (the
// landing page's budget); the server keeps importing them, with its schemas, from the others.
describe('the zod-free halves of the visitor forms', () => {
  it.each([
    ['contact.ts', contactTexts, contact],
    ['event-forms.ts', eventFormTexts, eventForms],
  ])('are re-exported by %s, the very same objects', (_file, texts, withSchemas) => {
    const exported = new Map(Object.entries(withSchemas));
    for (const [name, value] of Object.entries(texts)) expect(exported.get(name), name).toBe(value);
  });
});
