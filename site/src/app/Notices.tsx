import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getRenderedToasts, subscribeToToasts } from '@agency/ui/toast-store';

const ToastHost = lazy(() => import('@agency/ui/Toast').then((module) => ({ default: module.ToastHost })));

// Once a notice has been shown the host stays mounted (it animates notices out).
let hostNeeded = false;
const needsHost = () => (hostNeeded ||= getRenderedToasts().length > 0);
const subscribe = (onChange: () => void) => subscribeToToasts(() => onChange());

/**
 * The toast host, loaded with the first notice: most visits never see one, so its code
 * (Radix Toast) stays out of the first load. Notices raised before it is loaded wait in
 * the queue and show as soon as it is.
 */
export function Notices() {
  const needed = useSyncExternalStore(subscribe, needsHost, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
