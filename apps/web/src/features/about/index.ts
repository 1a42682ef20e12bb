// The reads other modules start and the components the pages show. Each component still lands in
// the chunk of the page that imports it, not the landing page's: see `build` in vite.config.ts.
export { AboutContent } from './about-content';
export { AboutTabs } from './about-tabs';
export { useComments } from './api/get-comments';
