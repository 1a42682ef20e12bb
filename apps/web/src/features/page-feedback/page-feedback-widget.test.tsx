import {
  FEEDBACK_COMMENT_MAX,
  PAGE_FEEDBACK_PATHS,
  PAGE_FEEDBACK_TEXTS,
} from '@authority/shared/page-feedback';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n/locale';
import { json, mockApi } from '../../test/mock-api';
import { PageFeedback } from './page-feedback-widget';

const en = PAGE_FEEDBACK_TEXTS.en;
const VOTE = { message: en.received, id: 41, token: 'signed-token' };

describe('the page feedback widget', () => {
  it('asks in a named group; a vote from the keyboard is sent, thanked in a status region, and keeps the focus', async () => {
    const api = mockApi({ [`POST ${PAGE_FEEDBACK_PATHS.vote}`]: () => json(201, VOTE) });
    render(<PageFeedback page="news" itemId={7} />);
    const group = screen.getByRole('group', { name: en.question });
    expect(screen.getByRole('region', { name: en.question })).toContainElement(group);
    const yes = within(group).getByRole('button', { name: en.yes });
    const no = within(group).getByRole('button', { name: en.no });
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByLabelText(en.commentLabel)).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(no).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent(en.thanks));
    expect(api.callsTo(PAGE_FEEDBACK_PATHS.vote, 'POST').map((call) => call.body)).toEqual([
      { page: 'news', itemId: 7, useful: false },
    ]);
    expect(no).toHaveAttribute('aria-pressed', 'true');
    expect(no).toHaveAttribute('aria-disabled', 'true');
    expect(no).toHaveFocus();
    // A second press sends nothing more.
    await user.click(yes);
    expect(api.callsTo(PAGE_FEEDBACK_PATHS.vote)).toHaveLength(1);
    expect(yes).toHaveAttribute('aria-pressed', 'false');

    // The comment is offered after the vote, with the warning tied to it.
    const comment = screen.getByLabelText(en.commentLabel);
    expect(comment).toHaveAttribute('maxlength', String(FEEDBACK_COMMENT_MAX));
    expect(comment).toHaveAccessibleDescription(
      `${en.commentHint(FEEDBACK_COMMENT_MAX)} ${en.commentLeft(FEEDBACK_COMMENT_MAX)}`,
    );
  });

  it('sends the comment with the vote’s token, then thanks and takes the focus to the thanks', async () => {
    const api = mockApi({
      [`POST ${PAGE_FEEDBACK_PATHS.vote}`]: () => json(201, VOTE),
      [`POST ${PAGE_FEEDBACK_PATHS.comment(41)}`]: () => json(200, { message: en.commentReceived }),
    });
    render(<PageFeedback page="events" itemId={3} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: en.yes }));
    const comment = await screen.findByLabelText(en.commentLabel);
    await user.type(comment, 'Clear directions');
    expect(screen.getByText(en.commentLeft(FEEDBACK_COMMENT_MAX - 16))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.sendComment }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(en.commentThanks));
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByLabelText(en.commentLabel)).toBeNull();
    expect(api.callsTo(PAGE_FEEDBACK_PATHS.comment(41), 'POST')[0]?.body).toEqual({
      token: 'signed-token',
      comment: 'Clear directions',
    });
  });

  it('says when the vote could not be sent, and lets the visitor try again', async () => {
    let answers = 0;
    mockApi({
      [`POST ${PAGE_FEEDBACK_PATHS.vote}`]: () =>
        ++answers === 1 ? json(429, { message: 'Too many' }) : json(201, VOTE),
    });
    render(<PageFeedback page="institutions" itemId={2} />);
    const user = userEvent.setup();
    const yes = screen.getByRole('button', { name: en.yes });
    await user.click(yes);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.tooMany);
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(yes).not.toHaveAttribute('aria-disabled');
    await user.click(yes);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en.thanks));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Arabic on an Arabic page, and names its language in the call', async () => {
    const api = mockApi({ [`POST ${PAGE_FEEDBACK_PATHS.vote}`]: () => json(201, VOTE) });
    document.documentElement.lang = 'ar';
    try {
      render(
        <LocaleProvider locale="ar">
          <PageFeedback page="news" itemId={7} />
        </LocaleProvider>,
      );
      const ar = PAGE_FEEDBACK_TEXTS.ar;
      const user = userEvent.setup();
      await user.click(
        within(screen.getByRole('group', { name: ar.question })).getByRole('button', { name: ar.yes }),
      );
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ar.thanks));
      expect(api.callsTo(PAGE_FEEDBACK_PATHS.vote)[0]?.query.get('lang')).toBe('ar');
      expect(screen.getByLabelText(ar.commentLabel)).toBeInTheDocument();
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
