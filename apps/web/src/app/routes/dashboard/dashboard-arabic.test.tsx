/**
 * The dashboard in the account's language (decision 014): Arabic texts right to left, the switch
 * that saves the choice, the calls that ask for answers in it, and each row's own language.
 */
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import type { InquiryRow } from '@authority/shared/inquiries';
import { INBOX_TEXTS_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import type { AccountStatus } from '@authority/shared/second-factor';
import type { SubmissionPage } from '@authority/shared/submissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetStaffLanguage, STAFF_LOCALE_STORAGE_KEY } from '../../../lib/i18n/staff-texts';
import { showAlert } from '../../../lib/ui/alerts';
import { type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const me = (locale: 'en' | 'ar'): AccountStatus => ({
  id: 7,
  firstName: 'Lina',
  lastName: 'Haddad',
  email: 'lina@authority.test',
  role: 'Admin',
  passwordTemporary: false,
  locale,
  secondFactor: false,
  recoveryCodesLeft: 0,
  secondFactorRequired: false,
  mustChangePassword: false,
  mustEnrolSecondFactor: false,
});

const inquiry: InquiryRow = {
  id: 3,
  name: 'سارة علي',
  email: 'sara@example.test',
  subject: 'مواعيد الزيارة',
  department: 'General Inquiry',
  message: 'متى يمكنني الزيارة؟',
  locale: 'ar',
  submittedAt: '2026-02-03T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  status: 'new',
  statusChangedAt: null,
  assigneeId: null,
  assigneeName: null,
  waitedMinutes: 90,
};

const inquiries: ApiHandlers = {
  'GET /inquiries': () => json(200, { items: [inquiry], total: 1, page: 1, pageSize: 25 }),
};

const html = () => document.documentElement;

describe('the dashboard in Arabic', () => {
  it('speaks the language the account keeps: Arabic texts, right to left, calls in Arabic', async () => {
    signInAs('Admin');
    const api = mockApi({ 'GET /me': () => json(200, me('ar')), ...inquiries });
    renderApp('/dashboard/inquiries');

    const nav = await screen.findByRole(
      'navigation',
      { name: STAFF_AR.frame.dashboardNavigation },
      { timeout: 5000 },
    );
    expect(within(nav).getByRole('link', { name: STAFF_AR.pageTitles.inquiries })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: STAFF_AR.pageTitles.inquiries }),
    ).toBeVisible();
    await waitFor(() => expect(html()).toHaveAttribute('dir', 'rtl'));
    expect(html()).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem(STAFF_LOCALE_STORAGE_KEY)).toBe('ar');

    // The inbox in Arabic, the inquiry in it.
    const table = await screen.findByRole('table', { name: INBOX_TEXTS_BY_LOCALE.ar.caption });
    expect(within(table).getByText('مواعيد الزيارة')).toBeInTheDocument();
    await waitFor(() => {
      const last = api.callsTo('/inquiries').at(-1);
      expect(last?.headers.get('accept-language')).toBe('ar');
    });
  });

  it('switches from the sidebar at once, saves the choice on the account, and switches back', async () => {
    signInAs('Admin');
    const api = mockApi({
      'GET /me': () => json(200, me('en')),
      'PUT /me/language': () => json(200, { locale: 'ar' }),
      ...inquiries,
    });
    renderApp('/dashboard/inquiries');
    const user = userEvent.setup();

    const english = await screen.findByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(html()).toHaveAttribute('dir', 'ltr');
    const arabic = screen.getByRole('button', { name: 'العربية' });
    expect(arabic).toHaveAttribute('lang', 'ar');

    await user.click(arabic);
    await waitFor(() => expect(html()).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
    expect(html()).toHaveAttribute('lang', 'ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: STAFF_AR.pageTitles.inquiries }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    const put = api.callsTo('/me/language', 'PUT');
    expect(put.map((call) => call.body)).toEqual([{ locale: 'ar' }]);
    expect(put[0]?.headers.get('authorization')).toMatch(/^Bearer /);

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(html()).toHaveAttribute('dir', 'ltr'));
    expect(
      await screen.findByRole('heading', { level: 1, name: STAFF_EN.pageTitles.inquiries }),
    ).toBeVisible();
    expect(api.callsTo('/me/language', 'PUT').map((call) => call.body)).toEqual([
      { locale: 'ar' },
      { locale: 'en' },
    ]);
  });

  it('stays in its language and says so when the choice cannot be saved', async () => {
    signInAs('Admin');
    mockApi({
      'GET /me': () => json(200, me('en')),
      'PUT /me/language': () => json(500, { message: 'Server error.' }),
      ...inquiries,
    });
    renderApp('/dashboard/inquiries');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'العربية' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith('error', STAFF_EN.language.saveFailed, undefined, {
        okLabel: STAFF_EN.frame.ok,
      }),
    );
    expect(html()).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('heads the submissions in Arabic, shows each one’s language, and asks for the CSV in Arabic', async () => {
    signInAs('Admin');
    // The language last used in this browser, read afresh (as on a new visit).
    window.localStorage.setItem(STAFF_LOCALE_STORAGE_KEY, 'ar');
    resetStaffLanguage();
    const registrations: SubmissionPage = {
      event: { id: 4, eventName: 'Open Day', date: '2026-05-12', isActive: true },
      items: [
        {
          id: 1,
          createdAt: '2026-04-01T08:15:00.000Z',
          fullName: 'Layla Haddad',
          email: 'layla@example.test',
          isWorkshop: true,
          locale: 'en',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    };
    const api = mockApi({
      'GET /events/4/registrations': () => json(200, registrations),
      'GET /events/4/sponsors': () => json(200, { ...registrations, items: [], total: 0 }),
      'GET /events/4/registrations.csv': () =>
        new Response('\uFEFF"تاريخ الإرسال"\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/viewSubmission/4');

    // The Arabic catalogue is its own chunk: the page waits for it before it renders.
    const table = await screen.findByRole(
      'table',
      { name: STAFF_AR.submissionsView.tab.registrations },
      { timeout: 5000 },
    );
    expect(within(table).getByRole('columnheader', { name: 'اللغة' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'الاسم الكامل' })).toBeInTheDocument();
    expect(within(table).getByText('English')).toHaveAttribute('lang', 'en');
    expect(within(table).getByText(STAFF_AR.submissionsView.yes)).toBeInTheDocument();
    await waitFor(() => expect(html()).toHaveAttribute('dir', 'rtl'));

    await userEvent.setup().click(screen.getByRole('button', { name: STAFF_AR.submissionsView.download }));
    await waitFor(() => expect(api.callsTo('/events/4/registrations.csv')).toHaveLength(1));
    expect(api.callsTo('/events/4/registrations.csv')[0]?.headers.get('accept-language')).toBe('ar');
  });
});
