/**
 * The landing page's sections below the fold take their markup over each in a task of its own
 * (lib/next-task.ts), not in the task that hydrates the page: a file of its own, for a fresh copy of
 * the page's lazy sections.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../lib/next-task';
import { landingAnswers } from '../../../test/api-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

vi.mock('../../../lib/next-task', () => ({ nextTask: vi.fn() }));

describe('landing page', () => {
  it('shows each section below the fold only after a task of its own has come', async () => {
    let release = () => {};
    const later = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.mocked(nextTask).mockReturnValue(later);
    mockApi(landingAnswers());
    renderRoute('/');

    const achievements = () => within(document.getElementById('achievements') as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Banner news' })).toBeInTheDocument();
    // The code has come: the five sections each wait for a task.
    await waitFor(() => expect(nextTask).toHaveBeenCalledTimes(5));
    expect(achievements().queryByText('Patients treated')).not.toBeInTheDocument();

    release();
    expect(await achievements().findByText('Patients treated')).toBeInTheDocument();
  });
});
