/** What the app uses of the event forms feature. */

export { openBooking } from './booking.js';
export { fieldIn, nameIn } from './calendar-entry.js';
export { dayIn, default as calendarFeedRoutes } from './calendar-feed.js';
// Events that fill up (decision 018): what the submissions view and event changes use.
export {
  cancelPlace,
  eventPlaces,
  fillOpenPlaces,
  lockEvent,
  PLACE_LISTS,
  type PlacesContext,
  PURPOSE_OF,
  waitingPositions,
} from './places.js';
export { default as eventFormRoutes } from './routes.js';
// The booking link's token and address: what the after-event mails and calls use (decision 046).
export { bookingTokenOf, bookingUrlOf, issueBookingToken, rowOfToken } from './tickets.js';
