/**
 * The site settings the public pages show (issue 6: editable by a SuperAdmin, not constants):
 * loaded once per visit (from the page's embedded data when the server put it there), with the
 * built-in defaults until then and whenever the read fails.
 */
import { DEFAULT_SETTINGS, type PublicSettings, SETTINGS_PATHS } from '@authority/shared/settings-defaults';
import { useSyncExternalStore } from 'react';
import { getPublicJson } from '../http/api-client';

const { departmentEmails: _internal, ...DEFAULTS } = DEFAULT_SETTINGS;
let current: PublicSettings = DEFAULTS;
let requested = false;
const listeners = new Set<() => void>();

function merge(value: unknown): PublicSettings {
  if (value === null || typeof value !== 'object') return DEFAULTS;
  const given = value as Partial<PublicSettings>;
  return {
    ...DEFAULTS,
    ...given,
    contact: { ...DEFAULTS.contact, ...given.contact },
    social: { ...DEFAULTS.social, ...given.social },
    about: { ...DEFAULTS.about, ...given.about },
  };
}

function load() {
  if (requested) return;
  requested = true;
  getPublicJson(SETTINGS_PATHS.public).then(
    (value) => {
      current = merge(value);
      for (const listener of listeners) listener();
    },
    () => {
      // Defaults stay: the page still shows the authority's details.
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
};

export function useSiteSettings(): PublicSettings {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** Paragraphs of an editor's text: separated by blank lines. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Tests start each case with the defaults. */
export function resetSiteSettings(): void {
  current = DEFAULTS;
  requested = false;
}
