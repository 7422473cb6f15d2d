// The staff area ("beheer"), the package's `@agency/ui/Staff`. Presentational: the site connects
// these components to the api; every action is a callback and every answer comes back as props.
// One folder per component (its .tsx, its own CSS module, its stories), grouped by feature as the
// api is (api/src/features):
// - access/: signing in and setting up an account (staffAccess).
// - security/: the "Beveiliging" page: sessions, password, second factors, audit trail, asking again.
// - inbox/: the leads: filters, the table, the follow-ups due, a lead's page with its status,
//   notes, reply by e-mail, assignment, follow-up and timeline, and the saved replies.
// - tools/: the inbox's tools: leads per week, "Niet nuttig", undelivered notifications, a person's data.
// - liveChat/: the "Chats": a colleague's availability, the queue, a conversation.
// - team/: "Collega's": the accounts and what a beheerder does with them.
// - analytics/: "Herkomst": the period, visitors per day, the road to a client, the breakdowns, the goals.
// - alerts/: "Meldingen": a colleague's choices of alerts, push on this device, their devices.
// - common/: what several features use, written once: the panel, form and notices of the sign-in
//   forms, the card (`StaffSection`), a chart's axis, legend and table (`StaffChart/`), the
//   password fields, a text area, a table's head, an action's answer, the QR code and the
//   recovery codes, the shared CSS modules (the card, a plain field, a table, the answer's
//   colours, a status label), and the shared hooks and types.
// - storyData/: the stories' sample data, for the site's staff page stories
//   (`@agency/ui/Staff/storyData`); not part of this entry.
// A feature's own shared module (e.g. security/securitySection.module.css) sits in its folder.
// A component's module is exported whole: the component, its props and its texts.

// Signing in and setting up an account.
export * from './access/StaffSignIn/StaffSignIn';
export * from './access/StaffEnrolment/StaffEnrolment';
export type { EnrolmentPasswordTexts } from './access/StaffEnrolment/EnrolmentPassword';
export type { EnrolmentFactorTexts } from './access/StaffEnrolment/EnrolmentFactor';
export type { EnrolmentTotpTexts } from './access/StaffEnrolment/EnrolmentTotp';
export type { EnrolmentRecoveryTexts } from './access/StaffEnrolment/EnrolmentRecovery';
export type { StaffAnswerProps } from './common/useStaffRequest';
export type { StaffWaitTexts } from './common/staffTexts';
export * from './common/QrCode/QrCode';
export type { QrLevel } from './common/QrCode/qrMatrix';
// The inbox's tools: leads per week, "Niet nuttig" answers, undelivered notifications, a person's data.
export * from './tools/StaffLeadsChart/StaffLeadsChart';
export * from './tools/StaffFeedbackList/StaffFeedbackList';
export * from './tools/StaffOutboxList/StaffOutboxList';
export * from './tools/StaffPersonErase/StaffPersonErase';
export type { StaffLeadSource, StaffLeadStatus } from './common/staffTools';
export type { StaffActionAnswer } from './common/staffAnswer';
// The "Beveiliging" page: sessions, password, second factors, the audit trail, and asking again.
export * from './security/StaffSessions/StaffSessions';
export * from './security/StaffAuditList/StaffAuditList';
export * from './security/StaffPasswordChange/StaffPasswordChange';
export * from './security/StaffFactors/StaffFactors';
export * from './security/StaffReauth/StaffReauth';
export { describeBrowser } from './security/staffSecurity';
export type { StaffSessionItem, StaffFactorItem, StaffAuditItem } from './security/staffSecurity';
// "Collega's" (a beheerder only): the accounts, inviting a colleague, a new start, blocking, the role.
export * from './team/StaffTeam/StaffTeam';
// "Meldingen": what reaches a colleague (topics × channels), push alerts on this device, the devices, a test.
export * from './alerts/StaffAlerts/StaffAlerts';
// The inbox: filters, the table of leads, and a lead's page with its status and notes.
export * from './inbox/StaffLeadFilters/StaffLeadFilters';
export * from './inbox/StaffLeadTable/StaffLeadTable';
export * from './inbox/StaffLeadDetail/StaffLeadDetail';
export * from './inbox/StaffLeadStatusChoice/StaffLeadStatusChoice';
export * from './inbox/StaffLeadNotes/StaffLeadNotes';
// A lead's work: replying by e-mail, assigning and following up, its timeline; the follow-ups
// due above the list, and the saved replies ("Standaardantwoorden").
export * from './inbox/StaffLeadReply/StaffLeadReply';
export * from './inbox/StaffLeadPlanning/StaffLeadPlanning';
export * from './inbox/StaffLeadTimeline/StaffLeadTimeline';
export * from './inbox/StaffFollowUps/StaffFollowUps';
export * from './inbox/StaffSavedReplies/StaffSavedReplies';
export { savedReplyText } from './inbox/savedReplyText';
export type {
  StaffLeadRow,
  StaffLeadNote,
  StaffLeadMessage,
  StaffLeadNotification,
  StaffLeadRecord,
  StaffColleague,
  StaffLeadReplySent,
  StaffReplyState,
  StaffFollowUp,
  StaffFollowUpRow,
  StaffTimelineEntry,
  StaffSavedReply,
  StaffFieldAnswer,
} from './inbox/staffLeads';
// The inbox's "Chats": a colleague's availability, the queue, and a live conversation.
export * from './liveChat/StaffChatAvailability/StaffChatAvailability';
export * from './liveChat/StaffChatQueue/StaffChatQueue';
export * from './liveChat/StaffChatConversation/StaffChatConversation';
export * from './liveChat/StaffLeadLiveChats/StaffLeadLiveChats';
export type {
  StaffChatStatus,
  StaffChatAuthor,
  StaffChatSummary,
  StaffChatLists,
  StaffChatEvent,
  StaffChatTranscriptMessage,
  StaffChatRecord,
  StaffChatAvailabilityValue,
  StaffChatTakeResult,
  StaffChatMoreTexts,
} from './liveChat/staffChats';
// "Herkomst": the period, visitors per day, the road from a visit to a client, the breakdowns, the goals.
export * from './analytics/StaffAnalyticsRange/StaffAnalyticsRange';
export * from './analytics/StaffVisitsChart/StaffVisitsChart';
export * from './analytics/StaffAnalyticsRoad/StaffAnalyticsRoad';
export * from './analytics/StaffAnalyticsGroups/StaffAnalyticsGroups';
export * from './analytics/StaffAnalyticsGoals/StaffAnalyticsGoals';
export type {
  StaffAnalyticsDay,
  StaffAnalyticsGroup,
  StaffAnalyticsGoal,
  StaffAnalyticsPartProps,
  StaffAnalyticsValueNames,
  StaffRoadSteps,
  StaffRoadGroup,
} from './analytics/staffAnalytics';
