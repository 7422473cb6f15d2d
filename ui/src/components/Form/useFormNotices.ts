import { useMemo, useRef } from 'react';
import { dismissToast, toast } from '../Toast/toastStore';

/** A notice a form raises: a title and, optionally, a line under it. */
export type FormNotice = { title: string; description?: string };

/**
 * The error notices a form raised with `toast()`, so that a message the form shows at a field,
 * or its success, closes them at once (`dismissErrors`): a visitor sees what is wrong now, not
 * a mistake they already put right.
 */
export function useFormNotices() {
  const raised = useRef<string[]>([]);
  return useMemo(
    () => ({
      /** Raises an error notice of this form. */
      error(notice: FormNotice) {
        raised.current.push(toast({ ...notice, variant: 'destructive' }));
      },
      /** Closes every error notice this form raised (it was sent, or a field now says what is wrong). */
      dismissErrors() {
        for (const id of raised.current.splice(0)) dismissToast(id);
      },
    }),
    [],
  );
}
