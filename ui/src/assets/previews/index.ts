/*
 * Three original illustrations (800 × 600) for the project previews in the home
 * hero: a webshop, a web platform and a business site.
 */
import dashboard from './dashboard-planbord.svg';
import webshop from './webshop-atelier-noord.svg';
import corporate from './zakelijke-site-koers-advies.svg';

/** A project preview of the home hero. */
export type ProjectPreview = {
  id: string;
  title: string;
  category: string;
  /** URL of the 800 × 600 illustration. */
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
