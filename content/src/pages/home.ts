// The texts of one page, in a module of its own: a page's code carries only its own texts.
import { agency } from '../agency';
import { promises } from '../facts';
import { requestDesignLabel } from './common';

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
