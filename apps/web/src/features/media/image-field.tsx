import { MEDIA_UPLOAD } from '@authority/shared/media';
import { resolveImageUrl } from '@authority/shared/normalize-content';
import { ImageOff, ImageUp, Trash2, X } from 'lucide-react';
import { type ChangeEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { API_ORIGIN } from '../../lib/http/api-origin';
import { toApiError } from '../../lib/http/request';
import { staffWords } from '../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { FieldError, FieldHint } from '../../lib/ui/field';
import { uploadImage } from './upload-image';

type UploadState =
  | { status: 'idle'; message?: string; tone?: 'error' | 'success' | 'info' }
  | { status: 'uploading'; fileName: string; percent: number };

/**
 * An entity's image: a preview of the current one, an upload with its progress (the stored
 * path replaces the value), and the path itself, which may also be a pasted web address.
 */
export function ImageField({
  label,
  value,
  onChange,
  onBlur,
  error,
  onUploadingChange,
  inputRef,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** The form's message for the path (schema or server). */
  error?: string | undefined;
  onUploadingChange?: (uploading: boolean) => void;
  /** The path's input, which the form focuses when the path is wrong. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useStaffTexts();
  const id = useId();
  const fileId = `${id}-file`;
  const addressId = `${id}-address`;
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const path = value ?? '';
  const preview = path.trim() ? resolveImageUrl(path, API_ORIGIN) : null;
  const uploading = state.status === 'uploading';

  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  // Leaving the form stops an upload still running.
  useEffect(() => () => controller.current?.abort(), []);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'uploading', fileName: file.name, percent: 0 });
    try {
      const stored = await uploadImage(file, {
        signal: current.signal,
        onProgress: (fraction) =>
          setState((previous) =>
            previous.status === 'uploading' ? { ...previous, percent: Math.round(fraction * 100) } : previous,
          ),
      });
      if (controller.current !== current) return;
      onChange(stored.path);
      setState({ status: 'idle', message: t.media.uploaded, tone: 'success' });
    } catch (error) {
      if (controller.current !== current) return;
      const cancelled = current.signal.aborted;
      setState({
        status: 'idle',
        message: staffWords(toApiError(error).message, t),
        tone: cancelled ? 'info' : 'error',
      });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const uploadMessage = state.status === 'idle' ? state.message : undefined;
  const uploadFailed = state.status === 'idle' && state.tone === 'error';

  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-ink">{label}</legend>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex aspect-[4/3] w-40 shrink-0 items-center justify-center overflow-hidden rounded-control border border-line bg-slate-100 sm:w-44">
          {preview ? (
            <img
              src={preview}
              alt={t.media.preview}
              className="size-full object-contain"
              data-testid="image-preview"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-ink-muted">
              <ImageOff aria-hidden="true" className="size-6" />
              {t.contentAdmin.noImage}
            </span>
          )}
        </div>

        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={fileId}
              type="file"
              accept={MEDIA_UPLOAD.types.join(',')}
              onChange={(event) => void onFile(event)}
              disabled={uploading}
              aria-describedby={`${id}-hint`}
              className="peer sr-only"
            />
            <label
              htmlFor={fileId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-control border border-primary-700 bg-white px-3 py-1.5 font-semibold text-primary-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-primary-50"
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {preview ? t.media.replace : t.media.choose}
            </label>
            {path && !uploading ? (
              <button
                type="button"
                onClick={() => {
                  onChange(null);
                  setState({ status: 'idle' });
                }}
                className="inline-flex items-center gap-2 rounded-control px-3 py-1.5 font-semibold text-danger-700 hover:bg-danger-50"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t.media.remove}
              </button>
            ) : null}
          </div>
          <FieldHint id={`${id}-hint`}>{t.media.hint}</FieldHint>

          {state.status === 'uploading' ? (
            <div className="flex flex-wrap items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm" title={state.fileName}>
                  {t.media.uploading(state.fileName)} {state.percent}%
                </p>
                <progress
                  max={100}
                  value={state.percent}
                  aria-label={t.media.progress}
                  className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-primary-700"
                />
              </div>
              <button
                type="button"
                onClick={() => controller.current?.abort()}
                className="inline-flex items-center gap-1 rounded-control px-2 py-1 text-sm font-semibold text-ink-muted hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-4" />
                {t.media.cancel}
              </button>
            </div>
          ) : null}
          <div role={uploadFailed ? 'alert' : 'status'} className="empty:hidden">
            {uploadMessage ? (
              <p
                className={cx(
                  'text-sm',
                  state.status === 'idle' && state.tone === 'error' && 'text-danger-700',
                  state.status === 'idle' && state.tone === 'success' && 'text-success-700',
                  state.status === 'idle' && state.tone === 'info' && 'text-ink-muted',
                )}
              >
                {uploadMessage}
              </p>
            ) : null}
          </div>

          <div>
            <label htmlFor={addressId} className="block text-sm font-semibold text-ink">
              {t.media.address}
            </label>
            <FieldHint id={`${addressId}-hint`}>{t.media.addressHint}</FieldHint>
            <input
              ref={inputRef}
              id={addressId}
              type="text"
              inputMode="url"
              spellCheck={false}
              value={path}
              onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${addressId}-hint`, error ? `${addressId}-error` : '']
                .filter(Boolean)
                .join(' ')}
              className="mt-1 block w-full rounded-control border border-slate-500 bg-white px-3 py-1.5 text-sm text-ink aria-invalid:border-danger-700"
            />
            <FieldError id={`${addressId}-error`} errors={error} />
          </div>
        </div>
      </div>
    </fieldset>
  );
}
