/**
 * Texts of the back office screens (issue 6): the content tables and forms, image upload, the
 * rich-text editor, an event's submissions and share link, inquiries and site settings. SPEC does
 * not show the dashboard's texts (§8), so these follow BRAND.md's voice: short, plain, active.
 */
import type { SubmissionKind } from './submissions';

/** The content screens of the dashboard, keyed as their dashboard children (SPEC §2). */
export type ContentScreenKey =
  | 'news'
  | 'event'
  | 'originization'
  | 'comment'
  | 'partner'
  | 'analysis'
  | 'branch';

/** What each screen calls one record and many (lower case, used inside sentences). */
export const CONTENT_NOUNS = {
  news: { one: 'news item', many: 'news items' },
  event: { one: 'event', many: 'events' },
  originization: { one: 'institution', many: 'institutions' },
  comment: { one: 'comment', many: 'comments' },
  partner: { one: 'partner', many: 'partners' },
  analysis: { one: 'achievement', many: 'achievements' },
  branch: { one: 'branch', many: 'branches' },
} as const satisfies Record<ContentScreenKey, { one: string; many: string }>;

/**
 * Where each resource is read (the public list, SPEC §7 spelling) and written: POST the write
 * path, PUT and DELETE `{write}/{id}` (issue 6: the same paths as the reads; events list at
 * `/events/all` and are written at `/events`). Paths are under the public base.
 */
export const CONTENT_ADMIN_PATHS = {
  news: { list: '/news', write: '/news' },
  event: { list: '/events/all', write: '/events' },
  originization: { list: '/originizations', write: '/originizations' },
  comment: { list: '/comments', write: '/comments' },
  partner: { list: '/AdminPartner', write: '/AdminPartner' },
  analysis: { list: '/analysis', write: '/analysis' },
  branch: { list: '/branches', write: '/branches' },
} as const satisfies Record<ContentScreenKey, { list: string; write: string }>;

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const CONTENT_ADMIN_TEXTS = {
  newItem: (one: string) => `New ${one}`,
  editItem: (one: string) => `Edit ${one}`,
  loading: (many: string) => `Loading the ${many}…`,
  loadFailed: (many: string) => `The ${many} could not be loaded. Try again.`,
  empty: (many: string, one: string) => `There are no ${many} yet. Choose ‘New ${one}’ to add the first one.`,
  search: (many: string) => `Search ${many}`,
  noMatch: (query: string) => `Nothing matches “${query}”.`,
  created: (one: string) => `${capitalise(one)} created.`,
  saved: (one: string) => `${capitalise(one)} saved.`,
  deleted: (one: string) => `${capitalise(one)} deleted.`,
  saveFailed: (one: string) => `The ${one} could not be saved.`,
  deleteFailed: (one: string) => `The ${one} could not be deleted.`,
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
  fixFields: 'Some fields need attention. Check the messages beside them.',
  actionsFor: (name: string) => `Actions for ${name}`,
  tryAgain: 'Try again',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  edit: 'Edit',
  delete: 'Delete',
  yes: 'Yes',
  no: 'No',
  actions: 'Actions',
  tableCaption: (many: string) => capitalise(many),
  rowsShown: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
  pagination: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  noImage: 'No image',
} as const;

/** Field labels of the content forms (the zod messages name the same things, lower case). */
export const CONTENT_FIELD_LABELS = {
  name: 'Name',
  title: 'Title',
  description: 'Description',
  image: 'Image',
  link: 'Link',
  priority: 'Priority',
  priorityHint: 'Lower numbers come first.',
  publishedOn: 'Publication date',
  publishedOnHint: 'A later date keeps the item marked as upcoming until then.',
  isBanner: 'Show in the home banner',
  isNews: 'List in News',
  eventName: 'Event name',
  date: 'Date',
  time: 'Time',
  timeHint: 'For example 09:00 – 16:00.',
  location: 'Location',
  formLink: 'External form link',
  formLinkHint: 'Optional. Kept with the event for reference: the website’s own forms take registrations.',
  isActive: 'Open for registrations',
  activeStatus: 'Active',
  inactiveStatus: 'Inactive',
  label: 'Label',
  number: 'Number',
  city: 'City',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  mapLink: 'Map link',
  partnerLinkHint: 'The partner’s website, opened from its card.',
  newsLinkHint: 'Optional. Shown as ‘Visit Link’ on the news page.',
  bannerColumn: 'Banner',
  newsColumn: 'News',
  statusColumn: 'Status',
} as const;

/** Image upload (POST /media): what the server accepts, checked before sending too. */
export const MEDIA_UPLOAD = {
  path: '/media',
  field: 'file',
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const MEDIA_TEXTS = {
  choose: 'Upload an image',
  replace: 'Upload another image',
  remove: 'Remove the image',
  hint: 'JPEG, PNG or WebP, at most 5 MB. It is resized and saved as WebP.',
  address: 'Image address',
  addressHint: 'Filled in by the upload, or paste a full web address (https://…).',
  uploading: (name: string) => `Uploading ${name}…`,
  progress: 'Upload progress',
  uploaded: 'Image uploaded.',
  preview: 'Preview of the image',
  wrongType: 'Please upload a JPEG, PNG or WebP image.',
  tooLarge: 'The image is larger than 5 MB. Please upload a smaller one.',
  cancel: 'Cancel upload',
  cancelled: 'The upload was cancelled.',
} as const;

export const RICH_TEXT_TEXTS = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'Heading',
  heading3: 'Subheading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  removeLink: 'Remove link',
  linkAddress: 'Link address',
  applyLink: 'Apply',
  linkInvalid: 'Please enter a full web address starting with http:// or https://, or mailto:.',
  loading: 'Loading the editor…',
} as const;

export const EVENT_ADMIN_TEXTS = {
  viewSubmissions: 'View submissions',
  shareLink: 'Share link',
  shareLinkTitle: (eventName: string) => `Share link for ${eventName}`,
  shareLinkIntro:
    'Anyone with this link can see this event’s registrations and sponsor requests without signing in. Share it only with people who need them.',
  shareLinkActive: 'A share link is active.',
  shareLinkNone: 'There is no share link.',
  shareLinkLoading: 'Checking the share link…',
  shareLinkLoadFailed: 'The share link could not be checked. Try again.',
  createLink: 'Create a link',
  createNewLink: 'Create a new link',
  replaceNote: 'Creating a new link revokes the old one: it stops working at once.',
  copyOnce: 'Copy the link now: it is shown only once.',
  linkLabel: 'Share link',
  copy: 'Copy',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
  revoke: 'Revoke the link',
  confirmRevoke: 'Revoke the share link? Anyone using it loses access at once.',
  confirmRevokeAction: 'Yes, revoke',
  failed: 'The share link could not be changed. Try again.',
} as const;

export const SUBMISSIONS_VIEW_TEXTS = {
  tabs: 'Submissions',
  tab: { registrations: 'Registrations', sponsors: 'Sponsors' } as const satisfies Record<
    SubmissionKind,
    string
  >,
  count: (kind: SubmissionKind, total: number) =>
    kind === 'registrations'
      ? `${total} ${total === 1 ? 'registration' : 'registrations'}`
      : `${total} ${total === 1 ? 'sponsor request' : 'sponsor requests'}`,
  search: 'Search submissions',
  searchPlaceholder: 'Name, e-mail, place, job or company',
  loading: 'Loading the submissions…',
  loadFailed: 'The submissions could not be loaded. Try again.',
  noMatch: (query: string) => `No submission matches “${query}”.`,
  download: 'Download CSV',
  downloadFailed: 'The CSV file could not be downloaded. Try again.',
  eventOn: (date: string) => `Event date: ${date}`,
  eventNotFound: 'This event does not exist.',
  backToEvents: 'Back to the events',
  yes: 'Yes',
  no: 'No',
} as const;

export const INQUIRY_TEXTS = {
  filters: 'Filter inquiries',
  department: 'Department',
  allDepartments: 'All departments',
  status: 'Status',
  allStatuses: 'Open and handled',
  open: 'Open',
  handled: 'Handled',
  search: 'Search inquiries',
  searchPlaceholder: 'Name, e-mail, subject or message',
  loading: 'Loading the inquiries…',
  loadFailed: 'The inquiries could not be loaded. Try again.',
  empty: 'There are no inquiries yet.',
  noMatch: 'No inquiry matches these filters.',
  caption: 'Contact inquiries, newest first',
  received: 'Received',
  from: 'From',
  subject: 'Subject',
  readMessage: 'Read the message',
  handledBy: (who: string, when: string) => `Handled by ${who} on ${when}`,
  markHandled: 'Mark handled',
  reopen: 'Reopen',
  markedHandled: 'Inquiry marked as handled.',
  reopened: 'Inquiry reopened.',
  updateFailed: 'The inquiry could not be updated. Try again.',
  total: (total: number) => `${total} ${total === 1 ? 'inquiry' : 'inquiries'}`,
} as const;

export const SETTINGS_TEXTS = {
  loading: 'Loading the settings…',
  loadFailed: 'The settings could not be loaded. Try again.',
  saved: 'Settings saved. The website shows them now.',
  saveFailed: 'The settings could not be saved.',
  save: 'Save settings',
  sections: {
    identity: 'Site',
    contact: 'Contact details',
    social: 'Social networks',
    about: 'About texts',
    departments: 'Where inquiries go',
  },
  aboutHint: 'Leave a text empty to keep the built-in one.',
  departmentsHint:
    'Each department’s contact inquiries go to its address. Leave one empty to use the general contact address. These addresses are never shown on the website.',
  labels: {
    siteName: 'Site name',
    city: 'City',
    country: 'Country',
    phone: 'Phone number',
    email: 'E-mail address',
    emergencyLine: 'Emergency line',
    parentWebsite: 'Parent website',
    welcome: 'Welcome text',
    mission: 'Our Mission',
    vision: 'Our Vision',
    values: 'Our Values',
    history: 'Strategic Objectives',
  },
} as const;

/** The audit log screen (issue 8 'Personal data'): who did what, when and from where. */
export const AUDIT_LOG_TEXTS = {
  intro: 'Who did what in the back office, and when. The newest entry comes first.',
  filters: 'Filter the audit log',
  action: 'Action',
  actionHint: 'The start is enough: ‘content’ finds every content change.',
  actor: 'Done by',
  actorHint: 'The staff member’s full e-mail address.',
  fromDay: 'From date',
  toDay: 'To date',
  dayOrder: 'The to date must be on or after the from date.',
  clear: 'Clear the filters',
  loading: 'Loading the audit log…',
  loadFailed: 'The audit log could not be loaded. Try again.',
  empty: 'Nothing has been recorded yet.',
  noMatch: 'No entry matches these filters.',
  caption: 'Audit log, newest first',
  when: 'When',
  who: 'Who',
  what: 'What',
  ip: 'From (IP address)',
  details: 'Details',
  showDetails: 'Show details',
  noDetails: 'None',
  /** An entry the server made by itself (the retention rule), with no person behind it. */
  system: 'System',
  total: (total: number) => `${total} ${total === 1 ? 'entry' : 'entries'}`,
} as const;

/** The personal data screen (issue 8): everything stored about one e-mail address. */
export const PERSONAL_DATA_TEXTS = {
  intro:
    'Find everything the website stores about one person by their e-mail address, to give them a copy or to erase it.',
  email: 'E-mail address',
  emailRequired: 'Please enter an e-mail address.',
  emailInvalid: 'Please enter a valid email address.',
  download: 'Download everything stored',
  downloadHelp:
    'Saves a JSON file with every registration, sponsor request, inquiry, code and e-mail we hold for this address.',
  erase: 'Erase everything stored',
  eraseHelp: 'Deletes all of it for good; the audit log keeps only that it was erased, and how much.',
  confirmErase: (email: string) => `Erase everything stored about ${email}? This cannot be undone.`,
  confirmEraseAction: 'Yes, erase it',
  downloadFailed: 'The personal data could not be downloaded.',
  eraseFailed: 'The personal data could not be erased.',
  downloaded: (email: string) => `Downloaded: what is stored about ${email}`,
  erased: (email: string) => `Erased: what was stored about ${email}`,
  kinds: {
    eventRegistrations: 'Event registrations',
    sponsorRegistrations: 'Sponsor requests',
    contactInquiries: 'Contact inquiries',
    verificationCodes: 'Verification codes',
    mails: 'E-mails',
  },
} as const;
