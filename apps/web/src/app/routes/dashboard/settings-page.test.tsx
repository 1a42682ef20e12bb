import { ABOUT_TEXTS } from '@authority/shared/about-texts';
import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { SETTINGS_TEXTS } from '@authority/shared/back-office-texts';
import { ABOUT_AR } from '@authority/shared/i18n/about-ar';
import { INBOX_TEXTS_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import { DEFAULT_SETTINGS, RETENTION_TEXTS } from '@authority/shared/settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirmDanger, showAlert, showToast } from '../../../lib/ui/alerts';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

/** A department's address field names the department in the staff language. */
const EDUCATION_FIELD = INBOX_TEXTS_BY_LOCALE.en.departmentAddress('Medical Education');

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

/** A SuperAdmin on the settings page; the server answers the defaults and saves what it is sent. */
function openSettings() {
  signInAs('SuperAdmin');
  const api = mockApi({
    'GET /settings/full': () => json(200, DEFAULT_SETTINGS),
    'PUT /settings': (call) => json(200, call.body),
  });
  renderApp('/dashboard/settings');
  return { api, user: userEvent.setup() };
}

describe('/dashboard/settings', () => {
  it('is for a SuperAdmin only', async () => {
    signInAs('Admin');
    renderApp('/dashboard/settings');
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith('error', ACCOUNT_TEXTS.noPermission, undefined, {
        okLabel: 'OK',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
  });

  it('shows every setting, checks them with the shared schema and saves them', async () => {
    const { api, user } = openSettings();

    const siteName = await screen.findByLabelText(SETTINGS_TEXTS.labels.siteName);
    expect(siteName).toHaveValue(DEFAULT_SETTINGS.siteName);
    for (const label of ['Facebook', 'X', 'Instagram', 'YouTube', 'LinkedIn', EDUCATION_FIELD, 'Our Mission'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();

    const email = screen.getByLabelText(SETTINGS_TEXTS.labels.email);
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.type(screen.getByLabelText(EDUCATION_FIELD), 'education@');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(EDUCATION_FIELD)).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(email);
    await user.type(email, 'hello@amanah-health.example');
    await user.clear(screen.getByLabelText(EDUCATION_FIELD));
    await user.type(screen.getByLabelText(EDUCATION_FIELD), 'Education@Amanah-Health.example');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith(SETTINGS_TEXTS.saved));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      contact: { email: 'hello@amanah-health.example' },
      about: { mission: null },
      departmentEmails: { medicalEducation: 'education@amanah-health.example', generalInquiry: null },
    });
  });

  it('shows how long personal data is kept, refuses what is not a number of days, and saves it', async () => {
    const { api, user } = openSettings();

    const inquiries = await screen.findByLabelText(RETENTION_TEXTS.inquiryDays);
    const outbox = screen.getByLabelText(RETENTION_TEXTS.outboxDays);
    expect(inquiries).toHaveValue(DEFAULT_SETTINGS.retention.inquiryDays);
    expect(outbox).toHaveValue(DEFAULT_SETTINGS.retention.outboxDays);

    await user.clear(outbox);
    await user.type(outbox, '0');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    await waitFor(() => expect(outbox).toHaveAccessibleDescription('Keep them at least 1 day.'));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(outbox);
    await user.type(outbox, '60');
    await user.clear(inquiries);
    await user.type(inquiries, '730');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(SETTINGS_TEXTS.saved));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      retention: { inquiryDays: 730, outboxDays: 60 },
    });
  });

  it('shows the live About texts in their fields, and keeps following them when left as they are', async () => {
    const { api, user } = openSettings();

    const mission = await screen.findByLabelText('Our Mission');
    const tab = ABOUT_TEXTS.tabs.mission;
    expect(mission).toHaveValue([tab.summary, ...tab.points].join('\n\n'));
    expect(screen.getByLabelText('Welcome text')).toHaveValue(ABOUT_TEXTS.welcome.join('\n\n'));
    expect((screen.getByLabelText('Privacy notice text') as HTMLTextAreaElement).value).toContain(
      `How long we keep it\n\nContact messages are deleted automatically after ${DEFAULT_SETTINGS.retention.inquiryDays} days`,
    );
    expect(screen.getByLabelText('Our Mission in العربية')).toHaveValue(
      [ABOUT_AR.tabs.mission.summary, ...ABOUT_AR.tabs.mission.points].join('\n\n'),
    );

    await user.clear(screen.getByLabelText('Our Vision'));
    await user.type(screen.getByLabelText('Our Vision'), 'Care close to home.');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(SETTINGS_TEXTS.saved));
    const sent = api.calls.find((call) => call.method === 'PUT')?.body as {
      about: Record<string, string | null>;
      privacyNotice: string | null;
      translations: { ar: { about: Record<string, string>; privacyNotice: string } };
    };
    expect(sent.about).toMatchObject({ mission: null, welcome: null, vision: 'Care close to home.' });
    expect(sent.translations.ar.about.mission).toBe('');
    // The privacy notice too: shown as the page says it, sent back as 'built-in'.
    expect(sent).toMatchObject({ privacyNotice: null, translations: { ar: { privacyNotice: '' } } });
  });

  it('asks before leaving the page with unsaved changes, and stays when told to', async () => {
    const { user } = openSettings();
    const siteName = await screen.findByLabelText(SETTINGS_TEXTS.labels.siteName);
    await user.type(siteName, ' (draft)');
    await user.click(screen.getByRole('link', { name: 'News' }));
    await waitFor(() =>
      expect(confirmDanger).toHaveBeenCalledWith('Discard your changes?', 'Discard changes', 'Keep editing'),
    );
    expect(window.location.pathname).toBe('/dashboard/settings');
    expect(siteName).toHaveValue(`${DEFAULT_SETTINGS.siteName} (draft)`);
  });
});
