import { htmlToText } from '@authority/shared/normalize-content';

/** An empty number input is no value (the schema's default, or its message), not 0. */
export const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The words of an HTML description, for the table's search. */
export const htmlSearchText = (html: string) => htmlToText(html);
