export { ContactForm } from './ContactForm';
export type { ContactFormProps, ContactFormTexts, ContactFormNotice, ContactFormValues } from './ContactForm';
