import {
  about,
  agency,
  deliveryTimes,
  differentiators,
  faq,
  guarantees,
  portfolio,
  pricing,
  processSteps,
  promises,
  routes,
  services,
  serviceSummaries,
  testimonials,
  values,
  type RoutePath,
  type Service,
} from '@agency/content';

/**
 * The passages the embedded assistant can answer with. Every sentence is built from the
 * site's content module, so the assistant cannot state a fact the site does not state.
 */
export interface Passage {
  id: string;
  /** What the passage is about, for follow-up sentences. */
  topic:
    'pricing' | 'service' | 'delivery' | 'guarantee' | 'contact' | 'process' | 'about' | 'proof' | 'faq' | 'assistant';
  /** Extra words to find it by (folded into the index, never shown). */
  keywords: string;
  answer: string;
  /** The page of the site that says this; an answer from it ends with a link there. */
  page?: RoutePath;
  /** The passage invites the visitor to be called back: the chat then offers it. */
  offersCallback?: true;
}

/** What a link to a page of the site says: the service's name, or the page's menu label. */
export function pageLabel(path: RoutePath): string {
  const service = serviceSummaries.find((summary) => summary.path === path);
  if (service) return service.name;
  const route = routes.find((candidate) => candidate.path === path);
  return route && 'nav' in route ? route.nav : path;
}

/**
 * A markdown link to a page of the site, `[label](/path)`, for a path of the route table
 * only: the chat shows it as a link, and no answer can link anywhere else.
 */
export function pageLink(path: RoutePath): string {
  if (!routes.some((route) => route.path === path)) throw new Error(`Not a page of the site: ${path}`);
  return `[${pageLabel(path)}](${path})`;
}

/** Lowercases the first letter for use mid-sentence, but leaves names and acronyms alone. */
const lowerFirst = (text: string) =>
  /^(Shopify|WordPress|WooCommerce|React|Next|Google|SEO|API|B2B|SaaS|iDEAL|Cloud)/.test(text)
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
const comma = (value: number) => String(value).replace('.', ',');
const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;
const weeks = (service: Service) => `${service.delivery.min} tot ${service.delivery.max} weken`;

export const contactSentence = `Je bereikt ons via ${agency.email} of ${agency.phone.display}.`;
export const callToAction =
  'Wil je het persoonlijk bespreken? Klik op "Bel me terug" of vraag via de contactpagina (/contact) een gratis ontwerp aan.';

function servicePassages(service: Service): Passage[] {
  const passages: Passage[] = [
    {
      id: `service-${service.slug}`,
      topic: 'service',
      keywords: `${service.slug} ${service.name} ${service.homePoints.join(' ')} dienst diensten`,
      answer: `${service.name}: ${lowerFirst(service.tagline)}. ${service.summary} Een project als dit is meestal binnen ${weeks(service)} klaar.`,
    },
    {
      id: `features-${service.slug}`,
      topic: 'service',
      keywords: `${service.slug} functies features mogelijkheden wat krijg ik voordelen`,
      answer: `Bij ${service.name} krijg je onder andere: ${list(service.features.map((f) => `${lowerFirst(f.title)} (${lowerFirst(f.text.replace(/\.$/, ''))})`))}.`,
    },
    {
      id: `offers-${service.slug}`,
      topic: 'service',
      keywords: `${service.slug} aanbod mogelijkheden soorten opties`,
      answer: `Binnen ${service.name} bieden we: ${service.offers.map((o) => `${o.title}: ${o.text}`).join(' ')} De voordelen op een rij: ${list(service.benefits.map(lowerFirst))}.`,
    },
    {
      id: `process-${service.slug}`,
      topic: 'process',
      keywords: `${service.slug} werkwijze stappen proces`,
      answer: `Zo werken we bij ${service.name}: ${service.processSteps.map((s) => `${s.step}. ${s.title}: ${s.text}`).join(' ')}`,
    },
  ];
  if (service.useCases) {
    passages.push({
      id: `usecases-${service.slug}`,
      topic: 'service',
      keywords: 'toepassingen voorbeelden use cases saas b2b portaal boekingssysteem beheertool wat kun je bouwen',
      answer: `Met een platform op maat bouwen we bijvoorbeeld: ${service.useCases.map((u) => `${u.title} (${lowerFirst(u.text.replace(/\.$/, ''))})`).join('; ')}.`,
    });
  }
  if (service.techStack) {
    passages.push({
      id: `techstack-${service.slug}`,
      topic: 'service',
      keywords: 'techniek technologie stack programmeertaal framework tools',
      answer: `Voor platformen werken we met ${list(service.techStack)}.`,
    });
  }
  return passages.map((passage) => ({ ...passage, page: service.path }));
}

const [freeDesign, contactGuarantee, noObligation] = guarantees;

/** "Do you build webshops?" has two honest answers in the content: Shopify, or WooCommerce. */
function webshopPassage(): Passage {
  const shopify = services.find((s) => s.slug === 'shopify');
  const wordpress = services.find((s) => s.slug === 'wordpress');
  const woo = wordpress?.offers.find((o) => /woocommerce/i.test(o.title));
  return {
    id: 'webshops',
    topic: 'service',
    page: '/services',
    keywords: 'webshop webshops webwinkel online verkopen ecommerce winkel',
    answer:
      `Ja, we bouwen webshops, op twee manieren. ${shopify ? `Met ${shopify.name}: ${shopify.summary}` : ''} ${woo ? `Of met WooCommerce in WordPress: ${woo.text}` : ''} Welke het best past, bespreken we graag bij het gratis ontwerp.`.replace(
        /\s+/g,
        ' ',
      ),
  };
}

// The FAQ answers overlap with other passages; their topic keeps one answer from repeating another.
const faqTopics: Passage['topic'][] = [
  'guarantee',
  'pricing',
  'delivery',
  'service',
  'service',
  'service',
  'service',
  'process',
];

export const passages: readonly Passage[] = [
  {
    id: 'pricing',
    topic: 'pricing',
    page: '/faq',
    keywords: 'prijs kosten tarief offerte wat kost prijsindicatie',
    answer: `${pricing.summary} ${pricing.howToGetQuote}`,
  },
  {
    id: 'services-overview',
    topic: 'service',
    page: '/services',
    keywords: 'diensten wat doen jullie aanbod services wat bouwen jullie',
    answer: `${agency.name} doet drie dingen: ${list(services.map((s) => `${s.name} (${s.homePoints.join(', ')})`))}. ${agency.intro}`,
  },
  ...services.flatMap(servicePassages),
  webshopPassage(),
  {
    id: 'delivery',
    topic: 'delivery',
    page: '/faq',
    keywords: 'levertijd hoe lang duurt klaar weken oplevering wanneer live',
    answer: `Een WordPress-website of Shopify-webshop is meestal binnen ${deliveryTimes.wordpressShopify.min} tot ${deliveryTimes.wordpressShopify.max} weken klaar. Een platform op maat duurt gemiddeld ${deliveryTimes.platform.min} tot ${deliveryTimes.platform.max} weken, afhankelijk van de functies. Het gratis ontwerp heb je al binnen ${promises.freeDesignHours} uur.`,
  },
  {
    id: 'free-design',
    topic: 'guarantee',
    page: '/contact',
    keywords: `gratis ontwerp design vrijblijvend ${promises.freeDesignHours} uur echt gratis voorbeeld`,
    answer: `${freeDesign?.text ?? ''} ${noObligation?.text ?? ''}`,
  },
  {
    id: 'guarantees',
    topic: 'guarantee',
    page: '/contact',
    keywords: 'garantie garanties belofte beloftes zekerheid vrijblijvend',
    answer: `Onze beloftes: ${guarantees.map((g) => `${g.title}. ${g.text}`).join(' ')}`,
  },
  {
    id: 'response-time',
    topic: 'contact',
    page: '/contact',
    offersCallback: true,
    keywords: 'reactietijd reactie reageren contact opnemen hoe snel antwoord terugbellen wanneer bellen',
    answer: `${contactGuarantee?.text ?? ''} Wil je gebeld worden? Klik op "Bel me terug" en laat je telefoonnummer achter.`,
  },
  {
    id: 'contact',
    topic: 'contact',
    page: '/contact',
    keywords: 'contact bereiken bellen mailen telefoonnummer email adres contactgegevens',
    answer: `${contactSentence} Je kunt ook het contactformulier op /contact invullen of op "Bel me terug" klikken; we nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
  },
  {
    id: 'location',
    topic: 'contact',
    page: '/contact',
    keywords: 'locatie waar zitten gevestigd kantoor adres plaats',
    answer: `${agency.name} zit in ${agency.location}. Wil je afspreken? ${contactSentence}`,
  },
  {
    id: 'process',
    topic: 'process',
    keywords: 'werkwijze proces stappen aanpak hoe werkt het verloop',
    answer: `Zo werken we: ${processSteps.map((s) => `${s.step}. ${s.title}: ${s.text}`).join(' ')}`,
  },
  ...faq.map((item, index): Passage => ({
    id: `faq-${index + 1}`,
    topic: faqTopics[index] ?? 'faq',
    page: '/faq',
    keywords: item.question,
    answer: item.answer,
  })),
  {
    id: 'about',
    topic: 'about',
    page: '/about',
    keywords: 'over ons wie zijn jullie missie team bedrijf achtergrond',
    answer: about.mission,
  },
  {
    id: 'differentiators',
    topic: 'about',
    page: '/about',
    keywords: 'waarom kiezen onderscheiden anders beter voordeel',
    answer: `Waarom ${agency.name}? ${differentiators.map((d) => `${d.title}: ${d.text}`).join(' ')}`,
  },
  {
    id: 'values',
    topic: 'about',
    page: '/about',
    keywords: 'waarden kernwaarden perfectie innovatie passie samenwerking',
    answer: `Onze vier waarden: ${values.map((v) => `${v.name}: ${v.text}`).join(' ')}`,
  },
  {
    id: 'reviews',
    topic: 'proof',
    page: '/',
    keywords: 'reviews beoordeling score sterren ervaringen klanten tevreden',
    answer: `Klanten beoordelen ons gemiddeld met een ${comma(agency.rating.score)}, op basis van ${agency.rating.reviewCount} reviews. ${testimonials
      .slice(0, 2)
      .map((t) => `${t.name} (${t.company}): "${t.text}"`)
      .join(' ')}`,
  },
  {
    id: 'portfolio',
    topic: 'proof',
    page: '/',
    keywords: 'portfolio projecten voorbeelden werk cases referenties klanten',
    answer: `Een greep uit ons werk: ${list(portfolio.map((p) => p.title))}. Je ziet ze in het portfolio op de homepage.`,
  },
  {
    id: 'assistant',
    topic: 'assistant',
    keywords: 'assistent bot robot chatbot mens ben jij wie ben jij ai',
    answer: `Ik ben de AI-assistent van ${agency.name}. Ik beantwoord vragen over onze diensten, werkwijze, levertijden en het gratis ontwerp. Voor persoonlijk advies: klik op "Bel me terug" of ${contactSentence.charAt(0).toLowerCase()}${contactSentence.slice(1)}`,
  },
];
