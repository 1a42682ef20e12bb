import { EVENT_FORM_TIMEOUT_MS, RESEND_CODE_COOLDOWN_MS } from '@authority/shared/constants';
import { EVENT_FORM_TEXTS, EVENT_FORM_UI_TEXTS } from '@authority/shared/event-form-texts';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearResourceCache } from '../../lib/http/use-resource';
import { showAlert } from '../../lib/ui/alerts';
import { apiEvent } from '../../test/api-fixtures';
import { type ApiHandlers, json, mockApi, PENDING } from '../../test/mock-api';
import { renderEventForm } from '../../test/render-event-form';
import { cooldownKey } from './use-resend-cooldown';

vi.mock('../../lib/ui/alerts', () => ({ showAlert: vi.fn(async () => {}) }));

const T = EVENT_FORM_UI_TEXTS;
const EMAIL = 'layla@example.test';
const SEND_PATH = '/Events/7/send-code';

/** Lets the mocked calls answer and React show the result, with fake timers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const sendButton = () => screen.getByRole('button', { name: /^(Send Code|Resend \d+s)$/ });
const typeEmail = (email: string) =>
  fireEvent.change(screen.getByLabelText(T.email), { target: { value: email } });

async function openForm(answers: ApiHandlers, kind: 'registration' | 'sponsor' = 'registration') {
  const api = mockApi({ '/Events/7': apiEvent(7), ...answers });
  const view = renderEventForm(kind);
  await settle();
  expect(screen.getByRole('heading', { level: 2, name: 'Event 7' })).toBeInTheDocument();
  return { api, view };
}

beforeEach(() => {
  vi.mocked(showAlert).mockClear();
  window.localStorage.clear();
  vi.useFakeTimers();
});

describe('Send Code', () => {
  it('is disabled while the e-mail is empty', async () => {
    await openForm({});
    expect(sendButton()).toHaveTextContent(EVENT_FORM_TEXTS.sendCode);
    expect(sendButton()).toBeDisabled();
    typeEmail('   ');
    expect(sendButton()).toBeDisabled();
    typeEmail('l');
    expect(sendButton()).toBeEnabled();
  });

  it("refuses an invalid e-mail with the 'Invalid email' dialog, and sends nothing", async () => {
    const { api } = await openForm({});
    typeEmail('layla@example');
    fireEvent.click(sendButton());
    await settle();
    expect(showAlert).toHaveBeenCalledExactlyOnceWith(
      'warning',
      EVENT_FORM_TEXTS.invalidEmailTitle,
      EVENT_FORM_TEXTS.invalidEmailText,
      { returnFocus: false },
    );
    expect(screen.getByLabelText(T.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(T.email)).toHaveFocus();
    expect(api.calls).toHaveLength(1);
  });

  it("sends { Email }, says 'Code sent' to the masked address, and counts down 'Resend {n}s' for 120 s", async () => {
    let answer: (response: Response) => void = () => {};
    const { api } = await openForm({
      [SEND_PATH]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    typeEmail(` ${EMAIL} `);
    fireEvent.click(sendButton());
    // Disabled while sending.
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    expect(api.callsTo(SEND_PATH).at(-1)?.body).toEqual({ Email: EMAIL });

    answer(json(200, { message: 'We have sent a code.', to: 'l***@example.test' }));
    await settle();
    expect(showAlert).toHaveBeenCalledExactlyOnceWith(
      'success',
      EVENT_FORM_TEXTS.codeSentTitle,
      EVENT_FORM_TEXTS.codeSentTo('l***@example.test'),
    );
    expect(sendButton()).toHaveTextContent('Resend 120s');
    expect(sendButton()).toBeDisabled();
    await pass(1_000);
    expect(sendButton()).toHaveTextContent('Resend 119s');
    await pass(RESEND_CODE_COOLDOWN_MS - 2_000);
    expect(sendButton()).toHaveTextContent('Resend 1s');
    await pass(1_000);
    expect(sendButton()).toHaveTextContent(EVENT_FORM_TEXTS.sendCode);
    expect(sendButton()).toBeEnabled();
  });

  it('keeps counting through a re-render and a reload, for the same event and e-mail', async () => {
    const { view } = await openForm({ [SEND_PATH]: { message: 'Sent.', to: 'l***@example.test' } });
    typeEmail(EMAIL);
    fireEvent.click(sendButton());
    await settle();
    await pass(30_000);
    expect(sendButton()).toHaveTextContent('Resend 90s');

    // Re-renders: the page's own (another field typed) and a fresh one from the top.
    fireEvent.change(screen.getByLabelText(T.fullName), { target: { value: 'Layla' } });
    view.rerender(<RouterProvider router={view.router} />);
    expect(sendButton()).toHaveTextContent('Resend 90s');
    expect(sendButton()).toBeDisabled();
    view.unmount();
    // What a reload finds: the deadline in localStorage, for this form, event and address.
    expect(Number(window.localStorage.getItem(cooldownKey('registration', '7', EMAIL)))).toBe(
      Date.now() + 90_000,
    );
    clearResourceCache();
    // The reload: a new page, the e-mail typed again.
    await openForm({});
    expect(sendButton()).toBeDisabled();
    typeEmail(EMAIL);
    expect(sendButton()).toHaveTextContent('Resend 90s');
    expect(sendButton()).toBeDisabled();
    // Another address has no countdown; back to the first, it is still there.
    typeEmail('omar@example.test');
    expect(sendButton()).toHaveTextContent(EVENT_FORM_TEXTS.sendCode);
    typeEmail(EMAIL.toUpperCase());
    expect(sendButton()).toHaveTextContent('Resend 90s');
    await pass(90_000);
    expect(sendButton()).toHaveTextContent(EVENT_FORM_TEXTS.sendCode);
    expect(sendButton()).toBeEnabled();
  });

  it("sends the sponsor's { email } to the sponsor call, and masks the address when the server gives none", async () => {
    const { api } = await openForm({ '/events/7/sponsor/send-code': { message: 'Sent.' } }, 'sponsor');
    typeEmail(EMAIL);
    fireEvent.click(sendButton());
    await settle();
    expect(api.callsTo('/events/7/sponsor/send-code').at(-1)?.body).toEqual({ email: EMAIL });
    expect(showAlert).toHaveBeenCalledWith(
      'success',
      EVENT_FORM_TEXTS.codeSentTitle,
      EVENT_FORM_TEXTS.codeSentTo('l***@example.test'),
    );
    expect(sendButton()).toHaveTextContent('Resend 120s');
  });

  it.each([
    ['429', json(429, { message: 'Please wait.' }), HTTP_MESSAGES.tooManyRequests],
    ['409', json(409, { message: EVENT_FORM_TEXTS.closedText }), EVENT_FORM_TEXTS.closedText],
    ['503', json(503, { message: EVENT_FORM_TEXTS.codeNotDelivered }), HTTP_MESSAGES.serverError],
    ['no answer', new TypeError('Failed to fetch'), HTTP_MESSAGES.noResponse],
  ])('words a failure (%s) by SPEC §8 and starts no countdown', async (_case, answer, text) => {
    await openForm({ [SEND_PATH]: answer });
    typeEmail(EMAIL);
    fireEvent.click(sendButton());
    await settle();
    expect(showAlert).toHaveBeenCalledExactlyOnceWith('error', T.sendFailedTitle, text);
    expect(sendButton()).toHaveTextContent(EVENT_FORM_TEXTS.sendCode);
    expect(sendButton()).toBeEnabled();
  });

  it('gives up after 15 s', async () => {
    await openForm({ [SEND_PATH]: PENDING });
    typeEmail(EMAIL);
    fireEvent.click(sendButton());
    await pass(EVENT_FORM_TIMEOUT_MS - 1);
    expect(sendButton()).toBeDisabled();
    await pass(1);
    expect(showAlert).toHaveBeenCalledExactlyOnceWith('error', T.sendFailedTitle, HTTP_MESSAGES.noResponse);
    expect(sendButton()).toBeEnabled();
  });
});
