import { describe, expect, it } from 'vitest';
import { easternDigits, verbatim, westernDigits } from './digits';
import { FORMS_AR } from './i18n/forms-ar';

describe('easternDigits', () => {
  it('writes digits and decimal points the Eastern Arabic way', () => {
    expect(easternDigits('12.4 of 30')).toBe('١٢٫٤ of ٣٠');
  });

  it('leaves a verbatim run as written: an e-mail address keeps its digits', () => {
    const text = `sent to ${verbatim('a***@e2e.test')} at 10`;
    expect(easternDigits(text)).toBe(`sent to ${verbatim('a***@e2e.test')} at ١٠`);
    expect(westernDigits(easternDigits(text))).toBe(text);
  });

  it("keeps the address of the Arabic form's code-sent text, which is set left to right", () => {
    const text = easternDigits(FORMS_AR.form.codeSentTo('a***@e2e.test'));
    expect(text).toContain('\u2066a***@e2e.test\u2069');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });
});
