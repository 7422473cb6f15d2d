// The staff area's sign-in and account set-up ("beheer"). Presentational: the site connects
// them to the api; every action is a callback and every answer comes back as props.
export { StaffSignIn } from './StaffSignIn';
export type { StaffSignInProps, StaffSignInTexts, StaffSignInStep, StaffCredentials } from './StaffSignIn';
export { StaffEnrolment } from './StaffEnrolment';
export type {
  StaffEnrolmentProps,
  StaffEnrolmentTexts,
  StaffEnrolmentStep,
  StaffFactor,
  EnrolmentDoneTexts,
} from './StaffEnrolment';
export type { EnrolmentPasswordTexts } from './EnrolmentPassword';
export type { EnrolmentFactorTexts } from './EnrolmentFactor';
export type { EnrolmentTotpTexts } from './EnrolmentTotp';
export type { EnrolmentRecoveryTexts } from './EnrolmentRecovery';
export type { StaffAnswerProps } from './useStaffRequest';
export type { StaffWaitTexts } from './staffTexts';
export { QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
export type { QrLevel } from './qrMatrix';
// The inbox's tools: leads per week, "Niet nuttig" answers, undelivered notifications, a person's data.
export { StaffLeadsChart } from './StaffLeadsChart';
export type { StaffLeadsChartProps, StaffLeadsChartTexts, StaffLeadsWeek } from './StaffLeadsChart';
export { StaffFeedbackList } from './StaffFeedbackList';
export type { StaffFeedbackListProps, StaffFeedbackTexts, StaffFeedbackItem } from './StaffFeedbackList';
export { StaffOutboxList } from './StaffOutboxList';
export type { StaffOutboxListProps, StaffOutboxTexts, StaffOutboxItem } from './StaffOutboxList';
export { StaffPersonErase } from './StaffPersonErase';
export type {
  StaffPersonEraseProps,
  StaffPersonTexts,
  StaffPersonQuery,
  StaffPersonFound,
  StaffPersonErased,
} from './StaffPersonErase';
export type { StaffLeadSource, StaffLeadStatus } from './staffTools';
export type { StaffActionAnswer } from './staffAnswer';
// The "Beveiliging" page: sessions, password, second factors, the audit trail, and asking again.
export { StaffSessions } from './StaffSessions';
export type { StaffSessionsProps, StaffSessionsTexts } from './StaffSessions';
export { StaffAuditList } from './StaffAuditList';
export type { StaffAuditListProps, StaffAuditListTexts } from './StaffAuditList';
export { StaffPasswordChange } from './StaffPasswordChange';
export type {
  StaffPasswordChangeProps,
  StaffPasswordChangeTexts,
  StaffPasswordChangeInput,
} from './StaffPasswordChange';
export { StaffFactors } from './StaffFactors';
export type { StaffFactorsProps, StaffFactorsTexts } from './StaffFactors';
export { StaffReauth } from './StaffReauth';
export type { StaffReauthProps, StaffReauthTexts } from './StaffReauth';
export { describeBrowser } from './staffSecurity';
export type { StaffSessionItem, StaffFactorItem, StaffAuditItem } from './staffSecurity';
// The inbox: filters, the table of leads, and a lead's page with its status and notes.
export { StaffLeadFilters } from './StaffLeadFilters';
export type { StaffLeadFiltersProps, StaffLeadFiltersTexts, StaffLeadFilterValues } from './StaffLeadFilters';
export { StaffLeadTable } from './StaffLeadTable';
export type { StaffLeadTableProps, StaffLeadTableTexts } from './StaffLeadTable';
export { StaffLeadDetail } from './StaffLeadDetail';
export type { StaffLeadDetailProps, StaffLeadDetailTexts } from './StaffLeadDetail';
export { StaffLeadStatusChoice } from './StaffLeadStatusChoice';
export type { StaffLeadStatusChoiceProps, StaffLeadStatusChoiceTexts } from './StaffLeadStatusChoice';
export { StaffLeadNotes } from './StaffLeadNotes';
export type { StaffLeadNotesProps, StaffLeadNotesTexts } from './StaffLeadNotes';
export type {
  StaffLeadRow,
  StaffLeadNote,
  StaffLeadMessage,
  StaffLeadNotification,
  StaffLeadDetailData,
} from './staffLeads';
// The inbox's "Chats": a colleague's availability, the queue, and a live conversation.
export { StaffChatAvailability } from './StaffChatAvailability';
export type { StaffChatAvailabilityProps, StaffChatAvailabilityTexts } from './StaffChatAvailability';
export { StaffChatQueue } from './StaffChatQueue';
export type { StaffChatQueueProps, StaffChatQueueTexts } from './StaffChatQueue';
export { StaffChatConversation } from './StaffChatConversation';
export type { StaffChatConversationProps, StaffChatConversationTexts } from './StaffChatConversation';
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
} from './staffChats';
