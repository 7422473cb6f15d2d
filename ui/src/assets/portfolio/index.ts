/*
 * Ten original illustrations of client websites (800 × 600, mock browser
 * windows), with their Dutch project titles. Used by the stories and by the site.
 */
import { rasterImage, type RasterImage } from '../../components/Picture/Picture';

/** The AVIF and WebP renderings of the SVG sources in this folder (`npm run images`). */
const files = import.meta.glob<string>('./*.{avif,webp}', { eager: true, query: '?url', import: 'default' });

/** A portfolio item as in the spec (id, title, category, image) plus the image's text alternative. */
export type PortfolioProject = {
  id: string;
  title: string;
  category: string;
  /** The 800 × 600 illustration in AVIF and WebP, 400 and 800 pixels wide. */
  image: RasterImage;
  alt: string;
};

const project = (id: string, title: string, about: string): PortfolioProject => ({
  id,
  title,
  category: 'WordPress',
  image: rasterImage(files, id, 800, 600),
  alt: `Ontwerp van de website van ${title}: ${about}`,
});

/** The ten WordPress projects of the portfolio carousel. */
export const portfolioProjects: readonly PortfolioProject[] = [
  project('bakkerij-de-gouden-korst', 'Bakkerij De Gouden Korst', 'warme crèmetinten met een vers brood in de kop'),
  project('fietsenmaker-van-dijk', 'Fietsenmaker Van Dijk', 'donkergroene kop met een fiets en een afsprakenblok'),
  project('tandartspraktijk-zuidplein', 'Tandartspraktijk Zuidplein', 'rustig turquoise met een tand als beeldmerk'),
  project('hoveniersbedrijf-groenrijk', 'Hoveniersbedrijf Groenrijk', 'frisgroene bladeren naast de openingstekst'),
  project('advocatenkantoor-meijer-bos', 'Advocatenkantoor Meijer & Bos', 'marineblauw en goud met zuilen'),
  project('yogastudio-adem', 'Yogastudio Adem', 'terracotta zon boven zachte heuvels'),
  project('restaurant-de-waag', 'Restaurant De Waag', 'bordeauxrode kop met een gedekt bord'),
  project(
    'installatiebedrijf-warmtewerk',
    'Installatiebedrijf Warmtewerk',
    'diepblauw met een huis en een oranje vlam',
  ),
  project('kinderopvang-het-speelnest', 'Kinderopvang Het Speelnest', 'vrolijk geel met blokken en ballonnen'),
  project('architectenbureau-lijnvast', 'Architectenbureau Lijnvast', 'strak zwart-wit met een rode lijntekening'),
];
