import { DEPARTMENTS } from '@authority/shared/constants';
import { STAFF_MAIL_KINDS } from '@authority/shared/staff-mail';
import { MAIL_CHOICES_TEXTS_BY_LOCALE, type MailChoicesAnswer } from '@authority/shared/staff-mail-choices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

const t = MAIL_CHOICES_TEXTS_BY_LOCALE.en;
const ADMIN: MailChoicesAnswer = {
  kinds: STAFF_MAIL_KINDS.map((kind) => ({ kind, on: true, isDefault: true, defaultOn: true })),
  departments: { chosen: ['General Inquiry'], isDefault: false, defaults: [...DEPARTMENTS] },
};

beforeAll(async () => {
  await import('../../../app/routes/dashboard/account-page');
});

describe('the account page’s mail choices', () => {
  it('arrives from a mail’s link on its heading, and saves what differs from the role', async () => {
    signInAs('Admin', { sub: '7' });
    const api = mockApi({
      'GET /sessions': () => json(200, []),
      'GET /me/mail-choices': () => json(200, ADMIN),
      'PUT /me/mail-choices': (call) => json(200, { ...ADMIN, message: t.saved, sent: call.body }),
    });
    renderApp('/dashboard/account#mail-choices');
    const heading = await screen.findByRole('heading', { level: 2, name: t.heading });
    const section = screen.getByRole('region', { name: t.heading });
    expect(section).toHaveAttribute('id', 'mail-choices');
    await waitFor(() => expect(heading).toHaveFocus());

    const user = userEvent.setup();
    const digest = within(section).getByRole('checkbox', { name: t.kinds.registrationDigest.label });
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleDescription(`${t.kinds.registrationDigest.hint} (${t.byDefault})`);
    await user.click(digest);
    await user.click(within(section).getByRole('checkbox', { name: t.departments['Medical Education'] }));
    await user.click(within(section).getByRole('button', { name: t.save }));

    expect(await within(section).findByRole('status')).toHaveTextContent(t.saved);
    expect(api.callsTo('/me/mail-choices', 'PUT').map((call) => call.body)).toEqual([
      { kinds: { registrationDigest: false }, departments: ['General Inquiry', 'Medical Education'] },
    ]);
  });

  it('offers an Editor only the kinds of their role, with no departments', async () => {
    signInAs('Editor', { sub: '8' });
    mockApi({
      'GET /sessions': () => json(200, []),
      'GET /me/mail-choices': () =>
        json(200, {
          kinds: [
            { kind: 'reviewReturned', on: true, isDefault: true, defaultOn: true },
            { kind: 'reviewDue', on: false, isDefault: false, defaultOn: true },
          ],
          departments: { chosen: [], isDefault: true, defaults: [] },
        }),
    });
    renderApp('/dashboard/account');
    const section = await screen.findByRole('region', { name: t.heading });
    await within(section).findByRole('checkbox', { name: t.kinds.reviewDue.label });
    expect(within(section).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(section).getByRole('checkbox', { name: t.kinds.reviewDue.label })).not.toBeChecked();
    expect(within(section).queryByText(t.departmentsLegend)).toBeNull();
  });
});
