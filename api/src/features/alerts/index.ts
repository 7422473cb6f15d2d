export { createAlertRepository } from './data/alertRepository';
export type { AlertRepository } from './data/alertRepository';
export { createAlerts, CHAT_EMAIL_JOB, chatEmailKey } from './domain/alerts';
export type { Alerts, AlertChatView, AlertJobs } from './domain/alerts';
export type { FanOutResult } from './domain/fanOut';
export { createPushSender } from './domain/pushSender';
export type { PushSender } from './domain/pushSender';
export { addressOf, loadVapidDetails } from './domain/vapid';
export type { VapidDetails } from './domain/vapid';
export { staffAlertRoutes } from './routes/staffAlerts';

/** The alert e-mails, loaded only when SMTP is configured (it loads `nodemailer`). */
export const loadAlertMailer = () => import('./domain/alertMail');
