/*
 * Three original illustrations (800 × 600) for the project previews in the home
 * hero: a webshop, a web platform and a business site. They are in the first screen of
 * the home page, so they come inline as data URLs (about 3 KB each): the hero paints
 * without waiting for three more requests.
 */
import dashboard from './dashboard-planbord.svg?inline';
import webshop from './webshop-atelier-noord.svg?inline';
import corporate from './zakelijke-site-koers-advies.svg?inline';

/** An 800 × 600 illustration as a data URL. */
const inline = (src: string) => ({ src, width: 800, height: 600 });

/** A project preview of the home hero. */
export type ProjectPreview = {
  id: string;
  title: string;
  category: string;
  /** The 800 × 600 illustration: `src` (a data URL), `width`, `height`. */
  image: { src: string; width: number; height: number };
  alt: string;
};

/** One project per service: Shopify, Platform, WordPress. */
export const projectPreviews: readonly ProjectPreview[] = [
  {
    id: 'atelier-noord',
    title: 'Atelier Noord',
    category: 'Shopify',
    image: inline(webshop),
    alt: 'Webshop van Atelier Noord met een raster van zes producten',
  },
  {
    id: 'planbord',
    title: 'Planbord',
    category: 'Platform',
    image: inline(dashboard),
    alt: 'Dashboard van het platform Planbord met kerncijfers en grafieken',
  },
  {
    id: 'koers-advies',
    title: 'Koers Advies',
    category: 'WordPress',
    image: inline(corporate),
    alt: 'Zakelijke website van Koers Advies met een donkergroene kop',
  },
];
