/** The contact inquiries screen: the messages visitors sent, searched and answered. */
export { InquiriesScreen } from './inquiries-screen';
