/**
 * Unknown addresses: the server renders the site's not-found page for a path no route
 * matches, in the address's language, whole, so the 404 the server answers carries it.
 */
import { PUBLIC_TEXTS } from '@authority/shared/i18n/public-all';
import { DEFAULT_SETTINGS, SETTINGS_PATHS } from '@authority/shared/settings-defaults';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

const { departmentEmails: _internal, ...publicSettings } = DEFAULT_SETTINGS;
const data = { [SETTINGS_PATHS.public]: publicSettings };

describe('renderPage of an unknown address', () => {
  it.each([
    ['/no-such-page', 'en'],
    ['/showNews/1/extra', 'en'],
    ['/ar/no-such-page', 'ar'],
  ] as const)('%s is the not-found page in its language', async (url, locale) => {
    const html = await renderPage(url, data);
    const texts = PUBLIC_TEXTS[locale];
    expect(html).toBeDefined();
    expect(html).not.toContain('<!--$?-->');
    expect(html).toContain(texts.pageTitles.notFound);
    expect(html).toContain(texts.notFound.explanation);
    expect(html).toContain(texts.notFound.goHome);
  });
});
