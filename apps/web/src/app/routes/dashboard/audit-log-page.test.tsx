import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { AUDIT_LOG_TEXTS as TEXTS } from '@authority/shared/back-office-texts';
import { AUDIT_WORDS_TEXTS } from '@authority/shared/editor-texts';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { AUDIT_PAGE_SIZE } from '@authority/shared/privacy';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type AuditEntry, AuditLogScreen } from '../../../features/privacy';
import { formatDateTime } from '../../../lib/staff-ui/format';
import { showAlert } from '../../../lib/ui/alerts';
import { type ApiCall, json, mockApi } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render-with-router';
import { renderApp, signInAs } from '../../../test/staff-test-kit';
import { StaffQueryProvider } from './staff-query-provider';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const TITLE = DASHBOARD_PAGE_TITLES['audit-log'];

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-02-03T10:15:00.000Z',
  actorUserId: 1,
  actorEmail: 'chief@authority.test',
  action: 'personal-data.erase',
  entity: 'email',
  entityId: 'huda@example.test',
  ip: '203.0.113.7',
  details: { contactInquiries: 2, mails: 1 },
  ...overrides,
});

const page = (items: AuditEntry[], total = items.length, pageNumber = 1) =>
  json(200, { items, total, page: pageNumber, pageSize: AUDIT_PAGE_SIZE });

function openAuditLog(answer: (call: ApiCall) => Response | Promise<Response>) {
  signInAs('SuperAdmin');
  const api = mockApi({
    'GET /audit-log': answer,
    'GET /audit-log/people': () =>
      json(200, [
        { email: 'anna@authority.test', name: 'Anna Karim' },
        { email: 'chief@authority.test', name: null },
      ]),
  });
  renderWithRouter(
    <StaffQueryProvider>
      <AuditLogScreen />
    </StaffQueryProvider>,
  );
  const reads = () => api.calls.filter((call) => call.path === '/audit-log');
  return { api, lastQuery: () => reads().at(-1)?.query };
}

describe('the audit log screen', () => {
  it('shows a loading state, then who did what, when, from where, with the details on request', async () => {
    let answer: (response: Response) => void = () => {};
    const { api } = openAuditLog(() => new Promise<Response>((resolve) => (answer = resolve)));

    expect(await screen.findByText(TEXTS.loading)).toHaveAttribute('role', 'status');
    answer(
      page([
        entry(9),
        entry(8, {
          actorUserId: null,
          actorEmail: null,
          action: 'retention.purge',
          entity: 'events',
          entityId: null,
          ip: 'server',
        }),
        entry(7, { action: 'logout', entity: null, entityId: null, details: null }),
      ]),
    );

    const table = await screen.findByRole('table', { name: TEXTS.caption });
    const [erase, purge, logout] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(erase).getByRole('rowheader')).toHaveTextContent(
      'chief@authority.test erased someone’s personal data email huda@example.test',
    );
    expect(erase).toHaveTextContent('203.0.113.7');
    expect(within(erase).getByText(formatDateTime('2026-02-03T10:15:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-02-03T10:15:00.000Z',
    );
    expect(within(purge).getByRole('rowheader')).toHaveTextContent(
      /^System removed records past their keeping time events$/,
    );
    expect(within(logout).getByText(TEXTS.noDetails)).toBeInTheDocument();

    const details = within(erase).getByText(TEXTS.showDetails);
    const pre = erase.querySelector('pre');
    expect(pre?.textContent).toBe(JSON.stringify({ contactInquiries: 2, mails: 1 }, null, 2));
    expect(pre).not.toBeVisible();
    await userEvent.setup().click(details);
    expect(pre).toBeVisible();

    expect(screen.getByText(/^3 entries\. Showing 1–3 of 3$/)).toBeInTheDocument();
    const [read] = api.calls;
    expect(read?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(Object.fromEntries(read?.query ?? [])).toEqual({ page: '1', pageSize: String(AUDIT_PAGE_SIZE) });
  });

  it('shows the empty state, and a different one when filters find nothing', async () => {
    const { lastQuery } = openAuditLog(() => page([]));
    expect(await screen.findByText(TEXTS.empty)).toBeInTheDocument();

    await userEvent
      .setup()
      .selectOptions(
        screen.getByLabelText(TEXTS.action),
        AUDIT_WORDS_TEXTS.actionLabels['share-link.create'],
      );
    await waitFor(() => expect(lastQuery()?.get('action')).toBe('share-link.create'));
    expect(await screen.findByText(TEXTS.noMatch)).toBeInTheDocument();
  });

  it('shows the error state, and reads again on request', async () => {
    let fail = true;
    openAuditLog(() => (fail ? json(500, { message: 'Server error.' }) : page([entry(1)])));

    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.loadFailed);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: TEXTS.caption })).toBeInTheDocument();
  });

  it('sends the filters as the query: action and person from drop-downs, days as ISO times with offset', async () => {
    const { lastQuery } = openAuditLog((call) =>
      page([entry(Number(call.query.get('page')))], 120, Number(call.query.get('page'))),
    );
    const user = userEvent.setup();
    await screen.findByRole('table', { name: TEXTS.caption });

    await user.selectOptions(
      screen.getByRole('combobox', { name: TEXTS.action }),
      AUDIT_WORDS_TEXTS.actionLabels['personal-data.erase'],
    );
    const person = screen.getByRole('combobox', { name: AUDIT_WORDS_TEXTS.person });
    await within(person).findByRole('option', { name: 'chief@authority.test' });
    await user.selectOptions(person, 'chief@authority.test');
    fireEvent.change(screen.getByLabelText(TEXTS.fromDay), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText(TEXTS.toDay), { target: { value: '2026-02-03' } });

    await waitFor(() => expect(lastQuery()?.get('actor')).toBe('chief@authority.test'));
    const query = lastQuery() as URLSearchParams;
    expect(query.get('action')).toBe('personal-data.erase');
    expect(query.get('page')).toBe('1');
    expect(query.get('pageSize')).toBe(String(AUDIT_PAGE_SIZE));
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    expect(from).toMatch(/^2026-02-01T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(to).toMatch(/^2026-02-03T23:59:59\.999[+-]\d{2}:\d{2}$/);
    // The reader's own midnight and last millisecond, whatever their time zone.
    expect(new Date(from).getTime()).toBe(new Date(2026, 1, 1).getTime());
    expect(new Date(to).getTime()).toBe(new Date(2026, 1, 3, 23, 59, 59, 999).getTime());

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('2'));
    expect(lastQuery()?.get('action')).toBe('personal-data.erase');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    // A new filter starts again from the first page; clearing them all reads everything again.
    fireEvent.change(screen.getByLabelText(TEXTS.fromDay), { target: { value: '2026-01-15' } });
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('1'));
    await user.click(screen.getByRole('button', { name: TEXTS.clear }));
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery() ?? [])).toEqual({ page: '1', pageSize: String(AUDIT_PAGE_SIZE) }),
    );
    expect(screen.getByLabelText(TEXTS.action)).toHaveValue('');
  });

  it('says in plain words who did what to which item, linking the items that still exist', async () => {
    openAuditLog(() =>
      page([
        entry(3, {
          actorName: 'Anna Karim',
          action: 'content.delete',
          entity: 'news',
          entityId: '12',
          subject: { contentKey: 'news', id: '12', name: 'Visiting hours on adult wards', exists: false },
        }),
        entry(2, {
          actorName: 'Anna Karim',
          action: 'content.update',
          entity: 'news',
          entityId: '14',
          subject: { contentKey: 'news', id: '14', name: 'Flu clinic moves', exists: true },
        }),
      ]),
    );
    const table = await screen.findByRole('table', { name: TEXTS.caption });
    const [deleted, updated] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(deleted).getByRole('rowheader')).toHaveTextContent(
      'Anna Karim deleted the news item “Visiting hours on adult wards” (no longer exists)',
    );
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    expect(within(updated).getByRole('rowheader')).toHaveTextContent(
      'Anna Karim changed the news item “Flu clinic moves”',
    );
    expect(within(updated).getByRole('link', { name: '“Flu clinic moves”' })).toHaveAttribute(
      'href',
      '/showNews/14',
    );
    // The person drop-down names people, with their address.
    const person = screen.getByRole('combobox', { name: AUDIT_WORDS_TEXTS.person });
    expect(
      await within(person).findByRole('option', { name: 'Anna Karim (anna@authority.test)' }),
    ).toHaveValue('anna@authority.test');
    expect(within(person).getByRole('option', { name: AUDIT_WORDS_TEXTS.anyone })).toHaveValue('');
  });

  it('says so beside the to date when it is before the from date', async () => {
    openAuditLog(() => page([]));
    await screen.findByText(TEXTS.empty);
    fireEvent.change(screen.getByLabelText(TEXTS.fromDay), { target: { value: '2026-02-05' } });
    fireEvent.change(screen.getByLabelText(TEXTS.toDay), { target: { value: '2026-02-01' } });
    expect(screen.getByLabelText(TEXTS.toDay)).toHaveAccessibleDescription(TEXTS.dayOrder);
  });
});

describe('/dashboard/audit-log', () => {
  it('is for a SuperAdmin only, and only in a SuperAdmin’s sidebar', async () => {
    signInAs('Admin');
    renderApp('/dashboard/audit-log');
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith('error', ACCOUNT_TEXTS.noPermission, undefined, {
        okLabel: 'OK',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: TITLE })).not.toBeInTheDocument();
  });

  it('opens from a SuperAdmin’s sidebar, titled, with the log', async () => {
    signInAs('SuperAdmin');
    mockApi({ 'GET /audit-log': () => page([entry(1)]) });
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
    await userEvent.setup().click(within(sidebar).getByRole('link', { name: TITLE }));

    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: TEXTS.caption })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/audit-log');
    expect(document.title).toMatch(/^Audit log \| /);
  });
});
