// An edited dialog asks before its work is thrown away, however it is closed,
// and a deleted row hands the focus to the next one. Through the news screen, with the keyboard.
import type { NewsItem } from '@authority/shared/content';
import { UNSAVED_TEXTS } from '@authority/shared/editor-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirmDanger, showToast } from '../../../lib/ui/alerts';
import { staffPage } from '../../../test/api-fixtures';
import { type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const newsItem = (id: number, name: string): NewsItem => ({
  id,
  name,
  description: `What changed: ${name}.`,
  imageUrl: null,
  imageAlt: '',
  imageDecorative: false,
  link: null,
  createdOn: new Date(Date.UTC(2026, 0, id, 9)).toISOString(),
  isBanner: false,
  isNews: true,
});
const ITEMS = [
  newsItem(1, 'Visiting hours on adult wards'),
  newsItem(2, 'New cardiac wing opens'),
  newsItem(3, 'Research grant awarded'),
];

function openNews(handlers: ApiHandlers = {}) {
  signInAs('Admin');
  const api = mockApi({ 'GET /staff-content/news': () => json(200, staffPage(ITEMS)), ...handlers });
  renderApp('/dashboard/news');
  return api;
}

/** Opens the first item from its name with the keyboard, and types into its title. */
async function editFirstItem() {
  const user = userEvent.setup();
  const opener = await screen.findByRole('button', { name: `Edit ${ITEMS[0]?.name}` });
  opener.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Edit news item' });
  const title = within(dialog).getByLabelText('Title', { exact: true });
  await waitFor(() => expect(title).toHaveFocus());
  await user.type(title, ' (updated)');
  return { user, dialog, title, opener };
}

const question = () => screen.findByRole('alertdialog', { name: UNSAVED_TEXTS.title });

describe('an edited dialog asks before discarding', () => {
  it('Escape asks; Escape again (Keep editing) goes back to the field with the text kept', async () => {
    openNews();
    const { user, dialog, title } = await editFirstItem();
    await user.keyboard('{Escape}');
    const asked = await question();
    expect(within(asked).getByRole('button', { name: UNSAVED_TEXTS.keepEditing })).toHaveFocus();
    expect(asked).toHaveAccessibleDescription(UNSAVED_TEXTS.body);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(title).toHaveValue(`${ITEMS[0]?.name} (updated)`);
  });

  it('× asks; Discard changes closes and gives the focus back to the item', async () => {
    const api = openNews();
    const { user, dialog, opener } = await editFirstItem();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const asked = await question();
    await user.tab();
    expect(within(asked).getByRole('button', { name: UNSAVED_TEXTS.discard })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('asks even when Escape comes right after the first change, before the browser runs anything else', async () => {
    // A quick typist (or a loaded machine, as in CI): the keystroke and Escape are two input
    // events with only microtasks between them. The dialog must know of the change by then.
    openNews();
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: `Edit ${ITEMS[0]?.name}` });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit news item' });
    const title = within(dialog).getByLabelText('Title', { exact: true }) as HTMLInputElement;
    await waitFor(() => expect(title).toHaveFocus());

    // Outside act(): React's own scheduler runs the renders, as in a browser.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // As a browser does it: the value through the prototype's setter (React tracks the other).
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(title, `${title.value}!`);
      title.dispatchEvent(new Event('input', { bubbles: true }));
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      title.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      // Vitest's waitFor, not Testing Library's: React runs its own scheduler meanwhile, not act().
      await vi.waitFor(() =>
        expect(screen.getByRole('alertdialog', { name: UNSAVED_TEXTS.title })).toBeVisible(),
      );
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
    expect(dialog).toHaveAttribute('open');
  });

  it('a click outside the dialog asks too; an untouched dialog just closes', async () => {
    openNews();
    const { user, dialog } = await editFirstItem();
    await user.click(dialog);
    expect(await question()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UNSAVED_TEXTS.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'New news item' }));
    const fresh = await screen.findByRole('dialog', { name: 'New news item' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(fresh).not.toHaveAttribute('open'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaving the page asks first, and stays when told to keep editing', async () => {
    openNews();
    const { user, title } = await editFirstItem();
    // Another screen of the sidebar (jsdom has no top layer to keep the pointer off it).
    await user.click(screen.getByRole('link', { name: 'Events' }));
    const asked = await question();
    await user.click(within(asked).getByRole('button', { name: UNSAVED_TEXTS.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/dashboard/news');
    expect(title).toHaveValue(`${ITEMS[0]?.name} (updated)`);
    expect(screen.getByRole('dialog', { name: 'Edit news item' })).toBeInTheDocument();
  });
});

describe('after a delete', () => {
  it('moves the focus to the next row’s item', async () => {
    vi.mocked(confirmDanger).mockResolvedValueOnce(true);
    let items = ITEMS;
    openNews({
      'GET /staff-content/news': () => json(200, staffPage(items)),
      'DELETE /news/1': () => {
        items = ITEMS.slice(1);
        return json(200, { message: 'Deleted.' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Actions for ${ITEMS[0]?.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('News item deleted.'));
    await waitFor(() => expect(screen.queryByText(ITEMS[0]?.name ?? '')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `Edit ${ITEMS[1]?.name}` })).toHaveFocus();
  });
});
