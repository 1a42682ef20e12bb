/** What the app uses of the event forms feature. */
export { default as eventFormRoutes } from './routes.js';
// Events that fill up (decision 018): what the submissions view and event changes use.
export {
  eventPlaces,
  fillOpenPlaces,
  lockEvent,
  PLACE_LISTS,
  PURPOSE_OF,
  type PlacesContext,
  waitingPositions,
} from './places.js';
export { nameIn } from './calendar-entry.js';
