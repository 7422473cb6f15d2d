export { CallbackDialog } from './CallbackDialog';
export type { CallbackDialogProps, CallbackDialogTexts, CallbackDialogNotice, CallbackRequest } from './CallbackDialog';
export type { ContactRequest } from './useCallbackForm';
