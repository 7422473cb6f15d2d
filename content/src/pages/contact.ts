// The texts of one page, in a module of its own: a page's code carries only its own texts.
import { promises } from '../facts';

export const contactPage = {
  eyebrow: 'Contact',
  title: 'Vraag je gratis ontwerp aan',
  intro: `Vertel ons over je bedrijf en je plannen. Binnen ${promises.contactWithinHours} uur nemen we contact met je op en binnen ${promises.freeDesignHours} uur heb je een gratis ontwerp.`,
  formTitle: 'Vertel over je project',
  details: {
    label: 'Contactgegevens',
    email: 'E-mail',
    phone: 'Telefoon',
    location: 'Locatie',
  },
  guarantee: {
    title: 'Onze garantie',
    items: [
      `Binnen ${promises.contactWithinHours} uur contact`,
      `Gratis ontwerp binnen ${promises.freeDesignHours} uur`,
      'Geen verplichtingen',
    ],
  },
} as const;
