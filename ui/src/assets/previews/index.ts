/*
 * Three original illustrations (800 × 600) for the project previews in the home
 * hero: a webshop, a web platform and a business site. They are in the first screen of
 * the home page, so they come inline as data URLs (about 3 KB each): the hero paints
 * without waiting for three more requests.
 */
import dashboard from './dashboard-planbord.svg?inline';
import webshop from './webshop-atelier-noord.svg?inline';
import corporate from './zakelijke-site-koers-advies.svg?inline';

/** A project preview of the home hero. */
export type ProjectPreview = {
  id: string;
  title: string;
  category: string;
  /** URL (here a data URL) of the 800 × 600 illustration. */
  image: string;
  alt: string;
};

/** One project per service: Shopify, Platform, WordPress. */
export const projectPreviews: readonly ProjectPreview[] = [
  {
    id: 'atelier-noord',
    title: 'Atelier Noord',
    category: 'Shopify',
    image: webshop,
    alt: 'Webshop van Atelier Noord met een raster van zes producten',
  },
  {
    id: 'planbord',
    title: 'Planbord',
    category: 'Platform',
    image: dashboard,
    alt: 'Dashboard van het platform Planbord met kerncijfers en grafieken',
  },
  {
    id: 'koers-advies',
    title: 'Koers Advies',
    category: 'WordPress',
    image: corporate,
    alt: 'Zakelijke website van Koers Advies met een donkergroene kop',
  },
];
