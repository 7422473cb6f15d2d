import { callbackDialogTexts } from '@agency/content';
import { CallbackDialog } from '@agency/ui/CallbackDialog';
import { requestCallback } from '../../features/leads';

export type HomeCallbackDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The "Bel me terug" dialog with its texts and its request, in one chunk: none of it is
 * needed before the visitor reaches for the button.
 */
export default function HomeCallbackDialog({ open, onOpenChange }: HomeCallbackDialogProps) {
  return (
    <CallbackDialog open={open} onOpenChange={onOpenChange} onSubmit={requestCallback} texts={callbackDialogTexts} />
  );
}
