// Every content type's dashboard page is one component (content-page.tsx, from the content registry):
// tested through the news page, and the institutions' rich-text description.

import { CONTENT_ADMIN_TEXTS, RICH_TEXT_TEXTS } from '@authority/shared/back-office-texts';
import type { NewsItem } from '@authority/shared/content';
import { CONTENT_INPUT_TEXTS } from '@authority/shared/content-inputs';
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_LOCALE_STORAGE_KEY } from '../../../lib/i18n/staff-texts';
import { confirmDanger, showAlert, showToast } from '../../../lib/ui/alerts';
import { staffPage } from '../../../test/api-fixtures';
import { type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const newsItem = (id: number, overrides: Partial<NewsItem> = {}): NewsItem => ({
  id,
  name: `Clinic update ${id}`,
  description: `What changed at clinic ${id}.`,
  imageUrl: null,
  imageAlt: '',
  imageDecorative: false,
  link: null,
  createdOn: new Date(Date.UTC(2026, 0, id, 9)).toISOString(),
  isBanner: false,
  isNews: true,
  ...overrides,
});

const BANNER = newsItem(1, {
  name: 'New cardiac wing opens',
  isBanner: true,
  imageUrl: '/uploads/wing.webp',
  imageAlt: '',
  imageDecorative: false,
});
const RESEARCH = newsItem(2, { name: 'Research grant awarded', isNews: false });

function openNews(handlers: ApiHandlers = {}) {
  signInAs('Admin');
  const api = mockApi({
    'GET /staff-content/news': () => json(200, staffPage([BANNER, RESEARCH])),
    ...handlers,
  });
  renderApp('/dashboard/news');
  return api;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowNames = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

async function openNewForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New news item' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'New news item' }) };
}

describe('/dashboard/news: the table', () => {
  it('shows a loading state, then every item with its flags', async () => {
    let answer: ((response: Response) => void) | undefined;
    openNews({ 'GET /staff-content/news': () => new Promise<Response>((resolve) => (answer = resolve)) });

    expect(await screen.findByText('Loading the news items…')).toHaveAttribute('role', 'status');
    // The page asks only after showing its loading state: answer the request once it is made.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(json(200, staffPage([BANNER, RESEARCH])));

    const table = await screen.findByRole('table', { name: 'News items' });
    expect(rowNames(table)).toEqual([BANNER.name, RESEARCH.name]);
    const [banner, research] = bodyRows(table) as [HTMLElement, HTMLElement];
    expect(within(banner).getAllByText('Yes')).toHaveLength(2);
    expect(within(research).getAllByText('No')).toHaveLength(2);
    expect(banner.querySelector('img')).toHaveAttribute('src', '/uploads/wing.webp');
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    openNews({ 'GET /staff-content/news': () => json(200, staffPage([])) });
    expect(await screen.findByText(CONTENT_ADMIN_TEXTS.empty('news items', 'news item'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New news item' })).toBeInTheDocument();
  });

  it('shows the error state, and reads again on request', async () => {
    let fail = true;
    openNews({
      'GET /staff-content/news': () =>
        fail ? json(500, { message: 'Server error.' }) : json(200, staffPage([BANNER])),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTENT_ADMIN_TEXTS.loadFailed('news items'));
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: `Edit ${BANNER.name}` })).toBeInTheDocument();
  });

  it('asks the server for each page, order and search, and keeps them in the address', async () => {
    // 60 items, 25 a page: the server's answer for whatever the call asks.
    const all = Array.from({ length: 60 }, (_, index) => newsItem(index + 1));
    const api = openNews({
      'GET /staff-content/news': (call) => {
        const page = Number(call.query.get('page') ?? 1);
        const q = (call.query.get('q') ?? '').toLowerCase();
        const found = all.filter((item) => item.name.toLowerCase().includes(q));
        const ordered = call.query.get('direction') === 'desc' ? [...found].reverse() : found;
        return json(200, staffPage(ordered.slice((page - 1) * 25, page * 25), page, 25, found.length));
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    expect(bodyRows(table)).toHaveLength(25);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/60 news items\. Showing 1–25 of 60/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames(table)[0]).toBe('Clinic update 26'));
    expect(window.location.search).toBe('?page=2');
    expect(api.callsTo('/staff-content/news').at(-1)?.query.get('page')).toBe('2');

    // A sortable header is a button; the server sorts, the header says how.
    const dates = within(table).getByRole('button', { name: 'Publication date' });
    await user.click(dates);
    await waitFor(() => expect(window.location.search).toBe('?sort=createdOn&direction=asc'));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: 'Publication date' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await user.click(within(table).getByRole('button', { name: 'Publication date' }));
    await waitFor(() => expect(window.location.search).toBe('?sort=createdOn&direction=desc'));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: 'Publication date' })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    await waitFor(() => expect(rowNames(table)[0]).toBe('Clinic update 60'));
    const sorted = api.callsTo('/staff-content/news').at(-1);
    expect(sorted?.query.get('sort')).toBe('createdOn');
    expect(sorted?.query.get('direction')).toBe('desc');
    // Columns the server cannot sort by are plain headers.
    expect(within(table).queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Search news items'), 'update 7');
    await waitFor(() => expect(rowNames(table)).toEqual(['Clinic update 7']));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('update 7');
    expect(api.callsTo('/staff-content/news').at(-1)?.query.get('q')).toBe('update 7');

    // Back: the address before the search, and the box follows it.
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?sort=createdOn&direction=asc'));
    await waitFor(() => expect(screen.getByLabelText('Search news items')).toHaveValue(''));
    await waitFor(() => expect(rowNames(table)[0]).toBe('Clinic update 1'));

    await user.type(screen.getByLabelText('Search news items'), 'nothing like it');
    await waitFor(() =>
      expect(
        within(table.parentElement as HTMLElement).getByText('Nothing matches “nothing like it”.'),
      ).toBeVisible(),
    );
    expect(bodyRows(table)).toHaveLength(0);
  });

  it('marks an image without words in the list, in the staff language', async () => {
    openNews({
      'GET /staff-content/news': () =>
        json(
          200,
          staffPage([
            BANNER,
            newsItem(3, { name: 'Described', imageUrl: '/uploads/a.webp', imageAlt: 'A ward' }),
            newsItem(4, { name: 'Ornament', imageUrl: '/uploads/b.webp', imageDecorative: true }),
          ]),
        ),
    });
    const table = await screen.findByRole('table');
    const [banner, described, ornament] = bodyRows(table) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(banner).getByText('No image text')).toBeInTheDocument();
    expect(within(described).queryByText('No image text')).not.toBeInTheDocument();
    expect(within(described).getByText('Described', { selector: 'span' })).toBeInTheDocument();
    expect(within(ornament).getByText('Decorative')).toBeInTheDocument();
  });
});

describe('/dashboard/news: the form', () => {
  it('checks the fields with the shared schema: messages beside them, nothing sent', async () => {
    const api = openNews();
    const { user, dialog } = await openNewForm();

    await user.type(within(dialog).getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription(CONTENT_INPUT_TEXTS.required('title')));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(dialog).getByLabelText('Link')).toHaveAccessibleDescription(
      expect.stringContaining(CONTENT_INPUT_TEXTS.link),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CONTENT_ADMIN_TEXTS.fixFields);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('creates a banner item: the values as the schema gives them, a toast, the list read again', async () => {
    let items = [RESEARCH];
    const api = openNews({
      'GET /staff-content/news': () => json(200, staffPage(items)),
      'POST /news': (call) => {
        const created = newsItem(9, call.body as Partial<NewsItem>);
        items = [created, ...items];
        return json(201, created);
      },
    });
    const { user, dialog } = await openNewForm();

    expect(within(dialog).getByRole('switch', { name: 'List in News' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Title'), '  Open day at the college  ');
    await user.type(within(dialog).getByLabelText('Description'), 'Visitors are welcome.');
    await user.click(within(dialog).getByRole('switch', { name: 'Show in the home banner' }));
    const published = within(dialog).getByLabelText('Publication date');
    await user.clear(published);
    await user.type(published, '2026-03-05T10:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(showToast).toHaveBeenCalledWith('News item created.');
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(post?.body).toEqual({
      name: 'Open day at the college',
      description: 'Visitors are welcome.',
      imageUrl: null,
      imageAlt: '',
      imageDecorative: false,
      link: null,
      createdOn: new Date('2026-03-05T10:30').toISOString(),
      isBanner: true,
      isNews: true,
      // No review dates written (docs/content-review.md).
      reviewedOn: null,
      nextReviewOn: null,
      reviewerName: null,
      reviewOwnerId: null,
      isPublished: true,
      publishAt: null,
    });
    expect(await screen.findByRole('button', { name: 'Edit Open day at the college' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New news item' })).toHaveFocus());
  });

  it('puts the server’s messages beside the fields it names', async () => {
    openNews({
      'PUT /news/1': () =>
        json(400, {
          message: 'Please enter a valid date.',
          errors: { createdOn: ['Please enter a valid date.'] },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${BANNER.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit news item' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue(BANNER.name);
    expect(within(dialog).getByRole('img', { name: 'Preview of the image' })).toHaveAttribute(
      'src',
      '/uploads/wing.webp',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const date = within(dialog).getByLabelText('Publication date');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid date.')),
    );
    expect(date).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The news item could not be saved.');
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('/dashboard/news: the image’s words', () => {
  const WARNING = STAFF_EN.imageWords.missing;

  it('warns while the image has neither text nor the mark, and sends both languages’ texts', async () => {
    const api = openNews({ 'PUT /news/1': (call) => json(200, { ...BANNER, ...(call.body as object) }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${BANNER.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit news item' });
    expect(within(dialog).getByText(WARNING)).toBeVisible();

    await user.type(
      within(dialog).getByLabelText('Image text (alternative text)'),
      'Doctors at the new wing',
    );
    await waitFor(() => expect(within(dialog).queryByText(WARNING)).not.toBeInTheDocument());
    const arabic = within(dialog).getByLabelText('Image text (alternative text) in العربية');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.type(arabic, 'أطباء في الجناح الجديد');
    // A warning, never a refusal: the form saves either way.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/news/1', 'PUT')).toHaveLength(1));
    expect(api.callsTo('/news/1', 'PUT')[0]?.body).toMatchObject({
      imageAlt: 'Doctors at the new wing',
      imageDecorative: false,
      translations: { ar: { imageAlt: 'أطباء في الجناح الجديد' } },
    });
  });

  it('the decorative mark ends the warning too; an image-less item has none', async () => {
    openNews();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${BANNER.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit news item' });
    expect(within(dialog).getByText(WARNING)).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Decorative image' }));
    await waitFor(() => expect(within(dialog).queryByText(WARNING)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('checkbox', { name: 'Decorative image' }));
    expect(await within(dialog).findByText(WARNING)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'New news item' }));
    const fresh = await screen.findByRole('dialog', { name: 'New news item' });
    expect(within(fresh).queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('warns in the staff language: Arabic in an Arabic dashboard', async () => {
    window.localStorage.setItem(STAFF_LOCALE_STORAGE_KEY, 'ar');
    openNews({ 'GET /me': () => json(200, { locale: 'ar' }) });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(within(table).getByText(STAFF_AR.imageWords.missingChip)).toBeInTheDocument());
    const user = userEvent.setup();
    await user.click(
      within(table).getAllByRole('button', { name: new RegExp(BANNER.name) })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(STAFF_AR.imageWords.missing)).toBeVisible();
    expect(
      within(dialog).getByRole('checkbox', { name: STAFF_AR.imageWords.imageDecorative }),
    ).not.toBeChecked();
  });
});

describe('/dashboard/news: delete', () => {
  async function chooseDelete(name: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  }

  it('asks first, and deletes nothing when cancelled', async () => {
    const api = openNews();
    await chooseDelete(BANNER.name);
    await waitFor(() =>
      expect(confirmDanger).toHaveBeenCalledWith(
        `Are you sure you want to delete ${BANNER.name}?`,
        'Delete',
        'Cancel',
      ),
    );
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('deletes when confirmed, says so and reads the list again', async () => {
    vi.mocked(confirmDanger).mockResolvedValueOnce(true);
    let items = [BANNER, RESEARCH];
    openNews({
      'GET /staff-content/news': () => json(200, staffPage(items)),
      'DELETE /news/1': () => {
        items = [RESEARCH];
        return json(200, { message: 'Deleted.' });
      },
    });
    await chooseDelete(BANNER.name);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('News item deleted.'));
    await waitFor(() => expect(screen.queryByText(BANNER.name)).not.toBeInTheDocument());
  });

  it('alerts the failure with the server’s reason', async () => {
    vi.mocked(confirmDanger).mockResolvedValueOnce(true);
    openNews({ 'DELETE /news/1': () => json(409, { message: 'It is in use.' }) });
    await chooseDelete(BANNER.name);
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        'error',
        'The news item could not be deleted.',
        'It is in use.',
        {
          okLabel: 'OK',
        },
      ),
    );
    expect(screen.getByRole('button', { name: `Edit ${BANNER.name}` })).toBeInTheDocument();
  });
});

describe('/dashboard/originization: the rich-text description', () => {
  it('loads the editor with the form, formats text and saves it as HTML', async () => {
    signInAs('Admin');
    const api = mockApi({
      'GET /staff-content/institutions': () => json(200, staffPage([])),
      'POST /originizations': (call) =>
        json(201, {
          id: 3,
          imageUrl: null,
          imageAlt: '',
          imageDecorative: false,
          priority: 0,
          ...(call.body as object),
        }),
    });
    renderApp('/dashboard/originization');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New institution' }));
    const dialog = await screen.findByRole('dialog', { name: 'New institution' });

    const editor = await within(dialog).findByRole('textbox', { name: 'Description' });
    const toolbar = within(dialog).getByRole('toolbar', { name: RICH_TEXT_TEXTS.toolbar('Description') });
    for (const tool of [
      RICH_TEXT_TEXTS.bold,
      RICH_TEXT_TEXTS.italic,
      RICH_TEXT_TEXTS.bulletList,
      RICH_TEXT_TEXTS.link,
    ])
      expect(within(toolbar).getByRole('button', { name: tool })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Amanah Teaching Hospital');
    // Not a click: ProseMirror maps clicks to positions with elementFromPoint, which jsdom lacks.
    act(() => editor.focus());
    await user.click(within(toolbar).getByRole('button', { name: RICH_TEXT_TEXTS.bold }));
    expect(within(toolbar).getByRole('button', { name: RICH_TEXT_TEXTS.bold })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('Since 1998');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Institution created.'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Amanah Teaching Hospital',
      description: '<p><strong>Since 1998</strong></p>',
      priority: 0,
    });
  });
});
