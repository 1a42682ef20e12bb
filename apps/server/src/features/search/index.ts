/** Site search (docs/decisions/037-site-search.md): the public read, its daily counts, their retention. */
export { aboutIndex } from './about-index.js';
export { default as searchRoutes, searchCopy, searchTally } from './routes.js';
export { applySearchCountRetention, SEARCH_COUNTS_KEPT_DAYS } from './tally.js';
