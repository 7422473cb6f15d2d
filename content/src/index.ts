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
