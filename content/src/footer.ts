import { promises } from './facts';

/** The texts of the footer of every page (ui `Footer`). */
export const footerTexts = {
  heading: 'Interested? Get in touch',
  intro: `Vertel ons over je plannen. We nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
  linksTitle: 'Navigatie',
  servicesTitle: 'Diensten',
  contactTitle: 'Contact',
  rights: 'Alle rechten voorbehouden.',
} as const satisfies Record<string, string>;
