/** The footer contact form; the footer loads it lazily, so the landing page's first load stays small. */
export { ContactForm } from './components/contact-form';
