/**
 * What the app and the web-app plugin use of first paint: each page's data and head, and the
 * built index.html turned into a page.
 */
export { PAGE_ROUTES, type PageAddress, type PageRoute, pageAddress } from './page-address.js';
export { createPageData, type EmbeddedData } from './page-data.js';
export { createPageHeads } from './page-heads.js';
export {
  type AppEntry,
  assemblePage,
  type PageParts,
  type PageShell,
  readAppEntry,
  readShell,
  routeChunkNames,
} from './page-shell.js';
