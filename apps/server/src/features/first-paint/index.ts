/**
 * What the app uses of first paint: each page's embedded data and head, handed to the delivery
 * layer's pages (delivery/pages.ts), which assemble them into the built shell.
 */
export { createPageData } from './page-data.js';
export { createPageHeads } from './page-heads.js';
