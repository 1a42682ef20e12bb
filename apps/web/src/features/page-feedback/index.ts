// The public widget (small, loaded by the news, event and institution pages) and the dashboard's
// screen; each lands only in the chunk of what imports it (see `build` in vite.config.ts).
export { FeedbackScreen } from './feedback-screen';
export { PageFeedback } from './page-feedback-widget';
