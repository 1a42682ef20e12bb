import { resolveImageUrl } from '@authority/shared/normalize-content';
import { ImageOff } from 'lucide-react';
import { cx } from '../cx';
import { API_ORIGIN } from '../http/api-origin';
import { useStaffTexts } from '../i18n/staff-texts';

/** A row's small image (decorative: the row's name says what it is). */
export function Thumbnail({ path }: { path: string | null }) {
  const t = useStaffTexts();
  const src = resolveImageUrl(path, API_ORIGIN);
  return src ? (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="size-12 rounded-control object-cover"
    />
  ) : (
    <span className="flex size-12 items-center justify-center rounded-control bg-slate-100 text-ink-muted">
      <ImageOff aria-hidden="true" className="size-5" />
      <span className="sr-only">{t.contentAdmin.noImage}</span>
    </span>
  );
}

/** Yes / No, or any two-state label, as a chip that does not rely on colour alone. */
export function Chip({ on, children }: { on: boolean; children: string }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full border px-2 py-0.5 text-sm font-semibold',
        on
          ? 'border-success-700 bg-success-50 text-success-800'
          : 'border-slate-400 bg-slate-100 text-slate-700',
      )}
    >
      {children}
    </span>
  );
}

/** Yes or No, in the staff language. */
export function YesNo({ value }: { value: boolean }) {
  const t = useStaffTexts();
  return <Chip on={value}>{value ? t.contentAdmin.yes : t.contentAdmin.no}</Chip>;
}
