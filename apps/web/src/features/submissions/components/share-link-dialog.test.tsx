import { EVENT_ADMIN_TEXTS } from '@authority/shared/back-office-texts';
import { SHARE_LINK_STATUS_TEXTS } from '@authority/shared/editor-texts';
import { SUBMISSION_TEXTS } from '@authority/shared/submissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/staff-test-kit';
import { ShareLinkDialog } from './share-link-dialog';

const EVENT = { id: 4, eventName: 'Riverbend Medical Research Conference' };

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShareLinkDialog event={EVENT} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return screen.findByRole('dialog', { name: EVENT_ADMIN_TEXTS.shareLinkTitle(EVENT.eventName) });
}

describe('ShareLinkDialog', () => {
  it('makes a link for the lifetime chosen (30 days unless changed) and shows until when it works', async () => {
    signInAs('Admin');
    let status = { active: false, expiresAt: null as string | null };
    const api = mockApi({
      'GET /events/4/share-link': () => json(200, status),
      'POST /events/4/share-link': () => {
        status = { active: true, expiresAt: '2026-06-07T08:00:00.000Z' };
        return json(200, {
          message: SUBMISSION_TEXTS.linkCreated,
          key: 'abcdefghijklmnopqrstuvwx',
          url: 'http://site.test/viewSubmission/4#key=abcdefghijklmnopqrstuvwx',
          expiresAt: status.expiresAt,
        });
      },
    });
    const dialog = await open();
    const lifetime = await within(dialog).findByLabelText(SUBMISSION_TEXTS.linkLifetime);
    expect(lifetime).toHaveValue('30');
    expect(
      within(lifetime)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['7 days', '30 days', '90 days']);
    const user = userEvent.setup();
    await user.selectOptions(lifetime, '7');
    await user.click(within(dialog).getByRole('button', { name: EVENT_ADMIN_TEXTS.createLink }));

    expect(await within(dialog).findByLabelText(EVENT_ADMIN_TEXTS.linkLabel)).toHaveValue(
      'http://site.test/viewSubmission/4#key=abcdefghijklmnopqrstuvwx',
    );
    expect(
      await within(dialog).findByText(SUBMISSION_TEXTS.linkExpires('7 June 2026 at 08:00 UTC')),
    ).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ days: 7 });
  });

  it('shows when and by whom the link was made, and asks before a new one replaces it', async () => {
    signInAs('Admin');
    const api = mockApi({
      'GET /events/4/share-link': () =>
        json(200, {
          active: true,
          expiresAt: '2026-06-07T08:00:00.000Z',
          createdAt: '2026-05-08T08:00:00.000Z',
          createdBy: 'Anna Karim',
        }),
      'POST /events/4/share-link': () =>
        json(200, {
          message: SUBMISSION_TEXTS.linkCreated,
          key: 'abcdefghijklmnopqrstuvwx',
          url: 'http://site.test/viewSubmission/4#key=abcdefghijklmnopqrstuvwx',
          expiresAt: '2026-06-08T08:00:00.000Z',
        }),
    });
    const dialog = await open();
    const made = SHARE_LINK_STATUS_TEXTS.madeBy('8 May 2026 at 08:00 UTC', 'Anna Karim');
    expect(await within(dialog).findByText(made)).toBeInTheDocument();
    expect(
      within(dialog).getByText(SUBMISSION_TEXTS.linkExpires('7 June 2026 at 08:00 UTC')),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: EVENT_ADMIN_TEXTS.createNewLink }));
    // Nothing is replaced yet: the question says who loses access, and the safe answer has the focus.
    const question = within(dialog)
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes(SHARE_LINK_STATUS_TEXTS.confirmReplaceTitle));
    expect(question).toHaveTextContent(SHARE_LINK_STATUS_TEXTS.confirmReplaceTitle);
    expect(question).toHaveTextContent(SHARE_LINK_STATUS_TEXTS.confirmReplace);
    expect(question).toHaveTextContent(made);
    const keep = within(dialog).getByRole('button', { name: SHARE_LINK_STATUS_TEXTS.keepLink });
    expect(keep).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(keep);
    expect(within(dialog).queryByText(SHARE_LINK_STATUS_TEXTS.confirmReplaceTitle)).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: EVENT_ADMIN_TEXTS.createNewLink }));
    await user.click(
      within(dialog).getByRole('button', { name: SHARE_LINK_STATUS_TEXTS.confirmReplaceAction }),
    );
    expect(await within(dialog).findByLabelText(EVENT_ADMIN_TEXTS.linkLabel)).toHaveValue(
      'http://site.test/viewSubmission/4#key=abcdefghijklmnopqrstuvwx',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
