import { ABOUT_TEXTS } from '@authority/shared/about-texts';
import { REVIEW_DATES_TEXTS } from '@authority/shared/review-dates';
import { DEFAULT_SETTINGS } from '@authority/shared/settings-defaults';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEmbedded } from '../../lib/http/api-client';
import { resetSiteSettings } from '../../lib/settings/site-settings';
import { resource } from '../../test/content-factories';
import { mockApi } from '../../test/mock-api';
import { AboutContent } from './about-content';
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

  it('says when the About texts were last reviewed and are due next, where set', async () => {
    mockApi(
      {
        '/settings': {
          ...DEFAULT_SETTINGS,
          aboutReview: {
            reviewedOn: '2026-06-01',
            nextReviewOn: '2027-06-01',
            reviewerName: 'Dr Omar Saleh',
          },
        },
      },
      { otherwise: [] },
    );
    render(<AboutContent comments={resource.loaded([])} />);
    const line = await screen.findByText(REVIEW_DATES_TEXTS.en.lastReviewed, { exact: false });
    expect(line.closest('p')).toHaveTextContent(
      `${REVIEW_DATES_TEXTS.en.lastReviewed} 1 Jun 2026 ${REVIEW_DATES_TEXTS.en.by('Dr Omar Saleh')} · ${REVIEW_DATES_TEXTS.en.nextDue} 1 Jun 2027`,
    );
  });

  it('says nothing of a review while none is set', async () => {
    serveSettings({});
    render(<AboutContent comments={resource.loaded([])} />);
    expect(await screen.findByText(ABOUT_TEXTS.tabs.mission.summary)).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_DATES_TEXTS.en.lastReviewed, { exact: false })).not.toBeInTheDocument();
  });

  it('keeps the built-in text where the settings have none', async () => {
    serveSettings({});
    render(<AboutTabs />);
    expect(await screen.findByText(ABOUT_TEXTS.tabs.mission.summary)).toBeInTheDocument();
  });
});
