import { SUBMISSION_TEXTS, type SubmissionPage } from '@authority/shared/submissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const KEY = 'k3y-that-is-long-enough-to-open-it';
const EVENT = {
  id: 4,
  eventName: 'Riverbend Medical Research Conference',
  date: '2026-05-12',
  isActive: true,
};

const person = (id: number, fullName: string) => ({
  id,
  createdAt: '2026-04-01T08:15:00.000Z',
  title: 'Dr.',
  fullName,
  gender: 'Female',
  email: `${fullName.split(' ')[0]?.toLowerCase()}@example.test`,
  countryCode: '+964',
  phoneNumber: '7800001111',
  country: 'Iraq',
  city: 'Basra',
  jobTitle: 'Surgeon',
  notes: '',
  isWorkshop: false,
  workShop: 'N/A',
});

const page = (items: SubmissionPage['items'], total = items.length): SubmissionPage => ({
  event: EVENT,
  items,
  total,
  page: 1,
  pageSize: 25,
});

const lists = (registrations: SubmissionPage, sponsors: SubmissionPage): ApiHandlers => ({
  'GET /events/4/registrations': () => json(200, registrations),
  'GET /events/4/sponsors': () => json(200, sponsors),
});

const invalid = () => json(403, { message: SUBMISSION_TEXTS.linkInvalid });

/** The page's main region holds only its title and the one sentence. */
async function expectOnlyInvalidLink() {
  const main = await screen.findByRole('main');
  await within(main).findByText(SUBMISSION_TEXTS.linkInvalid);
  expect(main).toHaveTextContent(
    new RegExp(`^Event submissions${SUBMISSION_TEXTS.linkInvalid.replace('.', '\\.')}$`),
  );
  expect(within(main).queryByRole('table')).not.toBeInTheDocument();
  expect(within(main).queryByRole('tablist')).not.toBeInTheDocument();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/viewSubmission/:id with a share key', () => {
  it('shows the tables, counts and event to a key holder who is not signed in, sending the key and no token', async () => {
    const api = mockApi(lists(page([person(1, 'Layla Haddad'), person(2, 'Omar Saleh')], 2), page([], 0)));
    renderApp(`/viewSubmission/4#key=${KEY}`);

    const table = await screen.findByRole('table', { name: 'Registrations' });
    expect(window.location.pathname).toBe('/viewSubmission/4');
    expect(within(table).getByRole('rowheader', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: /^Registrations\s*2$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Sponsors\s*0$/ })).toBeInTheDocument();
    expect(screen.getByText(EVENT.eventName)).toBeInTheDocument();
    expect(screen.getByText('2 registrations. Showing 1–2 of 2')).toBeInTheDocument();

    const reads = api.calls.filter((call) => call.path.startsWith('/events/4/'));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const call of reads) {
      // In a header, never in the URL that logs and proxies keep.
      expect(call.headers.get('x-share-key')).toBe(KEY);
      expect(call.query.has('key')).toBe(false);
      expect(call.headers.has('authorization')).toBe(false);
    }

    await userEvent.setup().click(screen.getByRole('tab', { name: /^Sponsors\s*0$/ }));
    expect(await screen.findByText(SUBMISSION_TEXTS.noSubmissions)).toBeVisible();
  });

  it('searches on the server after typing stops, from page 1', async () => {
    // The server's search: the rows whose name holds the query's `search`.
    const search = (rows: ReturnType<typeof person>[]) => (call: ApiCall) => {
      const term = (call.query.get('search') ?? '').toLowerCase();
      return page(rows.filter((row) => row.fullName.toLowerCase().includes(term)));
    };
    const api = mockApi({
      'GET /events/4/registrations': search([person(1, 'Layla Haddad'), person(2, 'Omar Saleh')]),
      'GET /events/4/sponsors': search([]),
    });
    renderApp(`/viewSubmission/4#key=${KEY}`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Registrations' });

    await user.type(screen.getByRole('searchbox', { name: 'Search submissions' }), 'omar');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('rowheader', { name: 'Omar Saleh' })).toBeInTheDocument();
    const searched = api.calls.filter((call) => call.query.get('search') === 'omar');
    expect(searched.map((call) => [call.base, call.path, call.query.get('page')])).toEqual([
      ['public', '/events/4/registrations', '1'],
    ]);
  });

  it('downloads the CSV with the key', async () => {
    const api = mockApi({
      ...lists(page([person(1, 'Layla Haddad')]), page([])),
      'GET /events/4/registrations.csv': () =>
        new Response('\uFEFF"Submitted","Title"\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="event-4-registrations.csv"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderApp(`/viewSubmission/4#key=${KEY}`);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('event-4-registrations.csv');
    expect(clicks[0]?.href).toBe('blob:csv');
    const csvCall = api.calls.find((call) => call.path === '/events/4/registrations.csv');
    expect(csvCall?.headers.get('x-share-key')).toBe(KEY);
    expect(csvCall?.query.has('key')).toBe(false);
    expect(csvCall?.headers.has('authorization')).toBe(false);
  });

  it('shows only "This link is invalid or has expired." for a wrong key, even to signed-in staff', async () => {
    signInAs('Admin');
    const api = mockApi({
      'GET /events/4/registrations': invalid,
      'GET /events/4/sponsors': invalid,
    });
    renderApp('/viewSubmission/4#key=wrong-key');

    await expectOnlyInvalidLink();
    expect(window.location.pathname).toBe('/viewSubmission/4');
    expect(api.calls.every((call) => !call.headers.has('authorization'))).toBe(true);
  });

  it('tells the holder of an old ?key= link that the format changed, and sends the key nowhere', async () => {
    const api = mockApi(lists(page([person(1, 'Layla Haddad')]), page([])));
    renderApp(`/viewSubmission/4?key=${KEY}`);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(SUBMISSION_TEXTS.linkFormatChanged)).toBeInTheDocument();
    expect(within(main).queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/events/4/'))).toEqual([]);
  });

  it('shows only the sentence for a bare key (#key=)', async () => {
    mockApi({ 'GET /events/4/registrations': invalid, 'GET /events/4/sponsors': invalid });
    renderApp('/viewSubmission/4#key=');
    await expectOnlyInvalidLink();
  });
});

describe('/viewSubmission/:id without a key', () => {
  it('shows only the sentence to a visitor who is not signed in, and asks the server nothing', async () => {
    const api = mockApi({});
    renderApp('/viewSubmission/4');
    await expectOnlyInvalidLink();
    expect(window.location.pathname).toBe('/viewSubmission/4');
    expect(api.calls).toEqual([]);
  });

  it('shows the submissions to signed-in staff, with their token, and a way back to the events', async () => {
    signInAs('Admin');
    const api = mockApi(lists(page([person(1, 'Layla Haddad')]), page([], 0)));
    renderApp('/viewSubmission/4');

    expect(await screen.findByRole('rowheader', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the events' })).toHaveAttribute(
      'href',
      '/dashboard/event',
    );
    for (const call of api.calls) {
      expect(call.headers.get('authorization')).toMatch(/^Bearer /);
      expect(call.query.has('key')).toBe(false);
    }
  });

  it('sends staff whose session ended to /login', async () => {
    signInAs('Admin');
    mockApi({
      'GET /events/4/registrations': () => json(401, { message: 'Your session has ended.' }),
      'GET /events/4/sponsors': () => json(401, { message: 'Your session has ended.' }),
    });
    renderApp('/viewSubmission/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('reading the submissions ', () => {
  const sponsor = (id: number, fullName: string) => ({
    ...person(id, fullName),
    company: 'Tigris Labs',
    classification: 'gold',
    specialty: 'Laser',
    website: 'https://tigris.example',
  });

  it('keeps the dashboard’s frame, with Sign out, for signed-in staff', async () => {
    signInAs('Admin');
    mockApi(lists(page([person(1, 'Layla Haddad')]), page([], 0)));
    renderApp('/viewSubmission/4');
    await screen.findByRole('rowheader', { name: 'Layla Haddad' });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('puts who, company, package and contact first, and no empty workshop columns', async () => {
    mockApi(lists(page([person(1, 'Layla Haddad')]), page([sponsor(2, 'Omar Saleh')])));
    renderApp(`/viewSubmission/4#key=${KEY}`);
    const registrations = await screen.findByRole('table', { name: 'Registrations' });
    const headings = within(registrations)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The status beside the name (decision 018), then job and contact.
    expect(headings.slice(0, 5)).toEqual(['Full name', 'Status', 'Job title', 'E-mail', 'Phone']);
    expect(headings).not.toContain('Workshop');
    expect(headings).not.toContain('Workshop name');
    // The phone is the dial code and the number, a link to call.
    expect(within(registrations).getByRole('link', { name: '+964 7800001111' })).toHaveAttribute(
      'href',
      'tel:+9647800001111',
    );

    await userEvent.setup().click(screen.getByRole('tab', { name: /^Sponsors/ }));
    const sponsors = await screen.findByRole('table', { name: 'Sponsors' });
    expect(
      within(sponsors)
        .getAllByRole('columnheader')
        .slice(0, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['Full name', 'Status', 'Company', 'Classification', 'E-mail', 'Phone']);
  });

  it('sorts on the server by the column chosen, and turns the order round on a second click', async () => {
    const api = mockApi(lists(page([person(1, 'Layla Haddad'), person(2, 'Omar Saleh')]), page([])));
    renderApp(`/viewSubmission/4#key=${KEY}`);
    const table = await screen.findByRole('table', { name: 'Registrations' });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Full name' }));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: 'Full name' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await user.click(within(table).getByRole('button', { name: 'Full name' }));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: 'Full name' })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    const sorts = api.calls
      .filter((call) => call.path === '/events/4/registrations')
      .map((call) => `${call.query.get('sort')} ${call.query.get('direction')}`);
    expect(sorts).toEqual(['createdAt desc', 'fullName asc', 'fullName desc']);
  });

  it('shows each registrant as a card too (a phone’s view), and their details in a dialog', async () => {
    mockApi(lists(page([person(1, 'Layla Haddad')]), page([])));
    renderApp(`/viewSubmission/4#key=${KEY}`);
    const cards = await screen.findByRole('list', { name: 'Registrations' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'layla@example.test' })).toHaveAttribute(
      'href',
      'mailto:layla@example.test',
    );

    const user = userEvent.setup();
    const opener = within(card).getByRole('button', { name: 'Layla Haddad' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Details of Layla Haddad' });
    expect(within(dialog).getByText('Job title')).toBeInTheDocument();
    expect(within(dialog).getByText('Surgeon')).toBeInTheDocument();
    expect(within(dialog).getByText('Basra')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
