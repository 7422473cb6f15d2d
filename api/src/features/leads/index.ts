export { createLeadRepository } from './data/leadRepository';
export type { Lead, LeadRepository } from './data/leadRepository';
export { LEAD_VISIT_COLUMNS, leadVisitOf } from './data/leadVisit';
export type { LeadVisitColumns } from './data/leadVisit';
export { createOutboxRepository } from './data/outboxRepository';
export type { OutboxHealth, OutboxRepository, UndeliveredJob } from './data/outboxRepository';
export { createLeadService } from './domain/leadService';
export type { LeadService, LiveChatContactDetails } from './domain/leadService';
export { createWebhookChannel, warnWhenNoChannel } from './domain/notifications/channels';
export type { NotificationChannel } from './domain/notifications/channels';
export { createOutboxWorker } from './domain/notifications/outboxWorker';
export type { OutboxWorker } from './domain/notifications/outboxWorker';
export { normalisePhoneNumber } from './domain/phone';
export { formPostRefusal } from './routes/formPost';
export { leadRoutes } from './routes/leads';

/** The e-mail channel, loaded only when SMTP is configured (it loads `nodemailer`). */
export const loadEmailChannel = () => import('./domain/notifications/emailChannel');
