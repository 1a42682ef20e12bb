/** What the app and other features use of the settings feature. */

// first-paint (page-heads.ts) reads the settings through this index; the other features and the
// plugins read them from lib/site-settings.ts.
export { loadSettings } from '../../lib/site-settings.js';
export { default as settingsRoutes } from './routes.js';
export { settingsIn, siteNameIn } from './service.js';
