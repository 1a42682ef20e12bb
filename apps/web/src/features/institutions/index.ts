// The reads other modules start and the components the pages show. Each component still lands in
// the chunk of the page that imports it, not the landing page's: see `build` in vite.config.ts.
export { useOrganizations } from './api/get-organizations';
export { InstitutionsAccordion } from './institutions-accordion';
