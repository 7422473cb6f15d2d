import { agency, assistantPassageTexts as says, portfolio, services, type ServiceSlug } from '@agency/content';
import { list, type KnowledgeBase } from './knowledgeBase';
import { withinOneEdit, words } from './normalize';

/**
 * What a question means beyond its words, and what the site does not settle. Words alone
 * pitched a service nobody asked about ("apps" found the Shopify page, "mijn WordPress site
 * sneller" a new WordPress site); these rules read the intent first. Every question is folded
 * (`foldText`: lowercase, no diacritics) before it comes here.
 */

/**
 * A request for a person or a call ("kan ik iemand spreken", "bel me terug", "medewerker").
 * Matched on the question's words, each also with one typo ("terugbelen", "medewerkr").
 */
const ASKS_FOR_PERSON = {
  /** Alone enough: asking for a call back. */
  callback: [
    'terugbellen',
    'terugbel',
    'terugbelt',
    'terugbelverzoek',
    'teruggebeld',
    'gebeld',
    'belletje',
    'callback',
  ],
  /** Alone enough: someone who works at the agency. */
  staff: ['medewerker', 'medewerkers', 'collega', 'collegas', 'werknemer', 'adviseur', 'human'],
  /** Someone; a request when the visitor also wants to talk, call or get in touch. */
  someone: ['iemand', 'persoon', 'persoonlijk', 'mens', 'mensen', 'person', 'someone'],
  talk: [
    'spreken',
    'spreek',
    'praten',
    'praat',
    'bellen',
    'bel',
    'belt',
    'contact',
    'gesprek',
    'afspraak',
    'chatten',
    'lijn',
    'talk',
    'speak',
    'call',
  ],
  /** To call the visitor: "bel me", "kunnen jullie mij bellen". */
  call: ['bel', 'bellen', 'belt'],
  me: ['me', 'mij'],
} as const;

/** "Ben je een mens?": a question about the assistant, not a request for a person. */
const ABOUT_THE_ASSISTANT =
  /\b(ben|bent|is) (je|jij|u|dit|het) (nu )?(een )?(echte? )?(mens|persoon|bot|robot|ai|computer)\b|\bpraat ik (nu )?met een\b/;
/** "Hoeveel medewerkers hebben jullie?": about the team, not a request. */
const COUNTING = /\b(hoeveel|aantal|hoe groot)\b/;

/** Whether `word` is one of `list`, or one typo away from a word of five letters or more in it. */
function isOneOf(word: string, list: readonly string[]): boolean {
  return list.some(
    (known) =>
      known === word || (known.length >= 5 && word.length >= 5 && known[0] === word[0] && withinOneEdit(known, word)),
  );
}

/** Whether the visitor asks for a person or to be called. */
export function asksForPerson(folded: string): boolean {
  const said = words(folded);
  const has = (list: readonly string[]) => said.some((word) => isOneOf(word, list));
  const aboutAssistant = ABOUT_THE_ASSISTANT.test(folded);
  if (has(ASKS_FOR_PERSON.callback)) return true;
  if (has(ASKS_FOR_PERSON.call) && has(ASKS_FOR_PERSON.me)) return true;
  if (aboutAssistant) return false;
  if (has(ASKS_FOR_PERSON.staff) && !COUNTING.test(folded)) return true;
  if (said.includes('mens')) return true;
  return has(ASKS_FOR_PERSON.someone) && has(ASKS_FOR_PERSON.talk);
}

/** An existing site or shop: looking after it, moving it, or making it better. */
export const EXISTING = {
  maintenance: /\b(onderhoud\w*|onderhouden|overnemen|overneemt|updates?|bijhouden voor|beheren voor)\b/,
  move: /\b(verhuiz\w*|overzett\w*|overstapp\w*|overstap|migre\w*|migratie|overplaats\w*)\b/,
  improve:
    /\b(verbeter\w*|vernieuw\w*|opfriss\w*|opfrissen|redesign|moderniser\w*|nieuw jasje|opknap\w*|make-?over|aanpassen aan)\b/,
  existing:
    /\b(bestaande?|huidige?|oude|mijn (web)?site|mijn website|mijn webshop|mijn winkel|al een (web)?site|al een webshop)\b/,
  shop: /\b(shopify|webshop|winkel|verkopen|verkoop|conversie)\b/,
};

/** "mijn WordPress-site", "onze huidige webshop": a site the visitor has now. */
const OWN_SITE =
  /\b(mijn|onze|ons|bestaande?|huidige?|oude)\s+([a-z0-9]+[ -])?(web)?(site|website|webshop|winkel|shop)\b/;

/** Platforms a site can move to; the word after "naar" names the target. */
const PLATFORM_NAMES: Record<string, string> = {
  shopify: 'Shopify',
  wordpress: 'WordPress',
  woocommerce: 'WooCommerce',
  wix: 'Wix',
  squarespace: 'Squarespace',
  joomla: 'Joomla',
  drupal: 'Drupal',
  magento: 'Magento',
  lightspeed: 'Lightspeed',
  webflow: 'Webflow',
};

/** The platform a move goes to ("overzetten naar WordPress"): its name, or `null` when none is named. */
export function migrationTarget(folded: string): string | null {
  const named = folded.match(/\bnaar\s+(?:een\s+)?(?:nieuwe?\s+)?([a-z]+)/)?.[1];
  return named ? (PLATFORM_NAMES[named] ?? null) : null;
}

/**
 * In a question about something of a webshop ("zelf beheren", "wat kost"), "webshop" means
 * Shopify, unless WordPress or WooCommerce is named. "Doen jullie webshops?" alone has two
 * honest answers (Shopify, or WooCommerce in WordPress): nothing is implied.
 */
export function impliedService(tokens: readonly string[]): ServiceSlug | undefined {
  const aboutMore = tokens.some((token) => token !== 'webshop');
  if (aboutMore && tokens.includes('webshop') && !tokens.includes('wordpress') && !tokens.includes('platform')) {
    return 'shopify';
  }
  return undefined;
}

/** A question the site does not settle: what it is about, and the nearest thing the site does say. */
export interface SiteGap {
  /** What the question is about, for "Over … staat niets op onze website". */
  subject: string;
  /** What the site does say that is really related, quoted; none when nothing is. */
  stated?: string;
}

/** An app for a phone or a tablet, which the site offers nowhere (a Shopify app is another thing). */
const APP = /\b(apps?|applicaties?)\b/;
const WEB_CONTEXT = /\b(shopify|webshop|winkel|shop|woocommerce|wordpress|plugins?|koppeling\w*)\b/;
/** Making a site faster, which the site lists only as part of a redesign. */
const SPEED = /\b(snell?er|snelheid|versnell\w*|traag|trage|langzaam|laadtijd|laadsnelheid|pagespeed|performance)\b/;
/** Work outside the country the agency is in: the site says where it is, not where it works. */
const ABROAD =
  /\b(belgie|belgische|vlaanderen|vlaamse|duitsland|duitse|frankrijk|franse|engeland|engelse bedrijven|buitenland\w*|internationa\w*|europa|europese|amerika|spanje|luxemburg)\b/;
/** Writing the texts of a site, which the site does not offer (it says you can edit them yourself). */
const WRITING = /\b(schrijv\w*|schrijft|geschreven)\b/;
const TEXTS = /\b(tekst\w*|copy|content|blogs?|artikel\w*)\b/;
const COPYWRITING = /\b(copywrit\w*|tekstschrijv\w*)\b/;

/** Examples of the agency's own work: the portfolio, whatever the words ("die jullie gemaakt hebben"). */
const WORK_EXAMPLES =
  /\b(voorbeelden van (jullie |je |uw )?([a-z]+[ -])?(werk|websites?|sites?|webshops?|winkels?|projecten|platform\w*)|portfolio|referenties|cases|(gemaakt|gebouwd) hebben|hebben (jullie )?([a-z]+ )?(gemaakt|gebouwd)|die jullie (hebben )?(gemaakt|gebouwd))\b/;

/** Whether the visitor asks for examples of the agency's work. */
export const asksForWork = (folded: string): boolean => WORK_EXAMPLES.test(folded);

/** What a quote must not open with: a yes or a no, to a question the site does not settle. */
function withoutVerdict(text: string): string {
  const rest = text.replace(/^(ja|nee)[.,!]\s*/i, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The service's offer whose title matches, quoted with what it says. */
function offerQuote(slug: ServiceSlug, title: RegExp, detail?: RegExp): string | undefined {
  const offer = services.find((service) => service.slug === slug)?.offers.find((o) => title.test(o.title));
  if (!offer) return undefined;
  const part = detail ? offer.includes?.find((item) => detail.test(item)) : undefined;
  return `"${offer.title}": ${offer.text}${part ? ` Daar hoort onder meer bij: "${part}".` : ''}`;
}

/** Examples of a kind of work the portfolio does not hold ("voorbeelden van webshops"). */
function missingExamples(folded: string, tokens: readonly string[]): SiteGap | undefined {
  if (!asksForWork(folded)) return undefined;
  const asked = tokens.includes('wordpress')
    ? undefined
    : tokens.includes('platform') || tokens.includes('portaal')
      ? { slug: 'platform', noun: 'platformen op maat' }
      : tokens.includes('shopify') || tokens.includes('webshop')
        ? { slug: 'shopify', noun: 'webshops' }
        : undefined;
  if (!asked) return undefined;
  const categories = new Set(portfolio.map((project) => project.category.toLowerCase()));
  if (categories.has(asked.slug)) return undefined;
  const shown = [...new Set(portfolio.map((project) => project.category))];
  const projects = list(portfolio.map((project) => project.title));
  return { subject: `voorbeelden van ${asked.noun}`, stated: says.portfolioOfKind(list(shown), projects) };
}

/**
 * The gap in the site's content the question falls into, by its intent; `undefined` when the
 * site may answer it. Checked before the retrieval, so no word of the question pitches a service.
 */
export function siteGap(knowledge: KnowledgeBase, folded: string, tokens: readonly string[]): SiteGap | undefined {
  if (APP.test(folded) && !WEB_CONTEXT.test(folded)) return { subject: 'het maken van apps' };
  if (OWN_SITE.test(folded) && SPEED.test(folded)) {
    return {
      subject: 'alleen het sneller maken van een bestaande website',
      stated: offerQuote('wordpress', /redesign/i, /sneller/i),
    };
  }
  const target = EXISTING.move.test(folded) ? migrationTarget(folded) : null;
  if (target && target !== 'Shopify') {
    return { subject: `een verhuizing naar ${target}`, stated: offerQuote('shopify', /migratie/i) };
  }
  if (ABROAD.test(folded)) {
    const location = knowledge.byId('location')?.answer.split(/(?<=\.)\s/)[0];
    return { subject: `werk voor bedrijven buiten ${agency.location}`, stated: location };
  }
  if ((WRITING.test(folded) && TEXTS.test(folded)) || COPYWRITING.test(folded)) {
    const editing = knowledge.byId('faq-zelf-aanpassen')?.answer;
    return { subject: 'het schrijven van teksten', stated: editing && withoutVerdict(editing) };
  }
  return missingExamples(folded, tokens);
}
