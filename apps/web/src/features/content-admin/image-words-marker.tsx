import { TriangleAlert } from 'lucide-react';
import { useStaffTexts } from '../../lib/i18n/staff-texts';

/** The list's marker for an image without words (decision 019): an icon and words, not colour alone. */
export function ImageWordsMarker() {
  const t = useStaffTexts();
  return (
    <span className="inline-flex items-center gap-1 rounded-xl border border-accent-700 bg-accent-50 px-2 py-0.5 text-sm font-semibold text-accent-900">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      {t.imageWords.missingChip}
    </span>
  );
}
