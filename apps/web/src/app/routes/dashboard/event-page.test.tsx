import { EVENT_ADMIN_TEXTS } from '@authority/shared/back-office-texts';
import type { Event } from '@authority/shared/content';
import { CONTENT_INPUT_TEXTS } from '@authority/shared/content-inputs';
import { SUBMISSION_TEXTS } from '@authority/shared/submissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirmDanger, showAlert, showToast } from '../../../lib/ui/alerts';
import { staffPage } from '../../../test/api-fixtures';
import { type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const CONFERENCE: Event = {
  id: 4,
  eventName: 'Riverbend Medical Research Conference',
  formLink: null,
  isActive: true,
  date: '2026-05-12',
  location: 'Main auditorium',
  time: '09:00 – 16:00',
  description: 'Two days of research talks.',
  imagePath: null,
  imageAlt: '',
  imageDecorative: false,
};

function openEvents(handlers: ApiHandlers = {}) {
  signInAs('Admin');
  const api = mockApi({ 'GET /staff-content/events': () => json(200, staffPage([CONFERENCE])), ...handlers });
  renderApp('/dashboard/event');
  return api;
}

async function chooseAction(action: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${CONFERENCE.eventName}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

describe('/dashboard/event', () => {
  it('lists the events with their status and links each to its submissions', async () => {
    openEvents();
    const row = (await screen.findByRole('rowheader', { name: CONFERENCE.eventName })).closest('tr');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('Main auditorium');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Actions for ${CONFERENCE.eventName}` }));
    expect(await screen.findByRole('menuitem', { name: EVENT_ADMIN_TEXTS.viewSubmissions })).toHaveAttribute(
      'href',
      '/viewSubmission/4',
    );
  });

  it('switches an event inactive: PUT with the whole record, isActive false', async () => {
    const api = openEvents({
      'PUT /events/4': (call) => json(200, { ...CONFERENCE, ...(call.body as object) }),
    });
    const user = await chooseAction('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    const active = within(dialog).getByRole('switch', { name: 'Open for registrations' });
    expect(active).toBeChecked();

    await user.click(active);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Event saved.'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      eventName: CONFERENCE.eventName,
      formLink: null,
      isActive: false,
      date: '2026-05-12',
      location: 'Main auditorium',
      time: '09:00 – 16:00',
      description: 'Two days of research talks.',
      imagePath: null,
      imageAlt: '',
      imageDecorative: false,
      // Every write says whether and when it is public.
      isPublished: true,
      publishAt: null,
      // No limit on stands or sponsors, as the row had none (decision 018).
      standCapacity: null,
      sponsorCapacity: null,
    });
  });

  it('needs a valid date', async () => {
    const user = userEvent.setup();
    openEvents();
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await user.type(within(dialog).getByLabelText('Event name'), 'Open day');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CONTENT_INPUT_TEXTS.date)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date')).toHaveFocus();
  });

  it('says why an event with submissions cannot be deleted', async () => {
    vi.mocked(confirmDanger).mockResolvedValueOnce(true);
    openEvents({ 'DELETE /events/4': () => json(409, { message: CONTENT_INPUT_TEXTS.eventHasSubmissions }) });
    await chooseAction('Delete');
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        'error',
        'The event could not be deleted.',
        CONTENT_INPUT_TEXTS.eventHasSubmissions,
        { okLabel: 'OK' },
      ),
    );
  });
});

describe('the share link of an event', () => {
  const URL_ONCE = 'http://site.test/viewSubmission/4?key=abcdefghijklmnopqrstuvwx';

  it('creates a link, shows its address once with the note, and revokes it after asking', async () => {
    let active = false;
    const api = openEvents({
      'GET /events/4/share-link': () => json(200, { active }),
      'POST /events/4/share-link': () => {
        active = true;
        return json(200, {
          message: SUBMISSION_TEXTS.linkCreated,
          key: 'abcdefghijklmnopqrstuvwx',
          url: URL_ONCE,
        });
      },
      'DELETE /events/4/share-link': () => {
        active = false;
        return json(200, { message: SUBMISSION_TEXTS.linkRevoked });
      },
    });
    const user = await chooseAction(EVENT_ADMIN_TEXTS.shareLink);
    const dialog = await screen.findByRole('dialog', {
      name: EVENT_ADMIN_TEXTS.shareLinkTitle(CONFERENCE.eventName),
    });

    expect(await within(dialog).findByText(EVENT_ADMIN_TEXTS.shareLinkNone)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: EVENT_ADMIN_TEXTS.createLink }));

    const link = await within(dialog).findByLabelText(EVENT_ADMIN_TEXTS.linkLabel);
    expect(link).toHaveValue(URL_ONCE);
    expect(link).toHaveAccessibleDescription(EVENT_ADMIN_TEXTS.copyOnce);
    expect(within(dialog).getByRole('status')).toHaveTextContent(SUBMISSION_TEXTS.linkCreated);
    expect(await within(dialog).findByText(EVENT_ADMIN_TEXTS.shareLinkActive)).toBeInTheDocument();
    expect(within(dialog).getByText(EVENT_ADMIN_TEXTS.replaceNote)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: EVENT_ADMIN_TEXTS.createNewLink })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: EVENT_ADMIN_TEXTS.revoke }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(EVENT_ADMIN_TEXTS.confirmRevoke);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: EVENT_ADMIN_TEXTS.confirmRevokeAction }));

    expect(await within(dialog).findByText(EVENT_ADMIN_TEXTS.shareLinkNone)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(SUBMISSION_TEXTS.linkRevoked);
    expect(within(dialog).queryByLabelText(EVENT_ADMIN_TEXTS.linkLabel)).not.toBeInTheDocument();
  });

  it('keeps the address away once the dialog is closed and opened again', async () => {
    openEvents({
      'GET /events/4/share-link': () => json(200, { active: true }),
    });
    const user = await chooseAction(EVENT_ADMIN_TEXTS.shareLink);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(EVENT_ADMIN_TEXTS.shareLinkActive)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(EVENT_ADMIN_TEXTS.linkLabel)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Actions for ${CONFERENCE.eventName}` })).toHaveFocus(),
    );
  });
});
