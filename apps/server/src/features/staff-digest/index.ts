/** What the app uses of the staff digest (docs/staff-mail.md): the job that mails it once a day. */
export { default as staffDigestJob } from './digest-job.js';
