import type { AlertChannel, AlertTopic } from '@agency/contract/alerts';

/** The texts of "Wat je wilt horen": the table of topics and channels. `{topic}`, `{channel}` in `checkboxLabel`. */
export type StaffAlertChoicesTexts = {
  /** The heading (h2) and the line under it. */
  title: string;
  intro: string;
  /** The table's caption, e.g. 'Meldingen per onderwerp en kanaal'. */
  caption: string;
  /** The head of the topics' column. */
  topicHeader: string;
  topics: Record<AlertTopic, string>;
  /** A line under each topic: when it comes. */
  topicHints: Record<AlertTopic, string>;
  channels: Record<AlertChannel, string>;
  /** A checkbox's name, e.g. '{topic}: {channel}'. */
  checkboxLabel: string;
  /** Said when the server has no SMTP: e-mail choices are kept but nothing is sent. */
  emailUnavailable: string;
  save: string;
  saving: string;
  saved: string;
};

/** The texts of "Dit toestel": turning on Web Push here, and why it cannot be. */
export type StaffAlertDeviceTexts = {
  title: string;
  intro: string;
  enable: string;
  enabling: string;
  enabled: string;
  /** The browser has no service worker, Push API or notifications. */
  unsupported: string;
  /** An iPhone or iPad in Safari, not opened from the home screen: how to add it. */
  iosInstall: string;
  /** Notifications were refused for the site. */
  denied: string;
  /** The permission prompt was closed without an answer. */
  dismissed: string;
  /** Subscribing failed otherwise. */
  failed: string;
};

/** The texts of "Je toestellen" (`{date}`, `{label}`). */
export type StaffAlertDevicesTexts = {
  title: string;
  intro: string;
  listLabel: string;
  empty: string;
  thisDevice: string;
  since: string;
  lastSent: string;
  remove: string;
  removing: string;
  removed: string;
};

/** The texts of the test alert (`{delivered}`, `{devices}`). */
export type StaffAlertTestTexts = {
  send: string;
  sending: string;
  none: string;
  sent: string;
  removed: string;
};

/** Every text of `StaffAlerts`; the site passes `staffAlertsTexts` of `@agency/content`. */
export type StaffAlertsTexts = {
  choices: StaffAlertChoicesTexts;
  device: StaffAlertDeviceTexts;
  devices: StaffAlertDevicesTexts;
  test: StaffAlertTestTexts;
};
