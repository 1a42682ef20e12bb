/** The site settings form, and the mail status the dashboard's home warns about. */
export { useMailStatus } from './settings-api';
export { SettingsScreen } from './settings-form';
