import { ABOUT_TEXTS } from '@authority/shared/about-texts';
import { DEFAULT_SETTINGS } from '@authority/shared/settings-defaults';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEmbedded } from '../../lib/http/api-client';
import { resetSiteSettings } from '../../lib/settings/site-settings';
import { mockApi } from '../../test/mock-api';
import { AboutTabs } from './about-tabs';

afterEach(() => {
  resetSiteSettings();
  resetEmbedded();
});

/** The settings with `about` changed; every other read answers an empty list. */
const serveSettings = (about: Partial<typeof DEFAULT_SETTINGS.about>) =>
  mockApi(
    { '/settings': { ...DEFAULT_SETTINGS, about: { ...DEFAULT_SETTINGS.about, ...about } } },
    { otherwise: [] },
  );

describe('site settings on the public pages', () => {
  it('shows an editor’s mission text instead of the built-in one', async () => {
    serveSettings({ mission: 'Care for every patient, close to home.\n\nTeach those who will care next.' });
    render(<AboutTabs />);
    expect(await screen.findByText('Care for every patient, close to home.')).toBeInTheDocument();
    expect(screen.getByText('Teach those who will care next.')).toBeInTheDocument();
    expect(screen.queryByText(ABOUT_TEXTS.tabs.mission.summary)).not.toBeInTheDocument();
  });

  it('keeps the built-in text where the settings have none', async () => {
    serveSettings({});
    render(<AboutTabs />);
    expect(await screen.findByText(ABOUT_TEXTS.tabs.mission.summary)).toBeInTheDocument();
  });
});
