import { agency } from './agency';
import { promises } from './facts';
import type { RoutePath } from './routes';
import type { ServiceSlug } from './types';

/** Structured data a route adds to the organisation that every page describes. */
export type StructuredData = { kind: 'faq' } | { kind: 'service'; slug: ServiceSlug };

export type RouteMeta = {
  /** The unique Dutch <title>. */
  title: string;
  /** The meta description (at most about 155 characters). */
  description: string;
  structuredData?: StructuredData;
};

/**
 * What every route says about itself in its <head>; `*` is the 404 page. Typed by the
 * route list, so no route lacks it. Kept apart from routes.ts: only the prerender and
 * client-side navigations need these texts, not a page's first load.
 */
export const routeMeta: Record<RoutePath | '*', RouteMeta> = {
  '/': {
    title: `${agency.name} | WordPress, Shopify en platformen op maat`,
    description: `${agency.name} maakt van jouw merk een online legende: WordPress-websites, Shopify-webshops en platformen op maat. Gratis ontwerp binnen ${promises.freeDesignHours} uur.`,
  },
  '/about': {
    title: `Over ons | ${agency.name}`,
    description: `Maak kennis met ${agency.name}: onze missie, waarom ondernemers voor ons kiezen en onze waarden Perfectie, Innovatie, Passie en Samenwerking.`,
  },
  '/services': {
    title: `Diensten: WordPress, Shopify en platformen | ${agency.name}`,
    description: `WordPress Development, Shopify E-commerce en Platform Development: bekijk wat we voor je bouwen en vraag binnen ${promises.freeDesignHours} uur een gratis ontwerp aan.`,
  },
  '/wordpress': {
    title: `WordPress-website laten maken | ${agency.name}`,
    description: `Een snelle, vindbare WordPress-website met een eigen thema, die je zelf bijhoudt. Ook met WooCommerce. Gratis ontwerp binnen ${promises.freeDesignHours} uur.`,
    structuredData: { kind: 'service', slug: 'wordpress' },
  },
  '/shopify': {
    title: `Shopify-webshop laten maken | ${agency.name}`,
    description:
      'Een Shopify-webshop in de stijl van je merk, met de juiste apps, veilig afrekenen en meer verkopen. Vraag een gratis ontwerp aan.',
    structuredData: { kind: 'service', slug: 'shopify' },
  },
  '/platform': {
    title: `Platform op maat laten bouwen | ${agency.name}`,
    description:
      'SaaS, B2B-portalen, boekingssystemen en beheertools op maat, gebouwd met React en Next.js. Bekijk hoe we werken en vraag een gratis ontwerp aan.',
    structuredData: { kind: 'service', slug: 'platform' },
  },
  '/faq': {
    title: `Veelgestelde vragen | ${agency.name}`,
    description:
      'Antwoorden op veelgestelde vragen over het gratis ontwerp, kosten, levertijden, vindbaarheid en het zelf beheren van je website.',
    structuredData: { kind: 'faq' },
  },
  '/contact': {
    title: `Contact en gratis ontwerp aanvragen | ${agency.name}`,
    description: `Vertel ons over je project en ontvang binnen ${promises.freeDesignHours} uur een gratis ontwerp. We nemen binnen ${promises.contactWithinHours} uur contact met je op, geheel vrijblijvend.`,
  },
  '/privacy': {
    title: `Privacyverklaring | ${agency.name}`,
    description: `Welke gegevens ${agency.name} van je krijgt via de formulieren en de chat, waarom, hoe lang we ze bewaren en hoe je ze inziet of laat verwijderen.`,
  },
  '*': {
    title: `Pagina niet gevonden | ${agency.name}`,
    description: `Deze pagina bestaat niet (meer). Ga terug naar de homepage van ${agency.name}.`,
  },
};
