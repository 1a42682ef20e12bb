/**
 * Which digits a language's pages write numbers in (docs/I18N.md): Arabic pages use Eastern
 * Arabic-Indic digits (٠١٢٣) or Western ones (0123), as a site setting says; every form accepts
 * both and stores Western digits (`westernDigits`).
 */
export const DIGIT_STYLES = ['eastern', 'western'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];
export const DEFAULT_DIGIT_STYLE: DigitStyle = 'eastern';

const EASTERN_ZERO = 0x0660;
const EXTENDED_ZERO = 0x06f0;

const ARABIC_DECIMAL_SEPARATOR = '\u066B';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const VERBATIM_RUN = /(\u2066[^\u2069]*\u2069)/;

/**
 * `text` (an e-mail address, a web address) to be kept as written inside a translated text: set
 * left to right in an Arabic sentence (bidi isolation), and its digits never rewritten.
 */
export const verbatim = (text: string): string => `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/**
 * `text` with its Western digits (and decimal points between them) written the Eastern Arabic way,
 * except inside `verbatim` runs.
 */
export function easternDigits(text: string): string {
  return text
    .split(VERBATIM_RUN)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/(\d)\.(?=\d)/g, `$1${ARABIC_DECIMAL_SEPARATOR}`)
            .replace(/[0-9]/g, (d) => String.fromCharCode(EASTERN_ZERO + Number(d))),
    )
    .join('');
}

/** `text` with Arabic-Indic (and Persian) digits written as Western ones. */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - EASTERN_ZERO))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_ZERO));
}

/** How a page writes the digits in its texts: unchanged, or Eastern on Arabic pages that use them. */
export function digitWriter(usesArabicDigits: boolean, style: DigitStyle): (text: string) => string {
  return usesArabicDigits && style === 'eastern' ? easternDigits : (text) => text;
}
