/** What other features may use of the settings feature. */
export { loadSettings } from './service.js';
