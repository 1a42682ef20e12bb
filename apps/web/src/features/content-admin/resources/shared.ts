import { htmlToText } from '@authority/shared/normalize-content';

/** An empty number input is no value (the schema's default, or its message), not 0. */
export const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An empty number input that means 'none' (an event's capacity: no limit). */
export const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The words of an HTML description, for the table's search. */
export const htmlSearchText = (html: string) => htmlToText(html);
