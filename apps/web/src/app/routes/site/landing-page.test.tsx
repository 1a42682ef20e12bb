import {
  ACHIEVEMENTS_TEXTS,
  HOME_TEXTS,
  INSTITUTIONS_TEXTS,
  LOADER_TEXTS,
  NEWS_TEXTS,
  PARTNERS_TEXTS,
} from '@authority/shared/public-texts';
import { LANDING_SECTIONS } from '@authority/shared/routes';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { landingAnswers } from '../../../test/api-fixtures';
import { mockApi, PENDING, readPaths } from '../../../test/mock-api';
import { intersect } from '../../../test/observers';
import { renderRoute } from '../../../test/render-route';

const section = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing`);
  return element;
};

describe('landing page', () => {
  it('makes the seven reads of SPEC §7 (and the settings) and fills every section', async () => {
    const api = mockApi(landingAnswers());
    renderRoute('/');

    expect(await within(section('home')).findByRole('heading', { name: 'Banner news' })).toBeInTheDocument();
    expect(
      await within(section('institutions')).findByRole('button', { name: 'Amanah Teaching Hospital' }),
    ).toBeInTheDocument();
    expect(await within(section('about')).findByText('Parents stay day and night.')).toBeInTheDocument();
    expect(await within(section('achievements')).findByText('Patients treated')).toBeInTheDocument();
    expect(within(section('achievements')).getByText('3.4M')).toBeInTheDocument();
    expect(await within(section('Partnerships')).findByText('Riverbend University')).toBeInTheDocument();
    // The All tab lists isNews items only.
    const news = section('news');
    expect(await within(news).findByRole('heading', { level: 3, name: 'Banner news' })).toBeInTheDocument();
    expect(within(news).queryByText('A notice')).not.toBeInTheDocument();

    expect(new Set(readPaths(api))).toEqual(
      new Set([
        // The site settings, for the header, about section and footer.
        '/settings',
        '/originizations',
        '/news',
        '/analysis',
        '/comments',
        '/AdminPartner',
        '/news/1',
        '/Events/all',
      ]),
    );
  });

  it('shows the loading overlay with its percent counter, closing 0.4 s after the data arrived', async () => {
    mockApi({ ...landingAnswers(), '/comments': PENDING });
    renderRoute('/');
    const progress = await screen.findByRole('progressbar', { name: LOADER_TEXTS.label });
    // Six of the seven reads and the below-the-fold code: 7 of 8.
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '88'));
    expect(screen.getByText('88%')).toBeInTheDocument();
    expect(section('home').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(document.documentElement.dataset.sectionScroller).toBeUndefined();
  });

  it('closes the overlay once everything has arrived, then starts the section scroller', async () => {
    mockApi(landingAnswers());
    renderRoute('/');
    await screen.findByRole('progressbar');
    await waitForElementToBeRemoved(() => screen.queryByRole('progressbar'));
    expect(section('home').parentElement).not.toHaveAttribute('aria-busy');
    expect(document.documentElement.dataset.sectionScroller).toBe('');
  });

  it('shows every section empty, quietly, when the reads fail; an events failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ '/Events/all': new Error('network down') });
    renderRoute('/?tab=events');

    expect(await within(section('home')).findByText(HOME_TEXTS.arabicLoading)).toBeInTheDocument();
    expect(await screen.findByText(INSTITUTIONS_TEXTS.empty)).toBeInTheDocument();
    expect(await screen.findByText(ACHIEVEMENTS_TEXTS.empty)).toBeInTheDocument();
    expect(await screen.findByText(PARTNERS_TEXTS.empty)).toBeInTheDocument();
    expect(await screen.findByText(NEWS_TEXTS.emptyEvents)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(/events/i);
  });

  it('marks the section in view in the navigation bar and the side icon bar', async () => {
    mockApi(landingAnswers());
    renderRoute('/');
    await within(section('home')).findByRole('heading', { name: 'Banner news' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const sideBar = screen.getByRole('navigation', { name: 'Sections' });
    for (const { label, id } of LANDING_SECTIONS) {
      expect(within(sideBar).getByRole('link', { name: label })).toHaveAttribute('href', `/#${id}`);
    }
    // After the sections in the tab order, not seven stops right after 'Skip to main content'.
    expect(section('news').compareDocumentPosition(sideBar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    intersect(section('achievements'), 0.5);
    expect(within(nav).getByRole('link', { name: 'Our Achievements' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(sideBar).getByRole('link', { name: 'Our Achievements' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    intersect(section('achievements'), 0);
    intersect(section('news'), 0.5);
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'true');

    // The footer is shorter than the screen: fully in view, it is the active one.
    intersect(section('footer'), 1);
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'true');
  });
});
