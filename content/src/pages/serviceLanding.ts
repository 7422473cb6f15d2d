// The texts of one page, in a module of its own: a page's code carries only its own texts.
import { promises } from '../facts';
import { requestDesignLabel } from './common';

/** The landing page of each service (/wordpress, /shopify, /platform). */
export const serviceLandingPage = {
  requestDesign: requestDesignLabel,
  allServices: 'Alle diensten',
  offers: {
    eyebrow: 'Aanbod',
    title: 'Wat we voor je maken',
    intro: 'Geen pakketten met vaste prijzen: na het gratis ontwerp krijg je een offerte op maat.',
    /** The small heading above each offer's list. */
    includesLabel: 'Wat je krijgt',
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
