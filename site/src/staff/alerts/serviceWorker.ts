// The staff area's service worker (`/beheer-sw.js`, scope `/beheer`): it shows the push alerts
// and opens what they are about. Built on its own into one classic script (the staff build's
// plugin in site/vite.staff.config.ts) and registered by the staff page only
// (`registerStaffWorker`), never by a visitor page. It has no fetch handler: it caches nothing
// and every request of the staff area goes to the network as before.
//
// A push message carries a type and an id (`AlertPushPayload`), never a name or a message: the
// notification says what happened in words of its own (`staffAlertNotifications`), and the
// colleague sees who once they open it, signed in.
import { staffAlertNotifications } from '@agency/content/staffAlerts';
import { alertPaths } from '@agency/contract/alerts';
import { pathOf, readPayload } from './alertPayload';

/** What this worker uses of its global scope (the webworker lib would clash with the DOM's). */
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: { url?: string } };
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
worker.addEventListener('install', () => {
  void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('push', (event) => {
  const payload = readPayload(event.data?.text());
  const texts = staffAlertNotifications[payload.t];
  event.waitUntil(
    worker.registration.showNotification(texts.title, {
      body: texts.body,
      lang: 'nl',
      icon: '/beheer-icon-192.png',
      badge: '/beheer-badge-96.png',
      // One notification per lead or chat: a second alert about it replaces the first.
      tag: payload.t === 'test' ? 'test' : `${payload.t}-${payload.id}`,
      data: { url: pathOf(payload) },
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? alertPaths.alerts, worker.location.origin).href;
  event.waitUntil(
    (async () => {
      // An open staff window goes to the page; otherwise a new one opens (the installed app's).
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/beheer'));
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await worker.clients.openWindow(url);
    })(),
  );
});
