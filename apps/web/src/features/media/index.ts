/** Image upload for the staff forms: the field that picks, previews and uploads an image. */
export { ImageField } from './image-field';
