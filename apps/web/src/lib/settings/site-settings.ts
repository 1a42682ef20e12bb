/**
 * The site settings the public pages show (editable by a SuperAdmin, not constants):
 * loaded once per visit (from the page's embedded data when the server put it there), with the
 * built-in defaults until then and whenever the read fails.
 */
import { DEFAULT_SETTINGS, type PublicSettings, SETTINGS_PATHS } from '@authority/shared/settings-defaults';
import { useSyncExternalStore } from 'react';
import { documentPageData, getPublicJson, type PageData, takeEmbedded } from '../http/api-client';
import { isServer, usePageData } from '../http/page-data';

const { departmentEmails: _internal, ...DEFAULTS } = DEFAULT_SETTINGS;
/** Undefined until first asked for: then the page's embedded settings, or the defaults. */
let current: PublicSettings | undefined;
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

/** The settings a page carries (one object per page, so every render agrees), or the defaults. */
const pageSettings = new WeakMap<PageData, PublicSettings>();
function settingsOf(page: PageData): PublicSettings {
  let settings = pageSettings.get(page);
  if (!settings) {
    settings = Object.hasOwn(page, SETTINGS_PATHS.public) ? merge(page[SETTINGS_PATHS.public]) : DEFAULTS;
    pageSettings.set(page, settings);
  }
  return settings;
}

function snapshot(): PublicSettings {
  if (current === undefined) {
    current = settingsOf(documentPageData());
    // Settings the page brought need no read.
    if (takeEmbedded(SETTINGS_PATHS.public) !== undefined) requested = true;
  }
  return current;
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
  const page = usePageData();
  // On the server, the request's settings; in the browser (hydrating too), the document's.
  return useSyncExternalStore(subscribe, snapshot, () => (isServer ? settingsOf(page) : snapshot()));
}

/** Paragraphs of an editor's text: separated by blank lines. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Tests start each case with the defaults. */
export function resetSiteSettings(): void {
  current = undefined;
  requested = false;
}
