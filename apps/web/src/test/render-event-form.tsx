import { ROUTES } from '@authority/shared/routes';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EventForm, type FormKind } from '../features/event-forms';

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
