/*
 * The notice queue, imported from its own module rather than from '@agency/ui/Toast':
 * that entry also carries ToastHost (Radix Toast), which the site loads only when the
 * first notice appears (see Notices.tsx). The ui package has no separate entry for the
 * store yet; CallbackDialog and ContactForm import this very module, so it is one queue.
 */
export { toast, getRenderedToasts, subscribeToToasts } from '../../../ui/src/components/Toast/toastStore';
export type { ToastOptions } from '../../../ui/src/components/Toast/toastStore';
