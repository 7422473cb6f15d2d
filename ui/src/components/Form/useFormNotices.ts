import { useMemo, useRef } from 'react';
import { dismissToast, toast } from '../Toast/toastStore';

/** A notice a form raises: a title and, optionally, a line under it. */
export type FormNotice = { title: string; description?: string };

/**
 * The error notices a form raised with `toast()`, so that its success closes them at once: a
 * visitor who put a mistake right sees the confirmation, not the mistake's notice still above it.
 */
export function useFormNotices() {
  const raised = useRef<string[]>([]);
  return useMemo(
    () => ({
      /** Raises an error notice of this form. */
      error(notice: FormNotice) {
        raised.current.push(toast({ ...notice, variant: 'destructive' }));
      },
      /** Closes every error notice this form raised (call it when the form was sent). */
      dismissErrors() {
        for (const id of raised.current.splice(0)) dismissToast(id);
      },
    }),
    [],
  );
}
