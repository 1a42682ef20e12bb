/**
 * Unicode's bidirectional controls (embeddings and overrides U+202A–U+202E, isolates
 * U+2066–U+2069): invisible, they reorder what follows, so `Ali\u202Efdp.exe` reads as
 * `Aliexe.pdf`. Refused where a value names someone or something (names, addresses, phone
 * numbers, companies, file names); kept in free text, which is shown isolated.
 */
export const BIDI_CONTROLS = '\u202A-\u202E\u2066-\u2069';

const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS}]`, 'u');
const BIDI_CONTROLS_ALL = new RegExp(`[${BIDI_CONTROLS}]`, 'gu');

export const hasBidiControl = (value: string): boolean => BIDI_CONTROL.test(value);

/**
 * The text with each control replaced by a visible mark naming it (`⟨U+202E⟩`), for staff who must
 * see that a visitor's free text carries one: in the CSV and the department mail.
 */
export function showBidiControls(value: string): string {
  return value.replace(
    BIDI_CONTROLS_ALL,
    (control) => `⟨U+${control.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}⟩`,
  );
}
