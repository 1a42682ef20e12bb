/**
 * The dashboard's words for images' alternative texts and for the lists the server pages (issue
 * 17, decision 019), in English; staff-ar.ts translates them.
 */
import { IMAGE_ALT_MAX_LENGTH } from './content-inputs';

export const IMAGE_WORDS_TEXTS = {
  legend: 'Words for the image',
  imageAlt: 'Image text (alternative text)',
  imageAltHint: `What the image shows, for people who cannot see it: a sentence, at most ${IMAGE_ALT_MAX_LENGTH} characters.`,
  imageDecorative: 'Decorative image',
  imageDecorativeHint:
    'It adds nothing the page does not already say: screen readers skip it, and no text is needed.',
  missing:
    'This image has no text and is not marked decorative. Describe it in a sentence, or mark it decorative.',
  column: 'Image text',
  missingChip: 'No image text',
  decorativeChip: 'Decorative',
  describedChip: 'Described',
} as const;

export const CONTENT_LIST_TEXTS = {
  total: (count: number, many: string) => `${count} ${many}`,
  searchHint: 'Searches the names and titles in every language.',
} as const;
