// Shapes of the agency's content. Plain data: no React, no imports from ui,
// so the site, the api and the chat assistant can all read the same facts.
import type { ChatTopic } from './topics';

export interface TitledText {
  title: string;
  text: string;
}

/** An offer card on a service landing page: what it is and what is included. */
export interface Offer extends TitledText {
  includes: readonly string[];
}

export interface ProcessStep extends TitledText {
  step: number;
}

export interface WeekRange {
  min: number;
  max: number;
}

export type ServiceSlug = 'wordpress' | 'shopify' | 'platform';

export interface Service {
  slug: ServiceSlug;
  /** Route of the service's landing page. */
  path: `/${ServiceSlug}`;
  name: string;
  /** The name in running text, e.g. the link 'Meer over WordPress'. */
  shortName: string;
  /** One line under the name on cards. */
  tagline: string;
  /** A few sentences for the landing page intro and the assistant. */
  summary: string;
  /** Exactly three points on the home page's 'Wat wij doen' card. */
  homePoints: readonly [string, string, string];
  /** Six features on the /services card. */
  features: readonly TitledText[];
  /** Offer cards on the landing page. */
  offers: readonly Offer[];
  /** Benefit checklist on the landing page. */
  benefits: readonly string[];
  /** Five-step work process on the landing page. */
  processSteps: readonly ProcessStep[];
  delivery: WeekRange;
  /** Only the platform page shows use cases and a tech stack. */
  useCases?: readonly TitledText[];
  techStack?: readonly string[];
}

/** The part of a service that navigation and the home page cards show. */
export type ServiceSummary = Pick<Service, 'slug' | 'path' | 'name' | 'shortName' | 'tagline' | 'homePoints'>;

export interface PortfolioItem {
  id: number;
  title: string;
  category: 'WordPress';
  /** Id of the project's illustration in @agency/ui's portfolio images, not a URL. */
  image: string;
  /** The illustration's text alternative. */
  alt: string;
}

export interface Testimonial {
  id: number;
  name: string;
  company: string;
  /** 1 to 5 */
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** Initial letters shown instead of a photo. */
  avatar: string;
}

export interface FaqItem {
  /**
   * A readable slug, stable when questions are added or moved: the assistant finds the
   * question by it (its passage is `faq-<id>`), never by its place in the list.
   */
  id: string;
  /** What the question is about, from the one list in topics.ts. */
  topic: ChatTopic;
  question: string;
  answer: string;
}

export interface Value extends TitledText {
  name: 'Perfectie' | 'Innovatie' | 'Passie' | 'Samenwerking';
}
