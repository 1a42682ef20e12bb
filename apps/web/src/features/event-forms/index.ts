/** The event registration and sponsor forms (SPEC §2 `/event/{id}`, `/event-sponser/{id}`). */

export { type Booking, bookingFrom } from './booking';
export { EventForm } from './components/event-form';
export type { FormKind } from './form-kind';
