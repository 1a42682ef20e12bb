import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import type { PersonPayload } from './person-payload';
import { type Placement, placementOf, postEventForm } from './post-event-form';

/** SPEC §3: the sponsor payload. Specialty is the chosen entry's text. */
export interface SponsorPayload extends PersonPayload {
  Company: string;
  Specialty: string;
  Website: string;
  Classification: string;
}

/** POST {api}/events/{id}/sponsor/submit (SPEC §7): booked, or on the waiting list of a full event. */
export async function submitSponsor(eventId: string, payload: SponsorPayload): Promise<Placement> {
  return placementOf(await postEventForm(EVENT_FORM_PATHS.sponsorSubmit(eventId), payload));
}
