import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { PERSONAL_DATA_TEXTS as TEXTS } from '@authority/shared/back-office-texts';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PersonalDataScreen } from '../../../features/privacy';
import { confirmDanger, showAlert, showToast } from '../../../lib/ui/alerts';
import { type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';
import { StaffQueryProvider } from './staff-query-provider';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

/** The staff alerts' OK button, in the staff language (English here). */
const OK = { okLabel: 'OK' };

const TITLE = DASHBOARD_PAGE_TITLES['personal-data'];
const ADDRESS = 'huda@example.test';

const EXPORT = {
  email: ADDRESS,
  exportedAt: '2026-02-03T10:15:00.000Z',
  eventRegistrations: [{ id: 4, eventName: 'Heart Health Day' }],
  sponsorRegistrations: [],
  contactInquiries: [
    { id: 7, subject: 'Visiting hours' },
    { id: 8, subject: 'Parking' },
  ],
  verificationCodes: [{ purpose: 'registration' }],
  mails: [{ id: 1 }, { id: 2 }, { id: 3 }],
};

function openPersonalData(handlers: ApiHandlers = {}) {
  const token = signInAs('SuperAdmin');
  const api = mockApi(handlers);
  render(
    <StaffQueryProvider>
      <PersonalDataScreen />
    </StaffQueryProvider>,
  );
  const calls = () => api.calls.filter((call) => call.path.startsWith('/personal-data'));
  return { token, calls, user: userEvent.setup() };
}

/** The count shown beside a kind's label in the summary. */
const countOf = (label: string) =>
  within(screen.getByText(label).parentElement as HTMLElement).getByRole('definition').textContent;

/** Saving a file: the Blob handed to the browser, and the link clicked to save it. */
function catchDownloads() {
  const blobs: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:personal-data';
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  return { blobs, clicks };
}

describe('the personal data screen', () => {
  it('says in a sentence what each action does', () => {
    openPersonalData();
    expect(screen.getByText(TEXTS.downloadHelp)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.eraseHelp)).toBeInTheDocument();
    expect(screen.getByLabelText(TEXTS.email)).toHaveAttribute('type', 'email');
  });

  it('checks the address beside the field before sending anything', async () => {
    const { calls, user } = openPersonalData();
    const field = screen.getByLabelText(TEXTS.email);

    await user.click(screen.getByRole('button', { name: TEXTS.download }));
    expect(field).toHaveAccessibleDescription(TEXTS.emailRequired);
    expect(field).toHaveFocus();

    await user.type(field, 'huda@example');
    expect(field).not.toHaveAccessibleDescription(TEXTS.emailRequired);
    await user.click(screen.getByRole('button', { name: TEXTS.erase }));
    expect(field).toHaveAccessibleDescription(TEXTS.emailInvalid);
    expect(confirmDanger).not.toHaveBeenCalled();
    expect(calls()).toHaveLength(0);
  });

  it('downloads everything stored as the JSON file the server names, and shows the counts', async () => {
    const body = JSON.stringify(EXPORT);
    const { token, calls, user } = openPersonalData({
      'POST /personal-data/export': () =>
        new Response(body, {
          status: 200,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-disposition': `attachment; filename="personal-data-${ADDRESS}.json"`,
          },
        }),
    });
    const { blobs, clicks } = catchDownloads();

    await user.type(screen.getByLabelText(TEXTS.email), '  Huda@Example.TEST ');
    // Enter in the field downloads: the action that changes nothing.
    await user.keyboard('{Enter}');

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe(`personal-data-${ADDRESS}.json`);
    expect(clicks[0]?.href).toBe('blob:personal-data');
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(EXPORT);
    const [call] = calls();
    // The address in the body, never in a URL that logs and proxies keep.
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/personal-data/export');
    expect(call?.body).toEqual({ email: ADDRESS });
    expect(call?.url).not.toContain('huda');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${token}`);

    expect(await screen.findByRole('heading', { name: TEXTS.downloaded(ADDRESS) })).toBeInTheDocument();
    expect(countOf(TEXTS.kinds.eventRegistrations)).toBe('1');
    expect(countOf(TEXTS.kinds.sponsorRegistrations)).toBe('0');
    expect(countOf(TEXTS.kinds.contactInquiries)).toBe('2');
    expect(countOf(TEXTS.kinds.verificationCodes)).toBe('1');
    expect(countOf(TEXTS.kinds.mails)).toBe('3');
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('says so when the download fails, and saves nothing', async () => {
    const { user } = openPersonalData({
      'POST /personal-data/export': () => json(500, { message: 'Something went wrong on our side.' }),
    });
    const { clicks } = catchDownloads();
    await user.type(screen.getByLabelText(TEXTS.email), ADDRESS);
    await user.click(screen.getByRole('button', { name: TEXTS.download }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith('error', TEXTS.downloadFailed, expect.any(String), OK),
    );
    expect(clicks).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: TEXTS.downloaded(ADDRESS) })).not.toBeInTheDocument();
  });

  it('erases nothing when the red confirmation naming the address is cancelled', async () => {
    vi.mocked(confirmDanger).mockResolvedValueOnce(false);
    const { calls, user } = openPersonalData({
      'POST /personal-data/erase': () => json(500, { message: 'Should not be called.' }),
    });
    await user.type(screen.getByLabelText(TEXTS.email), ADDRESS);
    await user.click(screen.getByRole('button', { name: TEXTS.erase }));

    await waitFor(() =>
      expect(confirmDanger).toHaveBeenCalledWith(
        TEXTS.confirmErase(ADDRESS),
        TEXTS.confirmEraseAction,
        'Cancel',
      ),
    );
    expect(TEXTS.confirmErase(ADDRESS)).toContain(ADDRESS);
    expect(calls()).toHaveLength(0);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('erases once confirmed: the server’s message as a toast, and the counts', async () => {
    vi.mocked(confirmDanger).mockResolvedValueOnce(true);
    const message = 'Erased 4 records about this e-mail address.';
    const { calls, user } = openPersonalData({
      'POST /personal-data/erase': () =>
        json(200, {
          message,
          erased: {
            eventRegistrations: 1,
            sponsorRegistrations: 0,
            contactInquiries: 2,
            verificationCodes: 0,
            mails: 1,
          },
        }),
    });
    await user.type(screen.getByLabelText(TEXTS.email), ADDRESS);
    await user.click(screen.getByRole('button', { name: TEXTS.erase }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith(message));
    const [call] = calls();
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/personal-data/erase');
    expect(call?.body).toEqual({ email: ADDRESS });
    expect(call?.url).not.toContain('huda');
    expect(screen.getByRole('heading', { name: TEXTS.erased(ADDRESS) })).toBeInTheDocument();
    expect(countOf(TEXTS.kinds.contactInquiries)).toBe('2');
    expect(countOf(TEXTS.kinds.mails)).toBe('1');
    expect(countOf(TEXTS.kinds.sponsorRegistrations)).toBe('0');
  });

  it('says so when the erase fails', async () => {
    vi.mocked(confirmDanger).mockResolvedValueOnce(true);
    const { user } = openPersonalData({
      'POST /personal-data/erase': () => new TypeError('Failed to fetch'),
    });
    await user.type(screen.getByLabelText(TEXTS.email), ADDRESS);
    await user.click(screen.getByRole('button', { name: TEXTS.erase }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith('error', TEXTS.eraseFailed, expect.any(String), OK),
    );
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('/dashboard/personal-data', () => {
  it('is for a SuperAdmin only, and only in a SuperAdmin’s sidebar', async () => {
    signInAs('Admin');
    renderApp('/dashboard/personal-data');
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

  it('opens from a SuperAdmin’s sidebar, titled, reading nothing until asked', async () => {
    signInAs('SuperAdmin');
    const api = mockApi({});
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
    await userEvent.setup().click(within(sidebar).getByRole('link', { name: TITLE }));

    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByLabelText(TEXTS.email)).toBeInTheDocument();
    expect(document.title).toMatch(/^Personal data \| /);
    expect(api.calls.filter((call) => call.path.startsWith('/personal-data'))).toHaveLength(0);
  });
});
