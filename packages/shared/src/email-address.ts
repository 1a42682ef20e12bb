/**
 * One rule for a visitor's e-mail address, zod-free (the forms' chunks stay small): the same
 * check and the same stored form for the forms that store an address and for the privacy tools
 * that find it again, so whatever a form accepted can be exported and erased.
 */
import { BIDI_CONTROLS } from './bidi';

/**
 * A character of SPEC §5's 'simple address': anything but white space, control characters, `@`
 * and the other RFC 5322 specials (`()<>[]:;,\"`), which would turn one address into a display
 * name plus an address (`x<a@b.c>`) or a list (`a,b@c.d`) when the mail is sent, and the
 * bidirectional controls, which make an address read as another one to staff.
 */
const ADDRESS_CHAR = String.raw`[^\s\p{Cc}@()<>[\]:;,\\"${BIDI_CONTROLS}]`;
const ADDRESS_CHAR_NOT_DOT = String.raw`[^\s\p{Cc}@()<>[\]:;,\\".${BIDI_CONTROLS}]`;

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * SPEC §5: 'a simple address pattern': `local@domain` where the domain has a dot with a character
 * either side. Written so that a match can be found only one way (the domain's first character,
 * then everything up to its first later dot, then the rest): the time it takes grows with the
 * length of the text, never with its square, whatever a visitor sends. Callers check the length
 * first anyway (isSimpleEmail).
 */
export const SIMPLE_EMAIL_PATTERN = new RegExp(
  `^${ADDRESS_CHAR}+@${ADDRESS_CHAR}${ADDRESS_CHAR_NOT_DOT}*\\.${ADDRESS_CHAR}+$`,
  'u',
);

/**
 * SPEC §5's simple pattern on the trimmed text, after its length: at most EMAIL_MAX_LENGTH
 * characters, so a long text is refused without being read through.
 */
export function isSimpleEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL_PATTERN.test(address);
}

/**
 * The form an address is stored and looked up in: trimmed, composed (NFC: `é` typed as one
 * character or as `e` plus an accent is one address) and in lower case.
 */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}
