export { PrivacyNote } from './PrivacyNote';
export type { PrivacyNoteProps, PrivacyNoteText } from './PrivacyNote';
