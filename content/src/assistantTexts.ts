import { agency } from './agency';
import { deliveryTimes, promises } from './facts';
import type { RoutePath } from './routes';
import { chatCallbackTexts } from './chat';

// What the embedded assistant says in its own words (api/src/features/chat/domain/embedded/). A module of
// its own: the site never loads it (the assistant answers on the server).

const contactPath = '/contact' satisfies RoutePath;
/** The chat's own button for a call back, as the assistant's replies name it. */
const callBackButton = `"${chatCallbackTexts.open}"`;
const contactDetails = `Je bereikt ons via ${agency.email} of ${agency.phone.display}.`;
/** The contact page as the chat shows it: link text, never a raw path. */
const contactPage = `[contactpagina](${contactPath})`;
const callToAction = `Wil je het persoonlijk bespreken? Klik op ${callBackButton} of vraag via de ${contactPage} een gratis ontwerp aan.`;

/**
 * What the embedded assistant (no model configured, api/src/features/chat/domain/embedded/) says in
 * its own words: the fixed replies, by what the visitor asked, and the sentences it adds to
 * an answer from the content. Everything else it says is a text of this package.
 */
export const assistantReplies = {
  /** "Hoi!" */
  greeting: `Hoi! Ik ben de assistent van ${agency.name}. Vraag me gerust iets over onze WordPress-websites, Shopify-webshops, platformen op maat, de levertijden of het gratis ontwerp binnen ${promises.freeDesignHours} uur.`,
  /** "Bedankt!" */
  thanks: `Graag gedaan! Heb je nog een vraag, stel hem gerust. ${callToAction}`,
  /** An attempt to change the assistant's instructions or to read them. */
  refusal: `Ik ben de assistent van ${agency.name} en mijn instructies kan ik niet aanpassen of delen. Ik help je graag met vragen over onze websites, webshops en platformen, de levertijden of het gratis ontwerp. ${callToAction}`,
  /** A question that has nothing to do with the agency. */
  offTopic: `Daar kan ik je helaas niet mee helpen: ik beantwoord alleen vragen over ${agency.name}, zoals onze diensten, werkwijze, levertijden en het gratis ontwerp. Waar kan ik je daarbij mee helpen?`,
  /** A question about the agency's field that the content does not answer; the chat then offers a call back. */
  notFound: `Dat weet ik helaas niet zeker, en ik wil je geen verkeerde informatie geven. Een collega beantwoordt je vraag graag persoonlijk: klik op ${callBackButton} of stuur een bericht via de ${contactPage}. ${contactDetails}`,
  /** A request for a person or a call back; the chat then offers the call back. */
  callback: `Dat regel ik graag: een collega belt je terug. Laat hieronder via ${callBackButton} je telefoonnummer achter, dan nemen we binnen ${promises.contactWithinHours} uur contact met je op.`,
  /** After an answer that does not invite the visitor itself. */
  callToAction,
  /** The agency's e-mail address and phone number in a sentence. */
  contactDetails,
  /** The last line of an answer from a page of the site; `link` is the markdown link to the page. */
  readMore: (link: string) => `Meer lezen: ${link}`,
  /**
   * A question the site does not settle (`subject`: what it is about, e.g. 'apps voor de iPhone'),
   * said plainly, never with a yes or a no; `stated`: the nearest thing the site does say, when it
   * is really related. The chat then offers a colleague (or a call back, by availability).
   */
  notOnSite: (subject: string, stated?: string) =>
    [
      `Over ${subject} staat niets op onze website, dus daar kan ik je geen zeker antwoord op geven.`,
      stated && `Wat de site wel zegt: ${stated}`,
      'Een collega beantwoordt je vraag graag persoonlijk.',
    ]
      .filter(Boolean)
      .join(' '),
  /** When a model only offers a colleague, without a word of its own: the site does not answer the question. */
  askColleague:
    'Daar staat niets over op onze website, dus daar kan ik je geen zeker antwoord op geven. Een collega beantwoordt je vraag graag persoonlijk.',
  /** A follow-up on a topic whose every passage the conversation already holds; the chat then offers a call back. */
  alreadyAnswered: `Dat staat in mijn antwoord hierboven; meer vertelt onze website er niet over. Een collega beantwoordt je vraag graag persoonlijk: klik op ${callBackButton}, dan bellen we je terug.`,
} as const;

/**
 * The sentences around the facts in the assistant's passages
 * (api/src/features/chat/domain/embedded/knowledgeBase.ts). A function takes the facts as the assistant
 * has already listed them.
 */
export const assistantPassageTexts = {
  /** Each service as the assistant names it in a sentence ("Wat een Shopify-webshop kost"). */
  serviceNouns: {
    wordpress: 'een WordPress-website',
    shopify: 'een Shopify-webshop',
    platform: 'een platform op maat',
  },
  /** `services`: a line each, "[name](/path): what it is." */
  servicesOverview: (services: readonly string[]) =>
    `${agency.name} doet drie dingen:\n${services.map((service) => `- ${service}`).join('\n')}`,
  /** What one service costs: what the price depends on (`examples`: what the service offers), the free design, the offer. */
  servicePrice: (what: string, examples: string) =>
    `Wat ${what} kost, hangt af van wat je nodig hebt, bijvoorbeeld ${examples}. Daarom noemen we geen vaste prijzen. Je krijgt eerst binnen ${promises.freeDesignHours} uur een gratis ontwerp, zonder verplichtingen, en daarna een offerte op maat.`,
  /** How long one service takes. */
  serviceDelivery: (what: string, weeks: { min: number; max: number }) =>
    `${what.charAt(0).toUpperCase()}${what.slice(1)} is meestal binnen ${weeks.min} tot ${weeks.max} weken klaar. Het gratis ontwerp heb je al binnen ${promises.freeDesignHours} uur.`,
  /** An existing site or shop: a service's offer for it (its title, what it says, what it includes). */
  existingSite: (title: string, offer: string, includes: readonly string[]) =>
    `Ja, dat doen we: "${title}". ${offer} Daar hoort bij:\n${includes.map((item) => `- ${item}`).join('\n')}`,
  /** Looking after an existing site, which the pages promise nothing about; `stated`: what they do say, quoted. */
  maintenance: (stated: string) =>
    `Over onderhoud van een bestaande website staat op onze site geen vaste afspraak, dus daar beloof ik je niets over. Onze werkwijze zegt wel: "${stated}" Een collega vertelt je graag wat er voor jouw website kan: klik op ${callBackButton}.`,
  /** Why a visitor can trust the agency: the rating, the promises, the portfolio (each with its link). */
  trust: (rating: string, guarantees: readonly string[], portfolio: string) =>
    `${rating} Onze beloftes:\n${guarantees.map((g) => `- ${g}`).join('\n')}\n\n${portfolio}`,
  service: (name: string, tagline: string, summary: string, weeks: { min: number; max: number }) =>
    `${name}: ${tagline}. ${summary} Een project als dit is meestal binnen ${weeks.min} tot ${weeks.max} weken klaar.`,
  features: (name: string, features: string) => `Bij ${name} krijg je onder andere: ${features}.`,
  offers: (name: string, offers: string, benefits: string) =>
    `Binnen ${name} bieden we: ${offers} De voordelen op een rij: ${benefits}.`,
  /** Running a service's site yourself, as its page says it (`stated`: its features and benefits that say so). */
  selfManaged: (name: string, stated: readonly string[]) =>
    `Ja, dat staat bij ${name} op onze site: ${stated.join(' ')}`,
  /** `steps`: a numbered line each. */
  serviceProcess: (name: string, steps: string) => `Zo werken we bij ${name}:\n${steps}`,
  useCases: (useCases: string) => `Met een platform op maat bouwen we bijvoorbeeld: ${useCases}.`,
  techStack: (tools: string) => `Voor platformen werken we met ${tools}.`,
  /** "Do you build webshops?": with Shopify, or with WooCommerce in WordPress (each left out when the content has none). */
  webshops: (shopify?: { name: string; summary: string }, wooCommerce?: string) =>
    [
      'Ja, we bouwen webshops, op twee manieren.',
      shopify && `Met ${shopify.name}: ${shopify.summary}`,
      wooCommerce && `Of met WooCommerce in WordPress: ${wooCommerce}`,
      'Welke het best past, bespreken we graag bij het gratis ontwerp.',
    ]
      .filter(Boolean)
      .join(' ')
      .replace(/\s+/g, ' '),
  delivery: `Een WordPress-website of Shopify-webshop is meestal binnen ${deliveryTimes.wordpressShopify.min} tot ${deliveryTimes.wordpressShopify.max} weken klaar. Een platform op maat duurt gemiddeld ${deliveryTimes.platform.min} tot ${deliveryTimes.platform.max} weken, afhankelijk van de functies. Het gratis ontwerp heb je al binnen ${promises.freeDesignHours} uur.`,
  guarantees: (guarantees: string) => `Onze beloftes: ${guarantees}`,
  /** After the promise to get in touch. */
  callBack: `Wil je gebeld worden? Klik op ${callBackButton} en laat je telefoonnummer achter.`,
  contact: `${contactDetails} Je kunt ook het formulier op de ${contactPage} invullen of op ${callBackButton} klikken; we nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
  location: `${agency.name} zit in ${agency.location}. Wil je afspreken? ${contactDetails}`,
  /** `steps`: a numbered line each. */
  process: (steps: string) => `Zo werken we:\n${steps}`,
  differentiators: (differentiators: string) => `Waarom ${agency.name}? ${differentiators}`,
  values: (values: string) => `Onze vier waarden: ${values}`,
  /** The rating in a sentence. */
  rating: (score: string, reviewCount: number) =>
    `Klanten beoordelen ons gemiddeld met een ${score}, op basis van ${reviewCount} reviews.`,
  reviews: (rating: string, quotes: string) => `${rating} ${quotes}`,
  /** `category`: the kind of work the portfolio shows (e.g. 'WordPress'); `projects`: their titles, listed. */
  portfolioOfKind: (category: string, projects: string) =>
    `het portfolio op de [homepage](/) laat ${category}-websites zien: ${projects}.`,
  /** `projects`: the portfolio's titles, listed. */
  portfolio: (projects: string) =>
    `Een greep uit ons werk: ${projects}. Je ziet ze in het portfolio op de [homepage](/).`,
  assistant: `Ik ben de AI-assistent van ${agency.name}. Ik beantwoord vragen over onze diensten, werkwijze, levertijden en het gratis ontwerp. Voor persoonlijk advies: klik op ${callBackButton} of ${contactDetails.charAt(0).toLowerCase()}${contactDetails.slice(1)}`,
} as const;
