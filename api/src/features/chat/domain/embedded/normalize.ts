/**
 * Dutch text normalisation for retrieval: lowercase, strip diacritics, split into words,
 * drop stop words, map synonyms onto one concept, and stem with a small suffix stripper.
 * Both the questions and the passages go through the same pipeline.
 */

const STOP_WORDS = new Set(
  `de het een en of van in op te ten ter aan met voor door bij om over uit tot naar als dan
  dat die dit deze wat wie waar hoe welk welke waarom wanneer is zijn ben bent was waren wordt worden
  werd heb hebt heeft hebben had kan kun kunt kunnen kon zou zouden wil wilt willen moet moeten mag
  mogen ga gaat gaan doe doet doen ik je jij jou jouw u uw we wij ons onze jullie hij zij ze hun
  mij me mijn er ook nog al wel niet geen maar dus toch even eens graag heel erg zo zeer veel meer
  iets alles elke ieder mee hier daar nu dan zich zelf eigenlijk misschien ongeveer precies soms
  werk werken werkt gewerkt voordat nadat zodat omdat want zien maken maak maakt bouwen bouw bouwt
  helpen help regelen regel zorgen zorg krijg krijgen krijgt bieden biedt allemaal gewoon ongeveer hoeveel
  online mooi mooie vind vindt vraag vragen vraagje hoi hallo hey goedemorgen goedemiddag goedenavond a an the is are you your we our what how`.split(
    /\s+/,
  ),
);

/** Words meaning the same thing to a visitor collapse to one concept token. */
const SYNONYM_GROUPS: Record<string, readonly string[]> = {
  prijs: [
    'prijs',
    'prijzen',
    'kost',
    'kosten',
    'kostte',
    'tarief',
    'tarieven',
    'duur',
    'dure',
    'goedkoop',
    'goedkope',
    'goedkoper',
    'budget',
    'offerte',
    'offertes',
    'betalen',
    'betaal',
    'geld',
    'euro',
    'euros',
    'bedrag',
    'investering',
    'uurtarief',
    'prijsindicatie',
    'prijskaartje',
    'korting',
    'aanbieding',
    'pakket',
    'pakketten',
    'price',
    'prices',
    'pricing',
    'cost',
    'costs',
    'kostprijs',
    'betaalbaar',
  ],
  levertijd: [
    'levertijd',
    'levertijden',
    'doorlooptijd',
    'duurt',
    'duren',
    'lang',
    'lange',
    'weken',
    'week',
    'klaar',
    'oplevering',
    'opleveren',
    'opgeleverd',
    'deadline',
    'planning',
    'termijn',
    'wachten',
    'tijd',
    'bouwtijd',
  ],
  webshop: ['webshop', 'webshops', 'webwinkel', 'winkel', 'shop', 'ecommerce', 'commerce', 'store', 'stores'],
  conversie: ['conversie', 'conversies', 'omzet', 'verkoop', 'verkopen', 'kopen', 'koopt', 'kopers', 'bestellingen'],
  boeking: [
    'boekingssysteem',
    'boekingssystemen',
    'reserveringssysteem',
    'reserveringen',
    'reserveren',
    'reservering',
    'boeken',
    'boekingen',
    'afspraken',
    'agenda',
  ],
  portaal: ['portaal', 'portalen', 'portal', 'portals', 'klantportaal'],
  shopify: ['shopify'],
  wordpress: ['wordpress', 'wp', 'woocommerce'],
  platform: [
    'platform',
    'platformen',
    'maatwerk',
    'webapplicatie',
    'webapp',
    'applicatie',
    'software',
    'maatwerksoftware',
  ],
  ontwerp: ['ontwerp', 'ontwerpen', 'design', 'designs', 'mockup', 'schets', 'voorbeeldontwerp', 'vormgeving'],
  gratis: ['gratis', 'kosteloos', 'vrijblijvend', 'verplichting', 'verplichtingen', 'verplicht', 'free'],
  garantie: ['garantie', 'garanties', 'garanderen', 'belofte', 'beloftes', 'beloven', 'zekerheid'],
  contact: [
    'contact',
    'contacteren',
    'bereiken',
    'bereikbaar',
    'bellen',
    'bel',
    'terugbellen',
    'telefoon',
    'telefoonnummer',
    'nummer',
    'mail',
    'mailen',
    'email',
    'emailadres',
    'mailadres',
    'spreken',
    'gesprek',
    'afspraak',
  ],
  locatie: ['locatie', 'gevestigd', 'vestiging', 'kantoor', 'adres', 'plaats', 'stad', 'land', 'langskomen'],
  werkwijze: ['werkwijze', 'proces', 'stappen', 'stap', 'aanpak', 'traject', 'verloop', 'aanvraag', 'aanvragen'],
  seo: ['seo', 'google', 'vindbaar', 'vindbaarheid', 'zoekmachine', 'zoekmachines', 'gevonden', 'ranking'],
  mobiel: ['mobiel', 'mobile', 'smartphone', 'responsive', 'tablet'],
  review: [
    'review',
    'reviews',
    'beoordeling',
    'beoordelingen',
    'recensie',
    'recensies',
    'sterren',
    'score',
    'rating',
    'ervaringen',
    'tevreden',
  ],
  portfolio: ['portfolio', 'projecten', 'project', 'voorbeelden', 'cases', 'referenties', 'opdrachtgevers'],
  beheer: ['beheer', 'beheren', 'aanpassen', 'wijzigen', 'bijhouden', 'cms', 'zelf'],
  vernieuwen: [
    'vernieuwen',
    'redesign',
    'verhuizen',
    'migratie',
    'migreren',
    'overstappen',
    'bestaande',
    'huidige',
    'oude',
  ],
  techniek: [
    'techniek',
    'technologie',
    'technologieen',
    'stack',
    'techstack',
    'react',
    'nextjs',
    'next',
    'typescript',
    'programmeertaal',
    'framework',
  ],
  waarden: ['waarden', 'kernwaarden', 'kernwaardes', 'waardes', 'waarde'],
  missie: ['missie', 'visie', 'team', 'achtergrond', 'onderscheiden', 'onderscheidend', 'kiezen', 'anders'],
  website: ['website', 'websites', 'site', 'sites', 'webpagina', 'homepage'],
};

const SYNONYMS = new Map<string, string>();
for (const [concept, words] of Object.entries(SYNONYM_GROUPS)) {
  for (const word of words) SYNONYMS.set(word, concept);
}
export const CONCEPTS = new Set(Object.keys(SYNONYM_GROUPS));

/** "telefoonummer", "platfrom": a longer word one typo away from exactly one concept's word. */
function synonymWithTypo(word: string): string | undefined {
  if (word.length < 5) return undefined;
  const concepts = new Set<string>();
  for (const [synonym, concept] of SYNONYMS) {
    if (synonym.length >= 5 && synonym[0] === word[0] && withinOneEdit(synonym, word)) concepts.add(concept);
  }
  return concepts.size === 1 ? [...concepts][0] : undefined;
}

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/e-?commerce/g, 'ecommerce')
    .replace(/e-?mail/g, 'email')
    .replace(/next\.?js/g, 'nextjs')
    .replace(/api['’]?s/g, 'api');
}

export function words(text: string): string[] {
  return foldText(text).match(/[a-z0-9]+/g) ?? [];
}

/** A small Dutch suffix stripper; good enough to match 'webshops'/'webshop', 'functies'/'functie'. */
function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /^\d+$/.test(w)) return w;
  for (const suffix of ['heden', 'ingen', 'tjes', 'etje', 'tje', 'jes', 'ing', 'en', 'es', 'e', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length >= 4 && w.at(-1) === w.at(-2) && !/[aeiou]/.test(w.at(-1) ?? '')) w = w.slice(0, -1);
  return w;
}

/** Tokens for the index: synonyms become their concept, the rest is stemmed. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of words(text)) {
    const concept = SYNONYMS.get(word);
    if (concept) {
      tokens.push(concept);
      continue;
    }
    if (STOP_WORDS.has(word)) continue;
    // Single digits are list numbering ("1. Kennismaking"), not facts worth matching.
    if (/^\d$/.test(word)) continue;
    const stemmed = stem(word);
    tokens.push(SYNONYMS.get(stemmed) ?? synonymWithTypo(word) ?? stemmed);
  }
  return tokens;
}

/** True when `a` and `b` differ by one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
