/** What the app uses of the event forms feature. */

export { nameIn } from './calendar-entry.js';
export { default as calendarFeedRoutes } from './calendar-feed.js';
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
