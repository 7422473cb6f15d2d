import type { AlertDevice, AlertSubscriptionInput } from '@agency/contract/alerts';
import type { StaffAlertDeviceState } from '@agency/ui/Staff';

/**
 * The staff area's service worker: its script (built on its own, site/vite.staff.config.ts)
 * and its scope, the staff area only. A visitor page never registers it.
 */
export const STAFF_WORKER = { url: '/beheer-sw.js', scope: '/beheer' } as const;

/** Whether the browser has what Web Push needs: a service worker, the Push API and notifications. */
const canPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** An iPhone or iPad (an iPad says it is a Mac, with a touch screen). */
const isIos = () =>
  /\b(iPhone|iPad|iPod)\b/.test(navigator.userAgent) ||
  (/\bMacintosh\b/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/** Opened from the home screen (the installed web app), where iOS allows push. */
const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Registers the staff area's service worker (once per page load); nothing in a browser without one. */
export function registerStaffWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(STAFF_WORKER.url, { scope: STAFF_WORKER.scope }).catch(() => undefined);
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration(STAFF_WORKER.scope);
  if (found) return found;
  await navigator.serviceWorker.register(STAFF_WORKER.url, { scope: STAFF_WORKER.scope });
  return navigator.serviceWorker.ready;
}

/**
 * What this browser can do about push alerts now: none at all (on an iPhone outside the home
 * screen: install it first), refused, on for this session (a device of the api's list is
 * this session's and the browser still has its subscription), or ready to turn on.
 */
export async function deviceState(devices: readonly AlertDevice[]): Promise<StaffAlertDeviceState> {
  if (isIos() && !standalone()) return 'ios-install';
  if (!canPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const found = await navigator.serviceWorker.getRegistration(STAFF_WORKER.scope).catch(() => undefined);
  const subscription = await found?.pushManager.getSubscription().catch(() => null);
  return subscription && Notification.permission === 'granted' && devices.some((device) => device.thisSession)
    ? 'enabled'
    : 'available';
}

/** The VAPID key (base64url) as `applicationServerKey` takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(raw, (character) => character.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  a !== null && a !== undefined && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Asks the permission (from the colleague's click), subscribes with the installation's key
 * and gives the subscription as the api takes it; `denied` or `dismissed` when the permission
 * was not given. A subscription of another key (an older installation) is replaced.
 */
export async function subscribe(
  vapidPublicKey: string,
): Promise<{ subscription: AlertSubscriptionInput } | { refused: 'denied' | 'dismissed' }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { refused: permission === 'denied' ? 'denied' : 'dismissed' };
  const worker = await registration();
  const key = keyBytes(vapidPublicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { subscription: subscription.toJSON() as AlertSubscriptionInput };
}
