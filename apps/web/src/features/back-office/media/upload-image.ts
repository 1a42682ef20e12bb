import { MEDIA_TEXTS } from '@authority/shared/back-office-texts';
import { MEDIA_UPLOAD } from '@authority/shared/media';
import { API } from '@authority/shared/routes';
import { API_ORIGIN } from '../../../lib/http/api-client';
import { endSession, getStoredToken } from '../../auth';
import { NO_ANSWER, type Outcome, problemFrom } from '../api/admin-request';

/** The answer of POST /media: the stored WebP and its narrower variants (relative paths). */
export interface StoredImage {
  path: string;
  width: number;
  height: number;
  bytes: number;
  variants: { width: number; path: string }[];
}

/** What the server would refuse anyway, said before a byte is sent. */
export function imageFileProblem(file: File): string | undefined {
  if (!(MEDIA_UPLOAD.types as readonly string[]).includes(file.type)) return MEDIA_TEXTS.wrongType;
  if (file.size > MEDIA_UPLOAD.maxBytes) return MEDIA_TEXTS.tooLarge;
  return undefined;
}

const isStoredImage = (value: unknown): value is StoredImage =>
  typeof value === 'object' && value !== null && typeof (value as StoredImage).path === 'string';

/**
 * POST /api/v1/admin/media (multipart, field `file`) with the staff token. XMLHttpRequest rather
 * than fetch: only it reports upload progress. `onProgress` gets 0…1.
 */
export function uploadImage(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Outcome<StoredImage>> {
  const problem = imageFileProblem(file);
  if (problem)
    return Promise.resolve({ ok: false, problem: { status: 0, message: problem, fieldErrors: {} } });

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_ORIGIN}${API.publicBase}${MEDIA_UPLOAD.path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getStoredToken();
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
      if (xhr.status === 401 && token) endSession('session-ended');
      if (xhr.status >= 200 && xhr.status < 300 && isStoredImage(body)) {
        onProgress?.(1);
        resolve({ ok: true, data: body });
      } else {
        resolve({ ok: false, problem: problemFrom(xhr.status, body) });
      }
    });
    xhr.addEventListener('error', () => resolve({ ok: false, problem: NO_ANSWER }));
    xhr.addEventListener('abort', () =>
      resolve({ ok: false, problem: { status: 0, message: MEDIA_TEXTS.cancelled, fieldErrors: {} } }),
    );
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append(MEDIA_UPLOAD.field, file, file.name);
    xhr.send(body);
  });
}
