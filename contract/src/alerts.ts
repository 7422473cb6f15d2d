import { endpoint } from './endpoint';

/**
 * Alerts that reach a colleague ("Meldingen"), under `/api/staff/alerts` behind the staff
 * session (state changes same-origin only): what each colleague chose to be told, per topic
 * and channel; the browsers (phones) that take Web Push for them; a test alert. A push
 * message carries ids only (`AlertPushPayload`), never a name or a message.
 */
const base = '/api/staff/alerts';

/** What an alert is about: a new lead, a visitor waiting for a colleague in the chat, a follow-up due. */
export const alertTopics = ['new_lead', 'chat_waiting', 'follow_up_due'] as const;
export type AlertTopic = (typeof alertTopics)[number];

/** How it reaches the colleague: an e-mail to their account's address, or Web Push to their devices. */
export const alertChannels = ['email', 'push'] as const;
export type AlertChannel = (typeof alertChannels)[number];

/** Per topic, per channel: on or off. */
export type AlertChoices = Record<AlertTopic, Record<AlertChannel, boolean>>;

/**
 * What a colleague gets before they chose: every topic by push (it reaches only a device they
 * turned on), and by e-mail a visitor waiting nobody took and a follow-up of their own.
 */
export const defaultAlertChoices: AlertChoices = {
  new_lead: { email: false, push: true },
  chat_waiting: { email: true, push: true },
  follow_up_due: { email: true, push: true },
};

/** A browser that takes Web Push for the colleague. `thisSession`: registered by this very session. */
export interface AlertDevice {
  id: string;
  /** Browser and system, from its user agent ("Chrome · Android"). */
  label: string;
  createdAt: string;
  lastSentAt: string | null;
  thisSession: boolean;
}

/** `GET /api/staff/alerts`: my choices, the channels the installation has, the key to subscribe with, my devices. */
export interface AlertSettings {
  choices: AlertChoices;
  /** False when the server has no SMTP (`SMTP_URL`): e-mail choices are kept but nothing is sent. */
  emailAvailable: boolean;
  /** The installation's VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
  vapidPublicKey: string;
  devices: AlertDevice[];
}

/** A subscription as the browser's `PushSubscription.toJSON()` gives it. */
export interface AlertSubscriptionInput {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** What a test alert reached: the devices the push service took it for, and those it said are gone (removed). */
export interface AlertTestResult {
  devices: number;
  delivered: number;
  removed: number;
}

/** The payload of a push message: a type and an id, nothing else. */
export type AlertPushPayload =
  { t: 'lead'; id: string } | { t: 'chat'; id: string } | { t: 'follow_up'; id: string } | { t: 'test' };

/**
 * The staff area's pages an alert leads to (the e-mail's link, the notification's click): a
 * lead's page, a chat's page. The site's router has the same paths (site/src/staff/staffPaths.ts).
 */
export const alertPaths = {
  lead: (id: string): string => `/beheer/aanvragen/${encodeURIComponent(id)}`,
  chat: (id: string): string => `/beheer/chats/${encodeURIComponent(id)}`,
  alerts: '/beheer/meldingen',
} as const;

export const alertLimits = {
  /** Devices per colleague; a new one past it is refused (remove one first). */
  maxDevices: 10,
  /** Characters of an endpoint, and of each key. */
  maxEndpointChars: 1024,
  maxKeyChars: 256,
} as const;

export const staffAlertsApi = {
  settings: endpoint<undefined, AlertSettings>('GET', base),
  saveChoices: endpoint<{ choices: AlertChoices }, AlertSettings>('PUT', `${base}/choices`),
  addDevice: endpoint<AlertSubscriptionInput, { device: AlertDevice }>('POST', `${base}/devices`),
  removeDevice: endpoint<{ id: string }, { devices: AlertDevice[] }>('POST', `${base}/devices/remove`),
  test: endpoint<undefined, AlertTestResult>('POST', `${base}/test`),
} as const;
