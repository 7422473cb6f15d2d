export { ContactForm, CONTACT_SUCCESS_TITLE, CONTACT_FAILURE_TITLE, CONTACT_FAILURE_TEXT } from './ContactForm';
export type { ContactFormProps, ContactFormValues } from './ContactForm';
