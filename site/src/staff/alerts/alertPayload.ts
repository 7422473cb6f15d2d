import { alertPaths, type AlertPushPayload } from '@agency/contract/alerts';

// What the staff area's service worker (./serviceWorker.ts) makes of a push message: its type
// and id, and the page a click opens. Apart from the worker, so a test reads it in Node.

const ID = /^[\w-]{1,64}$/;

/** The payload read defensively: anything else than the contract's shapes is a test-like alert. */
export function readPayload(text: string | undefined): AlertPushPayload {
  try {
    const value = JSON.parse(text ?? '') as { t?: unknown; id?: unknown };
    if ((value.t === 'lead' || value.t === 'chat' || value.t === 'follow_up') && typeof value.id === 'string') {
      if (ID.test(value.id)) return { t: value.t, id: value.id };
    }
  } catch {
    // Not JSON: shown as the plain alert below.
  }
  return { t: 'test' };
}

/** Where a click on the alert goes: the lead, the chat, or the alerts page for a test. */
export function pathOf(payload: AlertPushPayload): string {
  if (payload.t === 'chat') return alertPaths.chat(payload.id);
  if (payload.t === 'test') return alertPaths.alerts;
  return alertPaths.lead(payload.id);
}
