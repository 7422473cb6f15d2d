export { CallbackDialog } from './CallbackDialog';
export type { CallbackDialogProps, CallbackRequest } from './CallbackDialog';
