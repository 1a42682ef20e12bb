/** The departments' inbox: the inquiries visitors sent, filtered, assigned and answered with their thread. */
export { InquiriesScreen } from './inquiries-screen';
export { InquiryView } from './inquiry-view';
