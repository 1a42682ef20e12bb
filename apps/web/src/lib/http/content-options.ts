import type { NormalizeOptions } from '@authority/shared/normalize-content';
import defaultLogoUrl from '../../assets/default-logo.svg?no-inline';
import { API_ORIGIN } from './api-origin';

/** What the shared normaliser needs from the web app: the API origin, the default logo, the time. */
export function contentOptions(): NormalizeOptions {
  return { apiOrigin: API_ORIGIN, defaultLogoUrl, now: new Date() };
}

export { defaultLogoUrl };
