import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import type { PersonPayload } from './person-payload';
import { postEventForm } from './post-event-form';

/** SPEC §3: the sponsor payload. Specialty is the chosen entry's text. */
export interface SponsorPayload extends PersonPayload {
  Company: string;
  Specialty: string;
  Website: string;
  Classification: string;
}

/** POST {api}/events/{id}/sponsor/submit (SPEC §7). */
export async function submitSponsor(eventId: string, payload: SponsorPayload): Promise<void> {
  await postEventForm(EVENT_FORM_PATHS.sponsorSubmit(eventId), payload);
}
