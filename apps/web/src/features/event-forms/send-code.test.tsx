import { EVENT_FORM_TIMEOUT_MS, RESEND_CODE_COOLDOWN_MS } from '@authority/shared/constants';
import { EVENT_FORM_TEXTS, EVENT_FORM_UI_TEXTS } from '@authority/shared/event-form-texts';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearResourceCache } from '../../lib/http/use-resource';
import { showAlert } from '../../lib/ui/alerts';
import { apiEvent } from '../../test/api-fixtures';
import { type ApiHandlers, json, mockApi, PENDING } from '../../test/mock-api';
import { renderEventForm } from '../../test/render-event-form';
import { loadFormRules } from './form-rules';
import { cooldownKey } from './use-resend-cooldown';

// Closing a dialog at once: the focus goes where the form asked it to.
vi.mock('../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async (...args: unknown[]) => {
    (args[3] as { focusAfter?: () => HTMLElement | null | undefined } | undefined)?.focusAfter?.()?.focus();
  }),
}));
const FOCUS_AFTER = expect.objectContaining({ focusAfter: expect.any(Function) });

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

// The checks' chunk, loaded once before the fake clocks: a form checks with it at once after.
beforeAll(async () => {
  await loadFormRules();
});

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
      FOCUS_AFTER,
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
    // Disabled from the press, while what is typed is checked and the code is sent.
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    await settle();
    expect(sendButton()).toBeDisabled();
    expect(api.callsTo(SEND_PATH).at(-1)?.body).toEqual({ Email: EMAIL });

    answer(json(200, { message: 'We have sent a code.', to: 'l***@example.test' }));
    await settle();
    expect(showAlert).toHaveBeenCalledExactlyOnceWith(
      'success',
      EVENT_FORM_TEXTS.codeSentTitle,
      EVENT_FORM_TEXTS.codeSentTo('l***@example.test'),
      FOCUS_AFTER,
    );
    // 'Code sent' closed: the code field has the focus, where the code goes next.
    expect(screen.getByLabelText(T.verificationCode)).toHaveFocus();
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

  it('keeps counting through a re-render and a reload, for this form of this event', async () => {
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
    // What a reload finds: the deadline in localStorage, for this form and event.
    expect(Number(window.localStorage.getItem(cooldownKey('registration', '7')))).toBe(Date.now() + 90_000);
    clearResourceCache();
    // The reload: a new page, the e-mail typed again.
    await openForm({});
    expect(sendButton()).toBeDisabled();
    typeEmail(EMAIL);
    expect(sendButton()).toHaveTextContent('Resend 90s');
    expect(sendButton()).toBeDisabled();
    await pass(90_000);
    expect(sendButton()).toHaveTextContent(EVENT_FORM_TEXTS.sendCode);
    expect(sendButton()).toBeEnabled();
  });

  it('is not given back early by editing the e-mail address (SPEC §4: 120 s per form)', async () => {
    await openForm({ [SEND_PATH]: { message: 'Sent.', to: 'l***@example.test' } });
    typeEmail(EMAIL);
    fireEvent.click(sendButton());
    await settle();
    await pass(10_000);
    typeEmail('omar@example.test');
    expect(sendButton()).toHaveTextContent('Resend 110s');
    expect(sendButton()).toBeDisabled();
    typeEmail(`${EMAIL}x`);
    expect(sendButton()).toBeDisabled();
  });

  it("says how long is left of the server's own cooldown (429 with Retry-After), and counts it down", async () => {
    const { api } = await openForm({
      [SEND_PATH]: () =>
        Promise.resolve(
          new Response(JSON.stringify({ message: EVENT_FORM_TEXTS.cooldown(47) }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '47' },
          }),
        ),
    });
    typeEmail(EMAIL);
    fireEvent.click(sendButton());
    await settle();
    expect(showAlert).toHaveBeenCalledExactlyOnceWith(
      'warning',
      EVENT_FORM_TEXTS.cooldown(47),
      undefined,
      FOCUS_AFTER,
    );
    expect(sendButton()).toHaveTextContent('Resend 47s');
    expect(sendButton()).toBeDisabled();
    await pass(47_000);
    expect(sendButton()).toBeEnabled();
    expect(api.callsTo(SEND_PATH)).toHaveLength(1);
  });

  it('checks what is already typed before a code is sent, marks it, and sends nothing', async () => {
    const { api } = await openForm({ [SEND_PATH]: { message: 'Sent.' } });
    fireEvent.change(screen.getByLabelText(T.phoneNumber), { target: { value: '12' } });
    typeEmail(EMAIL);
    fireEvent.click(sendButton());
    await settle();
    await pass(20);
    expect(showAlert).not.toHaveBeenCalled();
    expect(api.callsTo(SEND_PATH)).toHaveLength(0);
    const phone = screen.getByLabelText(T.phoneNumber);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(EVENT_FORM_TEXTS.fieldInvalid('phone number')),
    );
    // The linked summary at the top has the focus; its link leads to the field.
    const summary = screen.getByRole('region', { name: T.fieldErrorsHeading });
    expect(summary).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: new RegExp(T.phoneNumber) }));
    expect(phone).toHaveFocus();
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
      FOCUS_AFTER,
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
