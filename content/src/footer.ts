import { agency } from './agency';
import { promises } from './facts';
import { privacyPath } from './forms';

/** The texts of the footer of every page (ui `Footer`). */
export const footerTexts = {
  heading: 'Interested? Get in touch',
  intro: `Vertel ons over je plannen. We nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
  linksTitle: 'Navigatie',
  servicesTitle: 'Diensten',
  contactTitle: 'Contact',
  rights: 'Alle rechten voorbehouden.',
  legalTitle: 'Juridisch',
} as const satisfies Record<string, string>;

/** The links of the footer's bottom row, on every page. */
export const footerLegalLinks = [{ href: privacyPath, label: 'Privacyverklaring' }] as const;

/** The agency's registration, shown in the footer's bottom row. */
export const footerRegistration = `KvK ${agency.legal.kvk}`;
