// The texts of one page, in a module of its own: a page's code carries only its own texts.
import { promises } from '../facts';

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
