import { MEDIA_UPLOAD, type StoredImage } from '@authority/shared/media';
import { API } from '@authority/shared/routes';
import { API_ORIGIN } from '../../lib/http/api-origin';
import { ApiError, errorOf, toApiError } from '../../lib/http/request';
import { getStaffLocale, staffTextsNow } from '../../lib/i18n/staff-texts';
import { STAFF_AUTH } from '../auth';

/** What the server would refuse anyway, said before a byte is sent. */
export function imageFileProblem(file: File): string | undefined {
  const t = staffTextsNow();
  if (!(MEDIA_UPLOAD.types as readonly string[]).includes(file.type)) return t.media.wrongType;
  if (file.size > MEDIA_UPLOAD.maxBytes) return t.media.tooLarge;
  return undefined;
}

const isStoredImage = (value: unknown): value is StoredImage =>
  typeof value === 'object' && value !== null && typeof (value as StoredImage).path === 'string';

/**
 * POST /api/v1/admin/media (multipart, field `file`) with the staff token. XMLHttpRequest rather
 * than the one request function: only it reports upload progress. `onProgress` gets 0…1. Rejects
 * with an ApiError, worded as every other call's (status 0: no answer, or cancelled).
 */
export function uploadImage(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<StoredImage> {
  const t = staffTextsNow();
  const problem = imageFileProblem(file);
  if (problem) return Promise.reject(new ApiError(0, problem));

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_ORIGIN}${API.publicBase}${MEDIA_UPLOAD.path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', getStaffLocale());
    const token = STAFF_AUTH.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 401 && token) STAFF_AUTH.onUnauthorized();
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && isStoredImage(body)) {
        onProgress?.(1);
        resolve(body);
      } else {
        reject(errorOf({ status: xhr.status, body }));
      }
    });
    xhr.addEventListener('error', () => reject(toApiError(undefined)));
    xhr.addEventListener('abort', () => reject(new ApiError(0, t.media.cancelled)));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append(MEDIA_UPLOAD.field, file, file.name);
    xhr.send(body);
  });
}
