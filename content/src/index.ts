// One source of truth for every agency fact, shared by the site and the api.
export type * from './types';
export { agency, guarantees, pricing } from './agency';
export { promises, rating, deliveryTimes, retention } from './facts';
export { deploymentFacts, retentionPeriodText, DeploymentFactsError, type DeploymentFacts } from './deployment';
export { services, serviceBySlug } from './services';
export { serviceSummaries, serviceSummary } from './serviceSummaries';
export { portfolio } from './portfolio';
export { testimonials } from './testimonials';
export { faq } from './faq';
export { chatTopics, chatTopicLabels, isChatTopic, type ChatTopic } from './topics';
export { processSteps } from './process';
export { about, differentiators, values } from './about';
export { routes, navLinks, navCta, navSectionOf, serviceLinks, type RoutePath, type NavLink } from './routes';
export { routeMeta, type RouteMeta, type StructuredData } from './routeMeta';
export { callbackDialogTexts, contactFormPost, contactFormTexts, noticeTexts, privacyPath } from './forms';
export type { NoticeText, LinkedNoteText } from './forms';
export { chatPanelTexts, chatQuickReplies, chatErrorTexts, chatCallbackTexts, chatFeedbackTexts } from './chat';
export { chatLauncherTexts } from './chatLauncher';
export { assistantReplies, assistantPassageTexts } from './assistantTexts';
export { footerTexts, footerLegalLinks, footerRegistration } from './footer';
export { staffSignInTexts, staffEnrolmentTexts, staffRecoveryCodeActionTexts, staffInviteMail } from './staff';
export { staffInboxTexts } from './staffInbox';
export { staffSavedRepliesPageTexts, staffSavedRepliesTexts } from './staffSavedReplies';
export {
  staffSecurityPageTexts,
  staffSessionsTexts,
  staffPasswordChangeTexts,
  staffFactorsTexts,
  staffAuditTexts,
  staffReauthTexts,
  staffReauthPurposes,
} from './staffSecurity';
export { staffLiveTexts } from './staffLive';
export { staffTeamPageTexts, staffTeamTexts } from './staffTeam';
export { staffAlertsPageTexts, staffAlertsTexts, staffAlertNotifications, staffAlertMail } from './staffAlerts';
export {
  officeHours,
  chatLiveTexts,
  staffChatTexts,
  staffLeadChatTexts,
  type OfficeHours,
  type IsoWeekday,
} from './liveChat';
export {
  staffToolsPageTexts,
  staffLeadsChartTexts,
  staffFeedbackTexts,
  staffOutboxTexts,
  staffPersonTexts,
  staffLeadsExportTexts,
} from './staffTools';
export {
  staffAnalyticsPageTexts,
  staffAnalyticsRangeTexts,
  staffVisitsChartTexts,
  staffAnalyticsGroupsTexts,
  staffAnalyticsGoalsTexts,
  staffAnalyticsRoadTexts,
} from './staffAnalytics';
export { requestDesignLabel, type SectionCopy, type CallToActionCopy } from './pages/common';
export { homePage } from './pages/home';
export { aboutPage } from './pages/about';
export { servicesPage } from './pages/services';
export { serviceLandingPage } from './pages/serviceLanding';
export { faqPage } from './pages/faq';
export { contactPage } from './pages/contact';
export { notFoundPage } from './pages/notFound';
export { renderErrorPage } from './pages/renderError';
export {
  privacyPage,
  privacyUpdated,
  type PrivacyPageTexts,
  type PrivacySection,
  type PrivacyBlock,
  type RichText,
} from './pages/privacy';
