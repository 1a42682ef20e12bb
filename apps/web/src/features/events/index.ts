// The reads other modules start and the components the pages show. Each component still lands in
// the chunk of the page that imports it, not the landing page's: see `build` in vite.config.ts.
export { useEvent, useEvents } from './api/get-events';
export { EventCardList } from './event-card-list';
export { EventDetails } from './event-details';
export { hasEnded } from './has-ended';
