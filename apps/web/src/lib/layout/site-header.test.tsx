import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchEventsWarning } from '../../test/events-warning';
import { renderRoute } from '../../test/render-route';

describe('site header', () => {
  it('opens the collapsed menu and closes it once a link is chosen (SPEC §2)', async () => {
    // The link opens the landing page, whose events read is not answered here.
    const events = catchEventsWarning();
    const user = userEvent.setup();
    renderRoute('/allNews');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await events.logged();
  });

  it('closes the menu on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderRoute('/allNews');
    const toggle = await screen.findByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the phone menu when the focus leaves it', async () => {
    const user = userEvent.setup();
    renderRoute('/allNews');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Tab through the menu and out of it: past its last control, it closes.
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const last = Array.from(menu.querySelectorAll<HTMLElement>('a, button')).at(-1) as HTMLElement;
    last.focus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(menu.contains(document.activeElement)).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets keyboard users skip to the main content', async () => {
    const user = userEvent.setup();
    renderRoute('/allNews');
    await screen.findByRole('heading', { level: 1 });

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
