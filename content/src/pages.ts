import { agency } from './agency';
import { promises } from './facts';

/**
 * The texts of the pages around the agency's facts: headings, intros and calls to action,
 * one object per page so a page's code carries only its own. Lists (services, FAQ,
 * values, ...) are in their own modules.
 */

/** A section's heading: a short label above it, the heading and an optional intro. */
export type SectionCopy = { eyebrow: string; title: string; intro?: string };

/** The closing band of a page, leading to /contact. */
export type CallToActionCopy = { title: string; text: string; action: string };

/** The label of the button that leads to the contact page in most calls to action. */
export const requestDesignLabel = 'Gratis Design Aanvragen';

export const homePage = {
  hero: {
    badge: `Gratis ontwerp binnen ${promises.freeDesignHours} uur`,
    /** The h1 is the agency's tagline; this part of it is emphasised. */
    title: agency.tagline,
    titleEmphasis: 'online legende',
    requestDesign: requestDesignLabel,
    about: 'Leer ons kennen',
    previewsLabel: 'Recente projecten',
    /** Three recent projects beside the hero's text, one per service; `id` names the illustration. */
    previews: [
      {
        id: 'atelier-noord',
        title: 'Atelier Noord',
        category: 'Shopify',
        alt: 'Webshop van Atelier Noord met een raster van zes producten',
      },
      {
        id: 'planbord',
        title: 'Planbord',
        category: 'Platform',
        alt: 'Dashboard van het platform Planbord met kerncijfers en grafieken',
      },
      {
        id: 'koers-advies',
        title: 'Koers Advies',
        category: 'WordPress',
        alt: 'Zakelijke website van Koers Advies met een donkergroene kop',
      },
    ],
  },
  whatWeDo: {
    eyebrow: 'Diensten',
    title: 'Wat wij doen',
    intro:
      'Van een website die je zelf bijhoudt tot een webshop die verkoopt of software op maat: we bouwen wat jouw bedrijf verder helpt.',
    action: 'Bespreek je project met ons',
    /** The link under each service card, followed by the service's short name. */
    serviceLink: 'Meer over',
  },
  portfolio: {
    eyebrow: 'Ons werk',
    title: 'Onze Portfolio',
    intro:
      'Een greep uit de websites die we bouwden voor ondernemers door heel Nederland: van bakkerij tot advocatenkantoor.',
    carouselLabel: 'Portfolioprojecten',
    action: 'Start Jouw Project',
  },
  reviews: {
    eyebrow: 'Reviews',
    title: 'Wat klanten over ons zeggen',
    intro: 'Ondernemers vertellen hoe het was om met ons samen te werken.',
  },
} as const;

export const aboutPage = {
  eyebrow: 'Over ons',
  why: {
    eyebrow: `Waarom ${agency.name}`,
    title: 'Waarom ondernemers voor ons kiezen',
    intro:
      'Een nieuwe website is een investering. Daarom maken we het je makkelijk om te zien wat je krijgt, voordat je beslist.',
  },
  team: {
    eyebrow: 'Ons team',
    title: 'Een klein team dat je bedrijf leert kennen',
    paragraphs: [
      'Bij ons praat je niet met een accountmanager die het doorgeeft, maar met de mensen die je website ontwerpen en bouwen. Ontwerpers en ontwikkelaars zitten samen aan tafel, zodat ideeën snel van schets naar werkende pagina gaan.',
      'Je hebt één vast aanspreekpunt, ook na de lancering. Zo weet je altijd bij wie je terecht kunt.',
    ],
    caption: 'Ontwerp en ontwikkeling aan één tafel.',
  },
  values: {
    eyebrow: 'Onze waarden',
    title: 'Waar we voor staan',
    intro: 'Vier waarden bepalen hoe we werken, aan elk project.',
  },
  callToAction: {
    title: 'Benieuwd wat we voor jou kunnen maken?',
    text: `Vraag een gratis ontwerp aan. Binnen ${promises.freeDesignHours} uur zie je hoe jouw merk online een legende wordt, geheel vrijblijvend.`,
    action: requestDesignLabel,
  },
} as const;

export const servicesPage = {
  eyebrow: 'Diensten',
  title: 'Onze diensten',
  intro:
    'Een website die je zelf bijhoudt, een webshop die verkoopt of een platform dat precies past bij hoe jij werkt. Kies wat bij je bedrijf past; we denken graag met je mee.',
  offer: {
    eyebrow: 'Wat we bouwen',
    title: 'Drie manieren om online te groeien',
    intro: 'Elke dienst begint met een gratis ontwerp, zodat je eerst ziet wat je krijgt.',
  },
  /** The link under each service card, followed by the service's short name. */
  serviceLink: 'Alles over',
  callToAction: {
    title: `Gratis ontwerp binnen ${promises.freeDesignHours} uur`,
    text: `Vertel ons wat je nodig hebt. Binnen ${promises.freeDesignHours} uur krijg je een gratis ontwerp, geheel vrijblijvend. Pas daarna beslis je.`,
    action: 'Vraag je gratis ontwerp aan',
  },
} as const;

/** The landing page of each service (/wordpress, /shopify, /platform). */
export const serviceLandingPage = {
  requestDesign: requestDesignLabel,
  allServices: 'Alle diensten',
  offers: {
    eyebrow: 'Aanbod',
    title: 'Wat we voor je maken',
    intro: 'Geen pakketten met vaste prijzen: na het gratis ontwerp krijg je een offerte op maat.',
    action: 'Vraag een gratis ontwerp aan',
  },
  benefits: { eyebrow: 'Voordelen', title: 'Wat je ervan merkt' },
  /** The delivery time under the benefits, from the service's own weeks. */
  delivery: (weeks: { min: number; max: number }) =>
    `Doorlooptijd: meestal ${weeks.min} tot ${weeks.max} weken, afhankelijk van wat je nodig hebt. Het ontwerp heb je al binnen ${promises.freeDesignHours} uur.`,
  useCases: {
    eyebrow: 'Toepassingen',
    title: 'Waarvoor je ons inschakelt',
    intro: 'Een paar voorbeelden van platformen die we bouwen.',
  },
  techStack: {
    eyebrow: 'Techniek',
    title: 'Onze tech stack',
    intro: 'Bewezen technologie die snel is, veilig en lang meegaat.',
  },
  process: {
    eyebrow: 'Werkwijze',
    title: 'Zo werken we, in vijf stappen',
    intro: 'Van het eerste gesprek tot de lancering weet je steeds waar je aan toe bent.',
  },
  callToAction: {
    title: 'Klaar voor de volgende stap?',
    text: `Vraag een gratis ontwerp aan. We nemen binnen ${promises.contactWithinHours} uur contact met je op en binnen ${promises.freeDesignHours} uur zie je je ontwerp.`,
    action: requestDesignLabel,
  },
} as const;

export const faqPage = {
  eyebrow: 'FAQ',
  title: 'Veelgestelde vragen',
  intro:
    'Alles wat ondernemers ons het vaakst vragen over het gratis ontwerp, de kosten, de levertijd en wat er na de lancering gebeurt.',
  listLabel: 'Vragen en antwoorden',
  callToAction: {
    title: 'Staat je vraag er niet tussen?',
    text: `Stel hem gerust. We nemen binnen ${promises.contactWithinHours} uur contact met je op, of je vraagt meteen een gratis ontwerp aan.`,
    action: 'Neem contact op',
  },
} as const;

export const notFoundPage = {
  title: 'Oops! Page not found',
  text: 'Deze pagina bestaat niet (meer). Misschien is de link verouderd of zit er een typefout in het adres.',
  home: 'Terug naar de homepage',
} as const;

/** What a visitor sees when a page fails to render. */
export const renderErrorPage = {
  title: 'Unexpected Application Error!',
  text: 'Er ging iets mis bij het tonen van deze pagina. Laad de pagina opnieuw of ga terug naar de homepage.',
  home: 'Terug naar de homepage',
} as const;
