import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import type { PersonPayload } from './person-payload';
import { type Placement, placementOf, postEventForm } from './post-event-form';

/** SPEC §3: the registration payload, sent with IsWorkshop false and WorkShop 'N/A'. */
export interface RegistrationPayload extends PersonPayload {
  Notes: string;
  IsWorkshop: false;
  WorkShop: 'N/A';
}

/** POST {api}/Events/{id}/submit (SPEC §7): booked, or on the waiting list of a full event. */
export async function submitRegistration(eventId: string, payload: RegistrationPayload): Promise<Placement> {
  return placementOf(await postEventForm(EVENT_FORM_PATHS.registrationSubmit(eventId), payload));
}
