/** What the app and other features use of the settings feature. */
export { default as settingsRoutes } from './routes.js';
export { loadSettings, settingsIn, siteNameIn } from './service.js';
