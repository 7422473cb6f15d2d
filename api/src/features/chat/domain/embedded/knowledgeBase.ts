import {
  about,
  agency,
  assistantPassageTexts as says,
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
  type ChatTopic,
  type FaqItem,
  type RoutePath,
  type Service,
} from '@agency/content';

/**
 * The passages the embedded assistant can answer with. Every sentence is built from the
 * site's content module, so the assistant cannot state a fact the site does not state.
 */
export interface Passage {
  id: string;
  /** What a visitor asks when this is the answer: a topic of `chatTopics` in @agency/content. */
  topic: ChatTopic;
  /**
   * Which passages say much the same thing: an answer adds a second passage only from
   * another group, so one answer does not repeat another.
   */
  group: PassageGroup;
  /** Extra words to find it by (folded into the index, never shown). */
  keywords: string;
  answer: string;
  /** The page of the site that says this; an answer from it ends with a link there. */
  page?: RoutePath;
  /** The passage invites the visitor to get in touch itself: no call to action follows it. */
  invites?: true;
  /** The passage invites the visitor to be called back: the chat then offers it. */
  offersCallback?: true;
  /**
   * Chosen only for its kind of question (the price or the delivery time of one service, an
   * existing site, trust), never found by its words: it would otherwise answer questions it
   * does not fit.
   */
  byKindOnly?: true;
}

export type PassageGroup =
  'pricing' | 'service' | 'delivery' | 'guarantee' | 'contact' | 'process' | 'about' | 'proof' | 'assistant';

/** The passages and how to find them: by id or by topic, never by their place in a list. */
export interface KnowledgeBase {
  readonly passages: readonly Passage[];
  /** The passage with this id (a FAQ question's is `faq-<its id>`). */
  byId(id: string): Passage | undefined;
  /** The passages on this topic, FAQ questions among them. */
  onTopic(topic: ChatTopic): Passage[];
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
/** Items in a Dutch sentence: "a, b en c". */
export const list = (items: readonly string[], and = 'en') =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
/** Steps as a numbered list, a line each. */
const steps = (items: readonly { step: number; title: string; text: string }[]) =>
  items.map((s) => `${s.step}. ${s.title}: ${s.text}`).join('\n');
const offerOf = (service: Service | undefined, title: RegExp) => service?.offers.find((o) => title.test(o.title));

function servicePassages(service: Service): Passage[] {
  const topic = service.slug;
  const passages: Passage[] = [
    {
      id: `service-${service.slug}`,
      topic,
      group: 'service',
      keywords: `${service.slug} ${service.name} ${service.homePoints.join(' ')} dienst diensten`,
      answer: says.service(service.name, lowerFirst(service.tagline), service.summary, service.delivery),
    },
    {
      id: `features-${service.slug}`,
      topic,
      group: 'service',
      keywords: `${service.slug} functies features mogelijkheden wat krijg ik voordelen`,
      answer: says.features(
        service.name,
        list(service.features.map((f) => `${lowerFirst(f.title)} (${lowerFirst(f.text.replace(/\.$/, ''))})`)),
      ),
    },
    {
      id: `offers-${service.slug}`,
      topic,
      group: 'service',
      keywords: `${service.slug} aanbod mogelijkheden soorten opties`,
      answer: says.offers(
        service.name,
        service.offers.map((o) => `${o.title}: ${o.text}`).join(' '),
        list(service.benefits.map(lowerFirst)),
      ),
    },
    {
      id: `process-${service.slug}`,
      topic,
      group: 'process',
      keywords: `${service.slug} werkwijze stappen proces`,
      answer: says.serviceProcess(service.name, steps(service.processSteps)),
    },
  ];
  passages.push(
    {
      id: `price-${service.slug}`,
      byKindOnly: true,
      topic: 'prijzen',
      group: 'pricing',
      invites: true,
      keywords: `${service.slug} prijs kosten wat kost`,
      answer: says.servicePrice(
        says.serviceNouns[service.slug],
        list(
          service.offers.map((o) => lowerFirst(o.title).replace(/^(?=[a-z])/, 'een ')),
          'of',
        ),
      ),
    },
    {
      id: `delivery-${service.slug}`,
      byKindOnly: true,
      topic: 'levertijd',
      group: 'delivery',
      keywords: `${service.slug} levertijd hoe lang duurt klaar`,
      answer: says.serviceDelivery(says.serviceNouns[service.slug], service.delivery),
    },
  );
  // What the site says about running it yourself: a feature or a benefit that says so.
  const selfRun = [
    ...service.features.filter((f) => /zelf|beheer/i.test(`${f.title} ${f.text}`)).map((f) => `${f.title}: ${f.text}`),
    ...service.benefits.filter((b) => /zelf/i.test(b)).map((b) => `${b}.`),
  ];
  if (selfRun.length > 0) {
    passages.push({
      id: `manage-${service.slug}`,
      byKindOnly: true,
      topic,
      group: 'service',
      keywords: `${service.slug} zelf beheren bijhouden aanpassen`,
      answer: says.selfManaged(service.name, selfRun),
    });
  }
  if (service.useCases) {
    passages.push({
      id: `usecases-${service.slug}`,
      topic,
      group: 'service',
      keywords: 'toepassingen voorbeelden use cases saas b2b portaal boekingssysteem beheertool wat kun je bouwen',
      answer: says.useCases(
        service.useCases.map((u) => `${u.title} (${lowerFirst(u.text.replace(/\.$/, ''))})`).join('; '),
      ),
    });
  }
  if (service.techStack) {
    passages.push({
      id: `techstack-${service.slug}`,
      topic,
      group: 'service',
      keywords: 'techniek technologie stack programmeertaal framework tools',
      answer: says.techStack(list(service.techStack)),
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
    topic: 'shopify',
    group: 'service',
    page: '/services',
    keywords: 'webshop webshops webwinkel online verkopen ecommerce winkel',
    answer: says.webshops(shopify, woo?.text),
  };
}

/**
 * An existing site or shop: what the service pages offer for it (a new design, a move to
 * Shopify, more sales), and looking after it, which the pages promise nothing about: the
 * assistant says what they do say and offers a person.
 */
function existingSitePassages(): Passage[] {
  const wordpress = services.find((s) => s.slug === 'wordpress');
  const shopify = services.find((s) => s.slug === 'shopify');
  const offers = [
    { id: 'existing-redesign', service: wordpress, offer: offerOf(wordpress, /redesign/i) },
    { id: 'existing-move', service: shopify, offer: offerOf(shopify, /migratie/i) },
    { id: 'existing-sales', service: shopify, offer: offerOf(shopify, /conversie/i) },
  ];
  const passages: Passage[] = offers.flatMap(({ id, service, offer }) =>
    service && offer
      ? [
          {
            id,
            byKindOnly: true as const,
            topic: service.slug,
            group: 'service' as const,
            page: service.path,
            keywords: `bestaande huidige ${offer.title}`,
            answer: says.existingSite(offer.title, offer.text, offer.includes ?? []),
          },
        ]
      : [],
  );
  // The agency's own process says what happens after the launch; that is all it says about it.
  const launch = processSteps.at(-1);
  if (launch) {
    passages.push({
      id: 'existing-maintenance',
      byKindOnly: true,
      topic: 'overig',
      group: 'service',
      invites: true,
      offersCallback: true,
      keywords: 'onderhoud onderhouden bijhouden updates overnemen',
      answer: says.maintenance(launch.text),
    });
  }
  return passages;
}

/**
 * Which of the assistant's own passages a FAQ answer overlaps, by the question's topic: the
 * FAQ's other questions (editing, Google, mobile, a redesign) are about what a website can do.
 */
const faqGroups: Record<ChatTopic, PassageGroup> = {
  prijzen: 'pricing',
  wordpress: 'service',
  shopify: 'service',
  platform: 'service',
  levertijd: 'delivery',
  werkwijze: 'process',
  'gratis-ontwerp': 'guarantee',
  contact: 'contact',
  overig: 'service',
};

function faqPassage(item: FaqItem): Passage {
  return {
    id: `faq-${item.id}`,
    topic: item.topic,
    group: faqGroups[item.topic],
    page: '/faq',
    keywords: item.question,
    answer: item.answer,
  };
}

/** Who the agency is and what shows it: the mission, what sets it apart, values, reviews, work. */
function aboutAndProofPassages(): Passage[] {
  return [
    {
      id: 'about',
      topic: 'overig',
      group: 'about',
      page: '/about',
      keywords: 'over ons wie zijn jullie missie team bedrijf achtergrond',
      answer: about.mission,
    },
    {
      id: 'differentiators',
      topic: 'overig',
      group: 'about',
      page: '/about',
      keywords: 'waarom kiezen onderscheiden anders beter voordeel',
      answer: says.differentiators(differentiators.map((d) => `${d.title}: ${d.text}`).join(' ')),
    },
    {
      id: 'values',
      topic: 'overig',
      group: 'about',
      page: '/about',
      keywords: 'waarden kernwaarden perfectie innovatie passie samenwerking',
      answer: says.values(values.map((v) => `${v.name}: ${v.text}`).join(' ')),
    },
    {
      id: 'reviews',
      topic: 'overig',
      group: 'proof',
      page: '/',
      keywords: 'reviews beoordeling score sterren ervaringen klanten tevreden',
      answer: says.reviews(
        says.rating(comma(agency.rating.score), agency.rating.reviewCount),
        testimonials
          .slice(0, 2)
          .map((t) => `${t.name} (${t.company}): "${t.text}"`)
          .join(' '),
      ),
    },
    {
      id: 'portfolio',
      topic: 'overig',
      group: 'proof',
      page: '/',
      keywords: 'portfolio projecten voorbeelden werk cases referenties klanten',
      answer: says.portfolio(list(portfolio.map((p) => p.title))),
    },
  ];
}

/**
 * The knowledge base over these FAQ questions (the content's by default). A question's
 * passage has its id and topic, wherever it stands in `faqItems`.
 */
export function buildKnowledgeBase(faqItems: readonly FaqItem[] = faq): KnowledgeBase {
  const duplicate = faqItems.find((item, index) => faqItems.findIndex((other) => other.id === item.id) !== index);
  if (duplicate) throw new Error(`Two FAQ questions have the id ${duplicate.id}`);
  const passages: readonly Passage[] = [
    {
      id: 'pricing',
      topic: 'prijzen',
      group: 'pricing',
      page: '/faq',
      keywords: 'prijs kosten tarief offerte wat kost prijsindicatie',
      answer: pricing.summary,
    },
    {
      id: 'services-overview',
      topic: 'overig',
      group: 'service',
      page: '/services',
      keywords: 'diensten wat doen jullie aanbod services wat bouwen jullie',
      answer: says.servicesOverview(services.map((s) => `[${s.name}](${s.path}): ${lowerFirst(s.tagline)}.`)),
    },
    ...services.flatMap(servicePassages),
    webshopPassage(),
    {
      id: 'delivery',
      topic: 'levertijd',
      group: 'delivery',
      page: '/faq',
      keywords: 'levertijd hoe lang duurt klaar weken oplevering wanneer live',
      answer: says.delivery,
    },
    {
      id: 'free-design',
      topic: 'gratis-ontwerp',
      group: 'guarantee',
      page: '/contact',
      keywords: `gratis ontwerp design vrijblijvend ${promises.freeDesignHours} uur echt gratis voorbeeld`,
      answer: `${freeDesign?.text ?? ''} ${noObligation?.text ?? ''}`,
    },
    {
      id: 'guarantees',
      topic: 'gratis-ontwerp',
      group: 'guarantee',
      page: '/contact',
      keywords: 'garantie garanties belofte beloftes zekerheid vrijblijvend',
      answer: says.guarantees(guarantees.map((g) => `${g.title}. ${g.text}`).join(' ')),
    },
    {
      id: 'response-time',
      topic: 'contact',
      group: 'contact',
      page: '/contact',
      invites: true,
      offersCallback: true,
      keywords: 'reactietijd reactie reageren contact opnemen hoe snel antwoord terugbellen wanneer bellen',
      answer: `${contactGuarantee?.text ?? ''} ${says.callBack}`,
    },
    {
      id: 'contact',
      topic: 'contact',
      group: 'contact',
      page: '/contact',
      invites: true,
      keywords: 'contact bereiken bellen mailen telefoonnummer email adres contactgegevens',
      answer: says.contact,
    },
    {
      id: 'location',
      topic: 'contact',
      group: 'contact',
      page: '/contact',
      invites: true,
      keywords: 'locatie waar zitten gevestigd kantoor adres plaats',
      answer: says.location,
    },
    {
      id: 'process',
      topic: 'werkwijze',
      group: 'process',
      keywords: 'werkwijze proces stappen aanpak hoe werkt het verloop',
      answer: says.process(steps(processSteps)),
    },
    ...faqItems.map(faqPassage),
    ...aboutAndProofPassages(),
    ...existingSitePassages(),
    {
      id: 'trust',
      byKindOnly: true,
      topic: 'overig',
      group: 'proof',
      page: '/',
      keywords: 'betrouwbaar vertrouwen serieus zekerheid',
      answer: says.trust(
        says.rating(comma(agency.rating.score), agency.rating.reviewCount),
        guarantees.map((g) => g.title),
        says.portfolio(list(portfolio.slice(0, 3).map((p) => p.title))),
      ),
    },
    {
      id: 'assistant',
      topic: 'overig',
      group: 'assistant',
      invites: true,
      keywords: 'assistent bot robot chatbot mens ben jij wie ben jij ai',
      answer: says.assistant,
    },
  ];
  return {
    passages,
    byId: (id) => passages.find((passage) => passage.id === id),
    onTopic: (topic) => passages.filter((passage) => passage.topic === topic),
  };
}

/** The knowledge base over the content's FAQ: what the assistant answers from. */
export const knowledgeBase = buildKnowledgeBase();
export const { passages } = knowledgeBase;
