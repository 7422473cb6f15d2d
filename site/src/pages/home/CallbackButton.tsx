import { Button } from '@agency/ui/Button';
import { Icon } from '@agency/ui/Icon';
import { lazy, Suspense, useState } from 'react';
import { preloadNotices } from '../../app/Notices';
import { countGoal } from '../../features/analytics';

// The dialog, its texts and its request are one chunk (HomeCallbackDialog). The notices' code
// comes along: sending may fail just when the server no longer answers.
const loadDialog = () => {
  preloadNotices().catch(() => undefined);
  return import('./HomeCallbackDialog');
};
const CallbackDialog = lazy(loadDialog);

/**
 * 'Bel me terug': opens the callback dialog. The dialog's code loads when the visitor
 * points at or focuses the button, so the home page does not carry it up front.
 */
export function CallbackButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        tone="dark"
        size="lg"
        startIcon={<Icon name="phone" />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          countGoal('callback_dialog_opened');
          setMounted(true);
          setOpen(true);
        }}
      >
        Bel me terug
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CallbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
