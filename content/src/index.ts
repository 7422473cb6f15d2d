// One source of truth for every agency fact, shared by the site and the api.
export type * from './types';
export { agency, guarantees, pricing } from './agency';
export { promises, rating, deliveryTimes } from './facts';
export { services, serviceBySlug } from './services';
export { serviceSummaries, serviceSummary } from './serviceSummaries';
export { portfolio } from './portfolio';
export { testimonials } from './testimonials';
export { faq } from './faq';
export { processSteps } from './process';
export { about, differentiators, values } from './about';
export { routes, navLinks, navCta, serviceLinks, type RoutePath, type NavLink } from './routes';
export { routeMeta, type RouteMeta, type StructuredData } from './routeMeta';
export { callbackDialogTexts, contactFormTexts } from './forms';
export type { NoticeText } from './forms';
export { chatPanelTexts, chatQuickReplies, chatErrorTexts } from './chat';
export { footerTexts } from './footer';
export {
  homePage,
  aboutPage,
  servicesPage,
  serviceLandingPage,
  faqPage,
  notFoundPage,
  renderErrorPage,
  requestDesignLabel,
  type SectionCopy,
  type CallToActionCopy,
} from './pages';
