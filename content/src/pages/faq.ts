// The texts of one page, in a module of its own: a page's code carries only its own texts.
import { promises } from '../facts';

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
