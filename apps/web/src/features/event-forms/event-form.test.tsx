import { EVENT_FORM_TIMEOUT_MS } from '@authority/shared/constants';
import {
  EVENT_FORM_TEXTS,
  EVENT_FORM_UI_TEXTS,
  SPECIALTY_OPTIONS,
  TITLES,
} from '@authority/shared/event-form-texts';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { LAYOUT_TEXTS } from '@authority/shared/public-texts';
import { SITE } from '@authority/shared/site';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '../../lib/ui/alerts';
import { apiEvent } from '../../test/api-fixtures';
import { json, mockApi, PENDING } from '../../test/mock-api';
import { renderEventForm } from '../../test/render-event-form';
import { loadFormRules } from './form-rules';

// Closing a dialog at once: the focus goes where the form asked it to.
vi.mock('../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async (...args: unknown[]) => {
    (args[3] as { focusAfter?: () => HTMLElement | null | undefined } | undefined)?.focusAfter?.()?.focus();
  }),
}));

const T = EVENT_FORM_UI_TEXTS;
/** Where the focus goes once the dialog has closed: the field to fix, or the submit button. */
const FOCUS_AFTER = expect.objectContaining({ focusAfter: expect.any(Function) });

// The checks' chunk, loaded once before the fake clocks: a form checks with it at once after.
beforeAll(async () => {
  await loadFormRules();
});

beforeEach(() => {
  vi.mocked(showAlert).mockClear();
  window.localStorage.clear();
});

describe('beside the submit', () => {
  it('says the form is not for emergencies, with the number to call, and links the privacy notice', async () => {
    mockApi({ '/Events/7': apiEvent(7) });
    renderEventForm('sponsor');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    const note = screen.getByText(LAYOUT_TEXTS.notForEmergencies, { exact: false });
    expect(within(note).getByRole('link', { name: SITE.contact.emergencyPhone })).toHaveAttribute(
      'href',
      `tel:${SITE.contact.emergencyPhone}`,
    );
    expect(within(note).getByRole('link', { name: LAYOUT_TEXTS.privacyNotice })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('loading the event', () => {
  it('shows the event name, a label and the right autocomplete on every field', async () => {
    mockApi({ '/Events/7': apiEvent(7) });
    renderEventForm('registration');
    expect(await screen.findByRole('heading', { level: 2, name: 'Event 7' })).toBeInTheDocument();

    const title = screen.getByLabelText(T.title) as HTMLSelectElement;
    expect(Array.from(title.options, (option) => option.value)).toEqual(['', ...TITLES]);
    expect(new Set(TITLES).size).toBe(TITLES.length);
    expect(title).toHaveAttribute('autocomplete', 'honorific-prefix');
    expect(screen.getByLabelText(T.fullName)).toHaveAttribute('autocomplete', 'name');
    const gender = screen.getByRole('group', { name: T.gender });
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Male', 'Female']);
    expect(screen.getByLabelText(T.jobTitle)).toHaveAttribute('autocomplete', 'organization-title');
    expect(screen.getByRole('combobox', { name: T.country })).toHaveAttribute('autocomplete', 'country-name');
    expect(screen.getByLabelText(T.city)).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByRole('combobox', { name: T.countryCode })).toHaveAttribute(
      'autocomplete',
      'tel-country-code',
    );
    const phone = screen.getByLabelText(T.phoneNumber);
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(T.email)).toHaveAttribute('autocomplete', 'email');
    const code = screen.getByLabelText(T.verificationCode);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText(T.notes).tagName).toBe('TEXTAREA');
    expect(screen.queryByLabelText(T.company)).not.toBeInTheDocument();
    expect(screen.queryByText(EVENT_FORM_TEXTS.notAllowed)).not.toBeInTheDocument();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it("adds the sponsor's company, website, 26 specialties and the classes", async () => {
    mockApi({ '/Events/7': apiEvent(7) });
    renderEventForm('sponsor');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    expect(screen.getByLabelText(T.company)).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByLabelText(T.website)).toHaveAttribute('autocomplete', 'url');
    const specialty = screen.getByLabelText(T.specialty) as HTMLSelectElement;
    expect(specialty.options).toHaveLength(26);
    expect(specialty.options[0]).toHaveTextContent(SPECIALTY_OPTIONS[0].label);
    expect(specialty).toHaveValue('25');
    const classes = screen.getByLabelText(T.classification) as HTMLSelectElement;
    expect(Array.from(classes.options, (option) => option.value)).toEqual([
      '',
      'platinum',
      'gold',
      'silver',
      'bronze',
    ]);
    expect(screen.queryByLabelText(T.notes)).not.toBeInTheDocument();
  });

  it.each(['sponsor', 'registration'] as const)(
    "disables every input of an inactive event, says 'Sorry! Not allowed to submit now.' and 'Not available', and keeps Submit, which says 'Closed' (%s)",
    async (kind) => {
      const api = mockApi({ '/Events/7': apiEvent(7, { isActive: false }) });
      renderEventForm(kind);
      expect(await screen.findByText(EVENT_FORM_TEXTS.notAllowed)).toBeVisible();
      const form = screen.getByRole('form', { name: 'Event 7' });
      const controls = form.querySelectorAll('input, select, textarea, button:not([type="submit"])');
      expect(controls.length).toBeGreaterThan(kind === 'sponsor' ? 12 : 9);
      for (const control of controls) expect(control).toBeDisabled();
      expect(showAlert).toHaveBeenCalledExactlyOnceWith(
        'info',
        EVENT_FORM_TEXTS.closedOnLoadTitle,
        EVENT_FORM_TEXTS.closedOnLoadText,
      );
      const submit = screen.getByRole('button', { name: EVENT_FORM_UI_TEXTS.submit });
      await waitFor(() => expect(submit).toBeEnabled());
      await userEvent.click(submit);
      await waitFor(() =>
        expect(showAlert).toHaveBeenLastCalledWith(
          'warning',
          EVENT_FORM_TEXTS.closedTitle,
          EVENT_FORM_TEXTS.closedText,
          expect.anything(),
        ),
      );
      expect(EVENT_FORM_TEXTS.closedText).toBe('This event is currently not accepting submissions.');
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
  );

  it.each([
    ['404', json(404, { message: 'Not found.' }), HTTP_MESSAGES.notFound],
    ['no answer', new TypeError('Failed to fetch'), HTTP_MESSAGES.noResponse],
    ['500', json(500, { message: 'boom' }), HTTP_MESSAGES.serverError],
  ])(
    "on a load failure (%s): 'Event Not Found', no form, and the 'Load failed' dialog",
    async (_case, answer, text) => {
      mockApi({ '/Events/7': answer });
      renderEventForm('registration');
      expect(
        await screen.findByRole('heading', { level: 2, name: EVENT_FORM_TEXTS.loadFailedTitle }),
      ).toBeVisible();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(showAlert).toHaveBeenCalledExactlyOnceWith('error', EVENT_FORM_TEXTS.loadFailedDialog, text),
      );
    },
  );

  it('says the id is missing, and reads nothing, without an event id', () => {
    const api = mockApi({});
    renderEventForm('registration', '  ');
    expect(screen.getByRole('alert')).toHaveTextContent(EVENT_FORM_TEXTS.idMissingInUrl);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows a loading line first', async () => {
    mockApi({ '/Events/7': PENDING });
    renderEventForm('registration');
    expect(await screen.findByRole('status')).toHaveTextContent(T.loadingEvent);
  });
});

/** The person's fields, filled as a visitor would leave them (the country sets the dial code). */
function fillPerson() {
  fireEvent.change(screen.getByLabelText(T.title), { target: { value: 'Dr.' } });
  fireEvent.change(screen.getByLabelText(T.fullName), { target: { value: 'Layla Haddad' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
  fireEvent.change(screen.getByLabelText(T.jobTitle), { target: { value: 'Pharmacist' } });
  fireEvent.change(screen.getByRole('combobox', { name: T.country }), { target: { value: 'Iraq' } });
  fireEvent.change(screen.getByLabelText(T.city), { target: { value: 'Karbala' } });
  fireEvent.change(screen.getByLabelText(T.phoneNumber), { target: { value: '7701234567' } });
}

async function fillRegistration(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  fillPerson();
  await user.type(screen.getByLabelText(T.email), 'layla@example.test');
  await user.type(screen.getByLabelText(T.verificationCode), code);
}

describe('submitting a registration', () => {
  it("sends the SPEC §3 payload, says 'Saved', then goes to /thank-you", async () => {
    const api = mockApi({
      '/Events/7': apiEvent(7),
      '/Events/7/submit': { message: 'Received.', id: 3 },
    });
    const { router } = renderEventForm('registration');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(T.title), 'Dr.');
    await user.type(screen.getByLabelText(T.fullName), 'Layla Haddad');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByLabelText(T.jobTitle), 'Pharmacist');
    await user.type(screen.getByRole('combobox', { name: T.country }), 'Iraq');
    await user.type(screen.getByLabelText(T.city), 'Karbala');
    await user.type(screen.getByLabelText(T.phoneNumber), '7701234567');
    // Arabic-Indic digits, with spaces: SPEC §5 converts and trims them.
    await fillRegistration(user, ' ١٢٣٤٥٦ ');
    await user.click(screen.getByRole('button', { name: T.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(api.callsTo('/Events/7/submit').at(-1)?.body).toEqual({
      Title: 'Dr.',
      FullName: 'Layla Haddad',
      Gender: 'Female',
      CountryCode: '+964',
      PhoneNumber: '7701234567',
      Country: 'Iraq',
      City: 'Karbala',
      JobTitle: 'Pharmacist',
      Email: 'layla@example.test',
      VerificationCode: '123456',
      Notes: '',
      IsWorkshop: false,
      WorkShop: 'N/A',
    });
    expect(showAlert).toHaveBeenCalledExactlyOnceWith(
      'success',
      EVENT_FORM_TEXTS.savedTitle,
      EVENT_FORM_TEXTS.savedText,
    );
  });

  it("says the event is full and the registration waits, in the 'Saved' dialog's place", async () => {
    mockApi({
      '/Events/7': apiEvent(7),
      '/Events/7/submit': {
        message: EVENT_FORM_TEXTS.registrationWaiting,
        id: 4,
        status: 'waiting',
        position: 2,
      },
    });
    const { router } = renderEventForm('registration');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    const user = userEvent.setup();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: T.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(showAlert).toHaveBeenCalledExactlyOnceWith(
      'info',
      EVENT_FORM_TEXTS.waitingTitle,
      EVENT_FORM_TEXTS.waitingText(2),
    );
    // The thank-you page is told, to say so beside what was sent.
    expect(router.state.location.state).toMatchObject({ booking: { waitingPosition: 2 } });
  });

  it('stops at the first failing check with its dialog, and focuses the field', async () => {
    const api = mockApi({ '/Events/7': apiEvent(7) });
    renderEventForm('registration');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(showAlert).toHaveBeenLastCalledWith('warning', EVENT_FORM_TEXTS.codeEmpty, undefined, FOCUS_AFTER);
    const code = screen.getByLabelText(T.verificationCode);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining(EVENT_FORM_TEXTS.codeEmpty));

    await user.type(code, '12a4567');
    expect(code).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(showAlert).toHaveBeenLastCalledWith(
      'warning',
      EVENT_FORM_TEXTS.codeDigits,
      undefined,
      FOCUS_AFTER,
    );

    await user.clear(code);
    await user.type(code, '1234567');
    await user.type(screen.getByLabelText(T.email), 'layla@');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(showAlert).toHaveBeenLastCalledWith(
      'warning',
      EVENT_FORM_TEXTS.invalidEmailTitle,
      EVENT_FORM_TEXTS.invalidEmailText,
      FOCUS_AFTER,
    );
    expect(api.calls.map((call) => call.url)).toEqual(['/api/v1/admin/Events/7']);
  });

  it("lists the server's field errors (errors), each as the field name with its messages", async () => {
    mockApi({
      '/Events/7': apiEvent(7),
      '/Events/7/submit': json(400, {
        message: 'Some fields need attention.',
        errors: {
          FullName: ['Please fill in the full name.'],
          phoneNumber: ['Please check the phone number.', 'Digits only.'],
        },
      }),
    });
    renderEventForm('registration');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    const user = userEvent.setup();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: T.submit }));

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Full name: Please fill in the full name.',
      'Phone number: Please check the phone number. Digits only.',
    ]);
    expect(showAlert).toHaveBeenCalledWith(
      'error',
      T.submitFailedTitle,
      'Some fields need attention.',
      FOCUS_AFTER,
    );
    expect(screen.getByLabelText(T.fullName)).toHaveAccessibleDescription('Please fill in the full name.');
    // 'Not saved' closed: the first field to fix has the focus.
    await waitFor(() => expect(screen.getByLabelText(T.fullName)).toHaveFocus());
    expect(screen.getByRole('button', { name: T.submit })).toBeEnabled();
  });

  it.each([
    [
      '422 with fieldErrors and no message',
      json(422, { fieldErrors: { city: 'Too long.' } }),
      HTTP_MESSAGES.unprocessable,
    ],
    [
      '409 with its message',
      json(409, { message: EVENT_FORM_TEXTS.alreadyRegistered }),
      EVENT_FORM_TEXTS.alreadyRegistered,
    ],
    ['409 without one', new Response('', { status: 409 }), HTTP_MESSAGES.conflict],
    ['400 without one', json(400, {}), HTTP_MESSAGES.badRequest],
    ['401', json(401, { message: 'x' }), HTTP_MESSAGES.unauthorized],
    ['403', json(403, { message: 'x' }), HTTP_MESSAGES.forbidden],
    ['404', json(404, { message: 'x' }), HTTP_MESSAGES.notFound],
    [
      '413 (not in the catalogue): its message',
      json(413, { message: HTTP_MESSAGES.payloadTooLarge }),
      HTTP_MESSAGES.payloadTooLarge,
    ],
    ['415', json(415, { message: 'x' }), HTTP_MESSAGES.unsupportedMediaType],
    ['429', json(429, { message: 'x' }), HTTP_MESSAGES.tooManyRequests],
    ['503', json(503, { message: 'x' }), HTTP_MESSAGES.serverError],
    ['418 without a message', new Response('', { status: 418 }), HTTP_MESSAGES.unknown],
    ['no answer', new TypeError('Failed to fetch'), HTTP_MESSAGES.noResponse],
  ])('words a failed submit by SPEC §8: %s', async (_case, answer, text) => {
    mockApi({ '/Events/7': apiEvent(7), '/Events/7/submit': answer });
    renderEventForm('registration');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    const user = userEvent.setup();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith('error', T.submitFailedTitle, text, FOCUS_AFTER),
    );
    // 'Not saved' closed, no field named: the submit button has the focus, to try again.
    if (!text.includes('Too long') && _case !== '422 with fieldErrors and no message')
      expect(screen.getByRole('button', { name: T.submit })).toHaveFocus();
  });

  it('gives up after 15 s with the no-response text', async () => {
    mockApi({ '/Events/7': apiEvent(7), '/Events/7/submit': PENDING });
    renderEventForm('registration');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    fillPerson();
    fireEvent.change(screen.getByLabelText(T.email), { target: { value: 'layla@example.test' } });
    fireEvent.change(screen.getByLabelText(T.verificationCode), { target: { value: '123456' } });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    await act(() => vi.advanceTimersByTimeAsync(EVENT_FORM_TIMEOUT_MS - 1));
    expect(screen.getByRole('button', { name: T.submit })).toBeDisabled();
    expect(showAlert).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(showAlert).toHaveBeenCalledWith(
      'error',
      T.submitFailedTitle,
      HTTP_MESSAGES.noResponse,
      FOCUS_AFTER,
    );
    expect(screen.getByRole('button', { name: T.submit })).toBeEnabled();
  });
});

describe('submitting as a sponsor', () => {
  it("asks for every empty field: 'Missing field' / 'Please fill in the title.'", async () => {
    const api = mockApi({ '/Events/7': apiEvent(7) });
    renderEventForm('sponsor');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(showAlert).toHaveBeenLastCalledWith(
      'warning',
      EVENT_FORM_TEXTS.missingFieldTitle,
      'Please fill in the title.',
      FOCUS_AFTER,
    );
    await waitFor(() => expect(screen.getByLabelText(T.title)).toHaveFocus());
    await user.selectOptions(screen.getByLabelText(T.title), 'Eng.');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(showAlert).toHaveBeenLastCalledWith(
      'warning',
      EVENT_FORM_TEXTS.missingFieldTitle,
      'Please fill in the full name.',
      FOCUS_AFTER,
    );
    expect(api.calls).toHaveLength(1);
  });

  it('sends the sponsor payload, the specialty as its text', async () => {
    const api = mockApi({
      '/Events/7': apiEvent(7),
      '/events/7/sponsor/submit': { message: 'ok', id: 1 },
    });
    const { router } = renderEventForm('sponsor');
    await screen.findByRole('heading', { level: 2, name: 'Event 7' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(T.title), 'Eng.');
    await user.type(screen.getByLabelText(T.fullName), 'Omar Saleh');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.type(screen.getByLabelText(T.jobTitle), 'Director');
    await user.type(screen.getByRole('combobox', { name: T.country }), 'jord');
    await user.click(screen.getByRole('option', { name: 'Jordan +962' }));
    await user.type(screen.getByLabelText(T.city), 'Amman');
    await user.type(screen.getByLabelText(T.phoneNumber), '791234567');
    await user.type(screen.getByLabelText(T.company), 'Saleh Packaging');
    await user.type(screen.getByLabelText(T.website), 'https://saleh.example');
    await user.selectOptions(screen.getByLabelText(T.specialty), 'Aerosol packaging');
    await user.selectOptions(screen.getByLabelText(T.classification), 'silver');
    await user.type(screen.getByLabelText(T.email), 'omar@example.test');
    await user.type(screen.getByLabelText(T.verificationCode), '87654321');
    await user.click(screen.getByRole('button', { name: T.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(api.callsTo('/events/7/sponsor/submit').at(-1)?.body).toEqual({
      Title: 'Eng.',
      FullName: 'Omar Saleh',
      Gender: 'Male',
      CountryCode: '+962',
      PhoneNumber: '791234567',
      Country: 'Jordan',
      City: 'Amman',
      JobTitle: 'Director',
      Company: 'Saleh Packaging',
      Specialty: 'Aerosol packaging',
      Website: 'https://saleh.example',
      Email: 'omar@example.test',
      VerificationCode: '87654321',
      Classification: 'silver',
    });
  });
});
