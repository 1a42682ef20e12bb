import { ROUTES } from '@authority/shared/routes';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EventForm } from '../components/event-form';
import type { FormKind } from '../form-kind';

/** Renders the form of `kind` for `eventId` in a memory router that also knows /thank-you. */
export function renderEventForm(kind: FormKind, eventId = '7') {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <EventForm kind={kind} eventId={eventId} /> },
      { path: ROUTES.thankYou, element: <h1>Thank you</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

/** The JSON body of the fetch call to `path` (under the public base), the last one if several. */
export function sentBody(fetchMock: { mock: { calls: unknown[][] } }, path: string): unknown {
  const call = fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path)).at(-1);
  const init = call?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
