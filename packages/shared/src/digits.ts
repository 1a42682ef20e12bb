/**
 * Which digits a language's pages write numbers in (I18N.md): Arabic pages use Eastern
 * Arabic-Indic digits (٠١٢٣) or Western ones (0123), as a site setting says; every form accepts
 * both and stores Western digits (`westernDigits`).
 */
export const DIGIT_STYLES = ['eastern', 'western'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];
export const DEFAULT_DIGIT_STYLE: DigitStyle = 'eastern';

const EASTERN_ZERO = 0x0660;
const EXTENDED_ZERO = 0x06f0;

const ARABIC_DECIMAL_SEPARATOR = '\u066B';

/** `text` with its Western digits (and decimal points between them) written the Eastern Arabic way. */
export function easternDigits(text: string): string {
  return text
    .replace(/(\d)\.(?=\d)/g, `$1${ARABIC_DECIMAL_SEPARATOR}`)
    .replace(/[0-9]/g, (d) => String.fromCharCode(EASTERN_ZERO + Number(d)));
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
