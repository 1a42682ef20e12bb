/** The rich-text editor of the staff forms (Tiptap), as a form field. */
export { RichTextField } from './rich-text-field';
