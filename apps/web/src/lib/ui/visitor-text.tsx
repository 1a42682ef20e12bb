import { showBidiControls } from '@authority/shared/bidi';

/**
 * A visitor's free text (an inquiry's subject and message, a registration's notes) as staff read
 * it: isolated, so a direction control inside cannot reorder the words around it, and with each
 * such control shown as a visible mark (`⟨U+202E⟩`), so staff see that the text carries one.
 */
export function VisitorText({ text, className }: { text: string; className?: string }) {
  return <bdi className={className}>{showBidiControls(text)}</bdi>;
}
