export { CallbackDialog } from './CallbackDialog';
export type { CallbackDialogProps, CallbackDialogTexts, CallbackDialogNotice, CallbackRequest } from './CallbackDialog';
