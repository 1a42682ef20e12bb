/** An event's continuing education, for staff (decision 046). */
export { EducationScreen } from './education-screen';
