/*
 * Ten original illustrations of client websites (800 × 600, mock browser
 * windows), with their Dutch project titles. Used by the stories and by the site.
 */
import advocatenkantoor from './advocatenkantoor-meijer-bos.svg';
import architectenbureau from './architectenbureau-lijnvast.svg';
import bakkerij from './bakkerij-de-gouden-korst.svg';
import fietsenmaker from './fietsenmaker-van-dijk.svg';
import hoveniersbedrijf from './hoveniersbedrijf-groenrijk.svg';
import installatiebedrijf from './installatiebedrijf-warmtewerk.svg';
import kinderopvang from './kinderopvang-het-speelnest.svg';
import restaurant from './restaurant-de-waag.svg';
import tandarts from './tandartspraktijk-zuidplein.svg';
import yogastudio from './yogastudio-adem.svg';

/** A portfolio item as in the spec (id, title, category, image) plus the image's text alternative. */
export type PortfolioProject = {
  id: string;
  title: string;
  category: string;
  /** URL of the 800 × 600 illustration. */
  image: string;
  alt: string;
};

const project = (id: string, title: string, image: string, about: string): PortfolioProject => ({
  id,
  title,
  category: 'WordPress',
  image,
  alt: `Ontwerp van de website van ${title}: ${about}`,
});

/** The ten WordPress projects of the portfolio carousel. */
export const portfolioProjects: readonly PortfolioProject[] = [
  project(
    'bakkerij-de-gouden-korst',
    'Bakkerij De Gouden Korst',
    bakkerij,
    'warme crèmetinten met een vers brood in de kop',
  ),
  project(
    'fietsenmaker-van-dijk',
    'Fietsenmaker Van Dijk',
    fietsenmaker,
    'donkergroene kop met een fiets en een afsprakenblok',
  ),
  project(
    'tandartspraktijk-zuidplein',
    'Tandartspraktijk Zuidplein',
    tandarts,
    'rustig turquoise met een tand als beeldmerk',
  ),
  project(
    'hoveniersbedrijf-groenrijk',
    'Hoveniersbedrijf Groenrijk',
    hoveniersbedrijf,
    'frisgroene bladeren naast de openingstekst',
  ),
  project(
    'advocatenkantoor-meijer-bos',
    'Advocatenkantoor Meijer & Bos',
    advocatenkantoor,
    'marineblauw en goud met zuilen',
  ),
  project('yogastudio-adem', 'Yogastudio Adem', yogastudio, 'terracotta zon boven zachte heuvels'),
  project('restaurant-de-waag', 'Restaurant De Waag', restaurant, 'bordeauxrode kop met een gedekt bord'),
  project(
    'installatiebedrijf-warmtewerk',
    'Installatiebedrijf Warmtewerk',
    installatiebedrijf,
    'diepblauw met een huis en een oranje vlam',
  ),
  project(
    'kinderopvang-het-speelnest',
    'Kinderopvang Het Speelnest',
    kinderopvang,
    'vrolijk geel met blokken en ballonnen',
  ),
  project(
    'architectenbureau-lijnvast',
    'Architectenbureau Lijnvast',
    architectenbureau,
    'strak zwart-wit met een rode lijntekening',
  ),
];
