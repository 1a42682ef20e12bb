/**
 * The landing page's sections below the fold take their markup over each in a task of its own
 * (lib/next-task.ts), not in the task that hydrates the page, and their code is asked for once, in a
 * task after the page's: a file of its own, for a fresh copy of the page's lazy sections.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../lib/next-task';
import { landingAnswers } from '../../../test/api-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

vi.mock('../../../lib/next-task', () => ({ nextTask: vi.fn() }));

describe('landing page', () => {
  it('asks for the code below the fold in a task after the page, and shows each section after a task of its own', async () => {
    const releases: (() => void)[] = [];
    vi.mocked(nextTask).mockImplementation(() => new Promise<void>((resolve) => releases.push(resolve)));
    mockApi(landingAnswers());
    renderRoute('/');

    const achievements = () => within(document.getElementById('achievements') as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Banner news' })).toBeInTheDocument();
    // One wait, for the chunk's request, however many sections want it.
    await waitFor(() => expect(nextTask).toHaveBeenCalledTimes(1));
    releases[0]?.();
    // The code has come: the five sections each wait for a task.
    await waitFor(() => expect(nextTask).toHaveBeenCalledTimes(6));
    expect(achievements().queryByText('Patients treated')).not.toBeInTheDocument();

    for (const release of releases) release();
    expect(await achievements().findByText('Patients treated')).toBeInTheDocument();
  });
});
