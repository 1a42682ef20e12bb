/**
 * The site settings the public pages show (editable by a SuperAdmin, not constants):
 * loaded once per visit (from the page's embedded data when the server put it there), with the
 * built-in defaults until then and whenever the read fails.
 */

import { localizedReadPath } from '@authority/shared/locales';
import { DEFAULT_SETTINGS, type PublicSettings, SETTINGS_PATHS } from '@authority/shared/settings-defaults';
import type { SettingsTextPath } from '@authority/shared/settings-translations';
import { useCallback, useSyncExternalStore } from 'react';
import { documentPageData, getPublicJson, type PageData, takeEmbedded } from '../http/api-client';
import { isServer, usePageData } from '../http/page-data';
import { useLocale } from '../i18n/locale';

const { departmentEmails: _internal, translations: _translations, ...DEFAULTS } = DEFAULT_SETTINGS;
/** By read path (each language's is its own, `/settings?lang=ar`): the settings once first asked for. */
const current = new Map<string, PublicSettings>();
const requested = new Set<string>();
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

/** The settings a page carries (one object per page and read, so every render agrees), or the defaults. */
const pageSettings = new WeakMap<PageData, Map<string, PublicSettings>>();
function settingsOf(page: PageData, path: string): PublicSettings {
  let byPath = pageSettings.get(page);
  if (!byPath) {
    byPath = new Map();
    pageSettings.set(page, byPath);
  }
  let settings = byPath.get(path);
  if (!settings) {
    settings = Object.hasOwn(page, path) ? merge(page[path]) : DEFAULTS;
    byPath.set(path, settings);
  }
  return settings;
}

function snapshot(path: string): PublicSettings {
  let settings = current.get(path);
  if (settings === undefined) {
    settings = settingsOf(documentPageData(), path);
    current.set(path, settings);
    // Settings the page brought need no read.
    if (takeEmbedded(path) !== undefined) requested.add(path);
  }
  return settings;
}

function load(path: string) {
  if (requested.has(path)) return;
  requested.add(path);
  getPublicJson(path).then(
    (value) => {
      current.set(path, merge(value));
      for (const listener of listeners) listener();
    },
    () => {
      // Defaults stay: the page still shows the authority's details.
    },
  );
}

/** The site settings in the page's language (the texts an editor translated, the rest as set). */
export function useSiteSettings(): PublicSettings {
  const page = usePageData();
  const path = localizedReadPath(SETTINGS_PATHS.public, useLocale());
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      load(path);
      return () => listeners.delete(listener);
    },
    [path],
  );
  const browserSnapshot = useCallback(() => snapshot(path), [path]);
  // On the server, the request's settings; in the browser (hydrating too), the document's.
  return useSyncExternalStore(subscribe, browserSnapshot, () =>
    isServer ? settingsOf(page, path) : snapshot(path),
  );
}

/** Whether `field` of the settings shows the default language's text for want of a translation. */
export const untranslated = (settings: PublicSettings, field: SettingsTextPath): boolean =>
  settings.untranslated?.includes(field) ?? false;

/** Paragraphs of an editor's text: separated by blank lines. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Tests start each case with the defaults. */
export function resetSiteSettings(): void {
  current.clear();
  requested.clear();
}
