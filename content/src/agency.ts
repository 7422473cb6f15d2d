import { promises, rating } from './facts';

/** Who we are and how to reach us. */
export const agency = {
  name: 'Studio Legende',
  tagline: 'Wij maken van jouw merk een online legende',
  intro:
    'Studio Legende bouwt WordPress-websites, Shopify-webshops en maatwerkplatformen voor ondernemers die online willen opvallen. Je krijgt eerst een gratis ontwerp, zodat je precies ziet wat je krijgt voordat je iets beslist.',
  email: 'hallo@studiolegende.nl',
  phone: {
    display: '085 123 4567',
    href: 'tel:+31851234567',
  },
  location: 'Nederland',
  /** The legal facts a privacy statement and the security contact need. */
  legal: {
    /** Registered name in the Handelsregister. */
    registeredName: 'Studio Legende',
    /** Chamber of Commerce (KvK) number. */
    kvk: '90123456',
    address: { street: 'Oudegracht 120', postalCode: '3511 AX', city: 'Utrecht' },
    /** Where people send requests about their personal data. */
    privacyEmail: 'privacy@studiolegende.nl',
    /** Where security researchers report a problem (security.txt). */
    securityEmail: 'security@studiolegende.nl',
  },
  rating,
} as const;

export const guarantees = [
  {
    id: 'free-design',
    title: `Gratis ontwerp binnen ${promises.freeDesignHours} uur`,
    text: `Binnen ${promises.freeDesignHours} uur na je aanvraag krijg je een gratis ontwerp van je nieuwe website of webshop. Zo zie je direct hoe jouw merk online wordt.`,
  },
  {
    id: 'contact',
    title: `Binnen ${promises.contactWithinHours} uur contact`,
    text: `Na je aanvraag of terugbelverzoek nemen we binnen ${promises.contactWithinHours} uur contact met je op.`,
  },
  {
    id: 'no-obligation',
    title: 'Geheel vrijblijvend',
    text: 'Het ontwerp en het gesprek zijn gratis en vrijblijvend. Je zit nergens aan vast.',
  },
] as const;

/**
 * We never publish prices: every project gets a quote after the free design.
 * The assistant and the pages use this text instead of amounts.
 */
export const pricing = {
  summary: `We werken niet met vaste prijzen of pakketten. Wat je website, webshop of platform kost, hangt af van wat je nodig hebt. Daarom krijg je eerst een gratis ontwerp binnen ${promises.freeDesignHours} uur en daarna een offerte op maat, geheel vrijblijvend.`,
  howToGetQuote: `Vraag een gratis ontwerp aan via de contactpagina of laat je terugbellen met de knop "Bel me terug". Binnen ${promises.contactWithinHours} uur nemen we contact met je op om je wensen te bespreken.`,
} as const;
