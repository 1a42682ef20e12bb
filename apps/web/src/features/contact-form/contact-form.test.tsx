import {
  CONTACT_MESSAGE_HIDE_MS,
  CONTACT_TIMEOUT_MS,
  CONTACT_VALIDATION_HIDE_MS,
} from '@authority/shared/constants';
import { CONTACT_FORM_TEXTS } from '@authority/shared/contact-form-texts';
import { CONTACT_TEXTS } from '@authority/shared/contact-texts';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, PENDING } from '../../test/mock-api';
import { ContactForm } from './components/contact-form';

const SEND_PATH = '/email/send';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (values: Partial<Record<'name' | 'email' | 'subject' | 'department' | 'message', string>>) => {
  const labels = {
    name: CONTACT_FORM_TEXTS.name,
    email: CONTACT_FORM_TEXTS.email,
    subject: CONTACT_FORM_TEXTS.subject,
    department: CONTACT_FORM_TEXTS.department,
    message: CONTACT_FORM_TEXTS.message,
  };
  for (const [key, value] of Object.entries(values)) {
    fireEvent.change(field(labels[key as keyof typeof labels]), { target: { value } });
  }
};
const VALID = {
  name: '  Layla Haddad ',
  email: ' layla@example.test ',
  subject: ' Visiting hours ',
  department: 'Appointment Scheduling',
  message: ' When can I visit?  ',
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: CONTACT_FORM_TEXTS.send }));
/** Lets the fetch mock answer and the form show it. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the contact form', () => {
  it('labels every field, with the right autocomplete, and lists the four departments', () => {
    render(<ContactForm />);
    expect(screen.getByRole('form', { name: CONTACT_FORM_TEXTS.heading })).toBeInTheDocument();
    expect(field(CONTACT_FORM_TEXTS.name)).toHaveAttribute('autocomplete', 'name');
    expect(field(CONTACT_FORM_TEXTS.email)).toHaveAttribute('autocomplete', 'email');
    expect(field(CONTACT_FORM_TEXTS.subject)).toBeInTheDocument();
    expect(field(CONTACT_FORM_TEXTS.message).tagName).toBe('TEXTAREA');
    const options = Array.from(
      (field(CONTACT_FORM_TEXTS.department) as unknown as HTMLSelectElement).options,
    );
    expect(options.map((option) => option.value)).toEqual([
      '',
      'General Inquiry',
      'Appointment Scheduling',
      'Medical Education',
      'Job Opportunities',
    ]);
  });

  it('checks in SPEC §5 order, on trimmed values, marks and focuses the field, and sends nothing', () => {
    const api = mockApi({});
    render(<ContactForm />);
    const steps: Array<[Partial<typeof VALID>, string, string]> = [
      [{ name: '   ' }, CONTACT_TEXTS.nameRequired, CONTACT_FORM_TEXTS.name],
      [{ name: VALID.name, email: 'layla@example' }, CONTACT_TEXTS.emailInvalid, CONTACT_FORM_TEXTS.email],
      [{ email: VALID.email, subject: ' ' }, CONTACT_TEXTS.subjectRequired, CONTACT_FORM_TEXTS.subject],
      [{ subject: VALID.subject }, CONTACT_TEXTS.departmentRequired, CONTACT_FORM_TEXTS.department],
      [
        { department: VALID.department, message: '\n ' },
        CONTACT_TEXTS.messageRequired,
        CONTACT_FORM_TEXTS.message,
      ],
    ];
    for (const [values, message, label] of steps) {
      fill(values);
      submit();
      // SPEC's message under the form, and the field's own error beside it.
      const shown = screen.getAllByText(message);
      expect(shown).toHaveLength(2);
      expect(shown.filter((text) => text.closest('[aria-live="assertive"]'))).toHaveLength(1);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(field(label)).toHaveFocus();
    }
    expect(api.calls).toEqual([]);
  });

  it('marks every field that needs fixing at once, each with its own message, while SPEC names the first', () => {
    render(<ContactForm />);
    fill({ email: 'nope' });
    submit();
    const expected: Array<[string, string]> = [
      [CONTACT_FORM_TEXTS.name, CONTACT_TEXTS.nameRequired],
      [CONTACT_FORM_TEXTS.email, CONTACT_TEXTS.emailInvalid],
      [CONTACT_FORM_TEXTS.subject, CONTACT_TEXTS.subjectRequired],
      [CONTACT_FORM_TEXTS.department, CONTACT_TEXTS.departmentRequired],
      [CONTACT_FORM_TEXTS.message, CONTACT_TEXTS.messageRequired],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(CONTACT_TEXTS.nameRequired);
    expect(field(CONTACT_FORM_TEXTS.name)).toHaveFocus();
  });

  it("hides a validation message after 5 s, but keeps the field's own error until the field changes", () => {
    render(<ContactForm />);
    submit();
    const live = () => document.querySelector('[aria-live="assertive"]');
    vi.advanceTimersByTime(CONTACT_VALIDATION_HIDE_MS - 1);
    expect(live()).toHaveTextContent(CONTACT_TEXTS.nameRequired);
    act(() => vi.advanceTimersByTime(1));
    expect(live()).toBeEmptyDOMElement();
    const name = field(CONTACT_FORM_TEXTS.name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(CONTACT_TEXTS.nameRequired);
    act(() => vi.advanceTimersByTime(60_000));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    fill({ name: 'L' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(CONTACT_TEXTS.nameRequired)).not.toBeInTheDocument();
  });

  it("sends the trimmed inquiry, reads 'Submitting...', then shows the green message and clears the form", async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ [SEND_PATH]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    render(<ContactForm />);
    fill(VALID);
    submit();

    const button = screen.getByRole('button', { name: CONTACT_TEXTS.submitting });
    expect(button).toBeDisabled();
    const [call] = api.calls;
    expect(call?.url).toBe(`/api/v1/admin${SEND_PATH}`);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      name: 'Layla Haddad',
      email: 'layla@example.test',
      subject: 'Visiting hours',
      department: 'Appointment Scheduling',
      message: 'When can I visit?',
      submittedAt: new Date().toISOString(),
    });

    answer(json(200, { message: 'Thank you, we have it.' }));
    await settle();
    const message = screen.getByText('Thank you, we have it.');
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    expect(message.closest('p')).toHaveClass('text-success-800');
    for (const label of [CONTACT_FORM_TEXTS.name, CONTACT_FORM_TEXTS.email, CONTACT_FORM_TEXTS.message]) {
      expect(field(label)).toHaveValue('');
    }
    expect(field(CONTACT_FORM_TEXTS.department)).toHaveValue('');
    expect(screen.getByRole('button', { name: CONTACT_FORM_TEXTS.send })).toBeEnabled();

    // SPEC §4: the message hides after 8 s.
    act(() => vi.advanceTimersByTime(CONTACT_MESSAGE_HIDE_MS - 1));
    expect(screen.getByText('Thank you, we have it.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Thank you, we have it.')).not.toBeInTheDocument();
    // What stays: 'Sent', and what happens next, until the next submit.
    expect(screen.getByText(CONTACT_TEXTS.sentTitle)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TEXTS.sentNext)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText(CONTACT_TEXTS.sentTitle)).toBeInTheDocument();
    submit();
    expect(screen.queryByText(CONTACT_TEXTS.sentTitle)).not.toBeInTheDocument();
  });

  it('says the default success text when the answer is not JSON', async () => {
    mockApi({ [SEND_PATH]: new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } }) });
    render(<ContactForm />);
    fill(VALID);
    submit();
    await settle();
    expect(screen.getByText(CONTACT_TEXTS.success)).toBeInTheDocument();
  });

  it.each([
    [
      'the body message',
      json(429, { message: HTTP_MESSAGES.tooManyRequests }),
      HTTP_MESSAGES.tooManyRequests,
    ],
    ['the body error', json(400, { error: 'Mailbox full' }), 'Mailbox full'],
    [
      'the status and its text',
      new Response('down', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/plain' },
      }),
      CONTACT_TEXTS.serverError(502, 'Bad Gateway'),
    ],
    [
      "the catalogue's words when there is no status text (HTTP/2)",
      new Response('', { status: 429 }),
      CONTACT_TEXTS.serverError(429, HTTP_MESSAGES.tooManyRequests),
    ],
  ])('shows %s in red, and keeps what was typed', async (_case, response, message) => {
    mockApi({ [SEND_PATH]: response });
    render(<ContactForm />);
    fill(VALID);
    submit();
    await settle();
    expect(screen.getByText(message).closest('p')).toHaveClass('text-danger-800');
    expect(field(CONTACT_FORM_TEXTS.subject)).toHaveValue(VALID.subject);
  });

  it.each([
    ['a CORS refusal', new TypeError('CORS request did not succeed'), CONTACT_TEXTS.cors],
    ['any other failure', new TypeError('Failed to fetch'), CONTACT_TEXTS.genericError],
  ])('words %s', async (_case, error, message) => {
    mockApi({ [SEND_PATH]: error });
    render(<ContactForm />);
    fill(VALID);
    submit();
    await settle();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('times out after 30 s', async () => {
    mockApi({ [SEND_PATH]: PENDING });
    render(<ContactForm />);
    fill(VALID);
    submit();
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_TIMEOUT_MS - 1));
    expect(screen.getByRole('button', { name: CONTACT_TEXTS.submitting })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(CONTACT_TEXTS.timedOut)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONTACT_FORM_TEXTS.send })).toBeEnabled();
  });

  it('clears the last message at the start of each submit', async () => {
    mockApi({ [SEND_PATH]: json(200, { message: 'Stored.' }) });
    render(<ContactForm />);
    fill(VALID);
    submit();
    await settle();
    expect(screen.getByText('Stored.')).toBeInTheDocument();
    submit();
    expect(screen.queryByText('Stored.')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(CONTACT_TEXTS.nameRequired);
  });
});
