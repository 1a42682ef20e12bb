// Drafts, schedules, preview links and revisions in the dashboard, through the news page:
// every content page is the same component.
import type { NewsItem } from '@authority/shared/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/ui/alerts';
import { staffPage } from '../../../test/api-fixtures';
import { type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

type StaffNews = NewsItem & { isPublished: boolean; publishAt: string | null; translations: object };
const item = (id: number, name: string, overrides: Partial<StaffNews> = {}): StaffNews => ({
  id,
  name,
  description: `About ${name}.`,
  imageUrl: null,
  imageAlt: '',
  imageDecorative: false,
  link: null,
  createdOn: '2026-01-05T09:00:00.000Z',
  isBanner: false,
  isNews: true,
  isPublished: true,
  publishAt: null,
  translations: {},
  ...overrides,
});
const PUBLISHED = item(1, 'Clinic opens');
const DRAFT = item(2, 'Draft: new wing', { isPublished: false });
const SCHEDULED = item(3, 'Scheduled: open day', { publishAt: '2999-05-01T08:00:00.000Z' });

function openNews(handlers: ApiHandlers = {}) {
  signInAs('Admin');
  const api = mockApi({
    // The server filters by state (decision 019): this one as it would.
    'GET /staff-content/news': (call) => {
      const show = call.query.get('show');
      const shown = [PUBLISHED, DRAFT, SCHEDULED].filter(
        (row) =>
          !show ||
          (show === 'draft' && !row.isPublished) ||
          (show === 'scheduled' && row.isPublished && row.publishAt !== null) ||
          (show === 'published' && row.isPublished && row.publishAt === null),
      );
      return json(200, staffPage(shown));
    },
    ...handlers,
  });
  renderApp('/dashboard/news');
  return api;
}
const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'News items' });
  return within(table)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr') as HTMLElement;
};
async function chooseAction(name: string, action: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

describe('drafts and schedules in the dashboard', () => {
  it('marks each item Draft, Scheduled for … or Published, and filters by state', async () => {
    const api = openNews();
    expect(within(await rowOf('Clinic opens')).getByText('Published')).toBeInTheDocument();
    expect(within(await rowOf('Draft: new wing')).getByText('Draft')).toBeInTheDocument();
    expect(within(await rowOf('Scheduled: open day')).getByText(/^Scheduled for /)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Drafts');
    const table = screen.getByRole('table', { name: 'News items' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(names()).toEqual(['Draft: new wing']));
    expect(window.location.search).toBe('?show=draft');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Scheduled');
    await waitFor(() => expect(names()).toEqual(['Scheduled: open day']));
    expect(api.callsTo('/staff-content/news').at(-1)?.query.get('show')).toBe('scheduled');
  });

  it('saves a new item as a draft, and an edit keeps its schedule', async () => {
    const api = openNews({
      'POST /news': (call) => json(201, { ...(call.body as object), id: 9 }),
      'PUT /news/3': (call) => json(200, { ...(call.body as object), id: 3 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New news item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New news item' });
    const published = within(dialog).getByRole('switch', { name: 'Published' });
    expect(published).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Quiet draft');
    await user.click(published);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('News item created.'));
    expect(api.callsTo('/news', 'POST')[0]?.body).toMatchObject({
      name: 'Quiet draft',
      isPublished: false,
      publishAt: null,
    });

    await user.click(screen.getByRole('button', { name: 'Edit Scheduled: open day' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit news item' });
    expect(within(edit).getByLabelText('Publish at (optional)')).not.toHaveValue('');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/news/3', 'PUT')).toHaveLength(1));
    expect(api.callsTo('/news/3', 'PUT')[0]?.body).toMatchObject({
      isPublished: true,
      publishAt: '2999-05-01T08:00:00.000Z',
    });
  });

  it('makes a preview link and shows it to copy or open', async () => {
    openNews({
      'POST /staff-content/news/2/preview-link': () =>
        json(200, { path: '/preview#token=abc.def.ghi', expiresAt: '2026-11-20T11:00:00.000Z' }),
    });
    await chooseAction('Draft: new wing', 'Preview');
    const dialog = await screen.findByRole('dialog', { name: 'Preview of Draft: new wing' });
    expect(await within(dialog).findByRole('textbox', { name: 'Preview link' })).toHaveValue(
      `${window.location.origin}/preview#token=abc.def.ghi`,
    );
    expect(within(dialog).getByRole('link', { name: 'Open the preview' })).toHaveAttribute(
      'href',
      `${window.location.origin}/preview#token=abc.def.ghi`,
    );
  });

  it('shows the history, the differences between two revisions, and restores one', async () => {
    const revisions = [
      {
        id: 12,
        at: '2026-11-20T10:05:00.000Z',
        actorEmail: 'editor@amanah.example',
        values: { name: 'Clinic opens' },
      },
      {
        id: 11,
        at: '2026-11-20T10:00:00.000Z',
        actorEmail: 'editor@amanah.example',
        values: { name: 'Clinic opening' },
      },
    ];
    const api = openNews({
      'GET /staff-content/news/1/revisions': () => json(200, revisions),
      'GET /staff-content/news/1/revisions/11/diff/12': () =>
        json(200, {
          from: 11,
          to: 12,
          changes: [{ field: 'name', before: 'Clinic opening', after: 'Clinic opens' }],
        }),
      'POST /staff-content/news/1/revisions/11/restore': () =>
        json(200, { ...PUBLISHED, name: 'Clinic opening' }),
    });
    const user = await chooseAction('Clinic opens', 'History');
    const dialog = await screen.findByRole('dialog', { name: 'History of Clinic opens' });
    expect(await within(dialog).findByText('Current')).toBeInTheDocument();
    const change = await within(dialog).findByText('Title');
    expect(within(change.closest('div') as HTMLElement).getByText('Clinic opening')).toBeInTheDocument();
    expect(within(change.closest('div') as HTMLElement).getByText('Clinic opens')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /^Restore the revision of / }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Revision restored.'));
    expect(api.callsTo('/staff-content/news/1/revisions/11/restore', 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History of Clinic opens' })).toBeNull());
  });

  it('names the review’s owner in the comparison, not the account’s number', async () => {
    const revisions = [
      { id: 12, at: '2026-11-20T10:05:00.000Z', actorEmail: 'editor@amanah.example', values: {} },
      { id: 11, at: '2026-11-20T10:00:00.000Z', actorEmail: 'editor@amanah.example', values: {} },
    ];
    openNews({
      'GET /staff-content/news/1/revisions': () => json(200, revisions),
      'GET /staff-content/news/1/revisions/11/diff/12': () =>
        json(200, { from: 11, to: 12, changes: [{ field: 'reviewOwnerId', before: 3, after: 5 }] }),
      'GET /reviews/owners': () =>
        json(200, {
          items: [
            { id: 3, name: 'Dr Layla Haddad' },
            { id: 5, name: 'Dr Omar Saleh' },
          ],
        }),
    });
    await chooseAction('Clinic opens', 'History');
    const dialog = await screen.findByRole('dialog', { name: 'History of Clinic opens' });
    const change = (await within(dialog).findByText('Who is told when it is due')).closest(
      'div',
    ) as HTMLElement;
    expect(await within(change).findByText('Dr Layla Haddad')).toBeInTheDocument();
    expect(within(change).getByText('Dr Omar Saleh')).toBeInTheDocument();
    expect(within(change).queryByText('3')).toBeNull();
  });
});
