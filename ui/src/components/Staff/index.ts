// The staff area ("beheer"), the package's `@agency/ui/Staff`. Presentational: the site connects
// these components to the api; every action is a callback and every answer comes back as props.
// One folder per component (its .tsx, its own CSS module, its stories), grouped by feature as the
// api is (api/src/features):
// - access/: signing in and setting up an account (staffAccess).
// - security/: the "Beveiliging" page: sessions, password, second factors, audit trail, asking again.
// - inbox/: the leads: filters, the table, a lead's page with its status and notes.
// - tools/: the inbox's tools: leads per week, "Niet nuttig", undelivered notifications, a person's data.
// - liveChat/: the "Chats": a colleague's availability, the queue, a conversation.
// - common/: what several features use, written once: the panel, form and notices of the sign-in
//   forms, an action's answer, the QR code and the recovery codes, the shared CSS modules (the
//   card, a plain field, the answer's colours, a status label), and the shared hooks and types.
// A feature's own shared module (e.g. security/securitySection.module.css) sits in its folder.

// Signing in and setting up an account.
export { StaffSignIn } from './access/StaffSignIn/StaffSignIn';
export type {
  StaffSignInProps,
  StaffSignInTexts,
  StaffSignInStep,
  StaffCredentials,
} from './access/StaffSignIn/StaffSignIn';
export { StaffEnrolment } from './access/StaffEnrolment/StaffEnrolment';
export type {
  StaffEnrolmentProps,
  StaffEnrolmentTexts,
  StaffEnrolmentStep,
  StaffFactor,
  EnrolmentDoneTexts,
} from './access/StaffEnrolment/StaffEnrolment';
export type { EnrolmentPasswordTexts } from './access/StaffEnrolment/EnrolmentPassword';
export type { EnrolmentFactorTexts } from './access/StaffEnrolment/EnrolmentFactor';
export type { EnrolmentTotpTexts } from './access/StaffEnrolment/EnrolmentTotp';
export type { EnrolmentRecoveryTexts } from './access/StaffEnrolment/EnrolmentRecovery';
export type { StaffAnswerProps } from './common/useStaffRequest';
export type { StaffWaitTexts } from './common/staffTexts';
export { QrCode } from './common/QrCode/QrCode';
export type { QrCodeProps } from './common/QrCode/QrCode';
export type { QrLevel } from './common/QrCode/qrMatrix';
// The inbox's tools: leads per week, "Niet nuttig" answers, undelivered notifications, a person's data.
export { StaffLeadsChart } from './tools/StaffLeadsChart/StaffLeadsChart';
export type {
  StaffLeadsChartProps,
  StaffLeadsChartTexts,
  StaffLeadsWeek,
} from './tools/StaffLeadsChart/StaffLeadsChart';
export { StaffFeedbackList } from './tools/StaffFeedbackList/StaffFeedbackList';
export type {
  StaffFeedbackListProps,
  StaffFeedbackTexts,
  StaffFeedbackItem,
} from './tools/StaffFeedbackList/StaffFeedbackList';
export { StaffOutboxList } from './tools/StaffOutboxList/StaffOutboxList';
export type { StaffOutboxListProps, StaffOutboxTexts, StaffOutboxItem } from './tools/StaffOutboxList/StaffOutboxList';
export { StaffPersonErase } from './tools/StaffPersonErase/StaffPersonErase';
export type {
  StaffPersonEraseProps,
  StaffPersonTexts,
  StaffPersonQuery,
  StaffPersonFound,
  StaffPersonErased,
} from './tools/StaffPersonErase/StaffPersonErase';
export type { StaffLeadSource, StaffLeadStatus } from './common/staffTools';
export type { StaffActionAnswer } from './common/staffAnswer';
// The "Beveiliging" page: sessions, password, second factors, the audit trail, and asking again.
export { StaffSessions } from './security/StaffSessions/StaffSessions';
export type { StaffSessionsProps, StaffSessionsTexts } from './security/StaffSessions/StaffSessions';
export { StaffAuditList } from './security/StaffAuditList/StaffAuditList';
export type { StaffAuditListProps, StaffAuditListTexts } from './security/StaffAuditList/StaffAuditList';
export { StaffPasswordChange } from './security/StaffPasswordChange/StaffPasswordChange';
export type {
  StaffPasswordChangeProps,
  StaffPasswordChangeTexts,
  StaffPasswordChangeInput,
} from './security/StaffPasswordChange/StaffPasswordChange';
export { StaffFactors } from './security/StaffFactors/StaffFactors';
export type { StaffFactorsProps, StaffFactorsTexts } from './security/StaffFactors/StaffFactors';
export { StaffReauth } from './security/StaffReauth/StaffReauth';
export type { StaffReauthProps, StaffReauthTexts } from './security/StaffReauth/StaffReauth';
export { describeBrowser } from './security/staffSecurity';
export type { StaffSessionItem, StaffFactorItem, StaffAuditItem } from './security/staffSecurity';
// The inbox: filters, the table of leads, and a lead's page with its status and notes.
export { StaffLeadFilters } from './inbox/StaffLeadFilters/StaffLeadFilters';
export type {
  StaffLeadFiltersProps,
  StaffLeadFiltersTexts,
  StaffLeadFilterValues,
} from './inbox/StaffLeadFilters/StaffLeadFilters';
export { StaffLeadTable } from './inbox/StaffLeadTable/StaffLeadTable';
export type { StaffLeadTableProps, StaffLeadTableTexts } from './inbox/StaffLeadTable/StaffLeadTable';
export { StaffLeadDetail } from './inbox/StaffLeadDetail/StaffLeadDetail';
export type { StaffLeadDetailProps, StaffLeadDetailTexts } from './inbox/StaffLeadDetail/StaffLeadDetail';
export { StaffLeadStatusChoice } from './inbox/StaffLeadStatusChoice/StaffLeadStatusChoice';
export type {
  StaffLeadStatusChoiceProps,
  StaffLeadStatusChoiceTexts,
} from './inbox/StaffLeadStatusChoice/StaffLeadStatusChoice';
export { StaffLeadNotes } from './inbox/StaffLeadNotes/StaffLeadNotes';
export type { StaffLeadNotesProps, StaffLeadNotesTexts } from './inbox/StaffLeadNotes/StaffLeadNotes';
export type {
  StaffLeadRow,
  StaffLeadNote,
  StaffLeadMessage,
  StaffLeadNotification,
  StaffLeadDetailData,
} from './inbox/staffLeads';
// The inbox's "Chats": a colleague's availability, the queue, and a live conversation.
export { StaffChatAvailability } from './liveChat/StaffChatAvailability/StaffChatAvailability';
export type {
  StaffChatAvailabilityProps,
  StaffChatAvailabilityTexts,
} from './liveChat/StaffChatAvailability/StaffChatAvailability';
export { StaffChatQueue } from './liveChat/StaffChatQueue/StaffChatQueue';
export type { StaffChatQueueProps, StaffChatQueueTexts } from './liveChat/StaffChatQueue/StaffChatQueue';
export { StaffChatConversation } from './liveChat/StaffChatConversation/StaffChatConversation';
export type {
  StaffChatConversationProps,
  StaffChatConversationTexts,
} from './liveChat/StaffChatConversation/StaffChatConversation';
export type {
  StaffChatStatus,
  StaffChatAuthor,
  StaffChatSummary,
  StaffChatQueueData,
  StaffChatEvent,
  StaffChatTranscriptMessage,
  StaffChatDetailData,
  StaffChatAvailabilityValue,
  StaffChatTakeResult,
  StaffChatMoreTexts,
} from './liveChat/staffChats';
