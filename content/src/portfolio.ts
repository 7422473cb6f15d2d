import type { PortfolioItem } from './types';

const project = (id: number, image: string, title: string, looks: string): PortfolioItem => ({
  id,
  title,
  category: 'WordPress',
  image,
  alt: `Ontwerp van de website van ${title}: ${looks}`,
});

/**
 * Ten client projects for the home page carousel: the one table of the portfolio.
 * `image` is the id of the project's illustration in @agency/ui's portfolio images
 * (`portfolioImage(image)`); `alt` describes that illustration.
 */
export const portfolio: readonly PortfolioItem[] = [
  project(1, 'bakkerij-de-gouden-korst', 'Bakkerij De Gouden Korst', 'warme crèmetinten met een vers brood in de kop'),
  project(2, 'fietsenmaker-van-dijk', 'Fietsenmaker Van Dijk', 'donkergroene kop met een fiets en een afsprakenblok'),
  project(3, 'tandartspraktijk-zuidplein', 'Tandartspraktijk Zuidplein', 'rustig turquoise met een tand als beeldmerk'),
  project(4, 'hoveniersbedrijf-groenrijk', 'Hoveniersbedrijf Groenrijk', 'frisgroene bladeren naast de openingstekst'),
  project(5, 'advocatenkantoor-meijer-bos', 'Advocatenkantoor Meijer & Bos', 'marineblauw en goud met zuilen'),
  project(6, 'yogastudio-adem', 'Yogastudio Adem', 'terracotta zon boven zachte heuvels'),
  project(7, 'restaurant-de-waag', 'Restaurant De Waag', 'bordeauxrode kop met een gedekt bord'),
  project(
    8,
    'installatiebedrijf-warmtewerk',
    'Installatiebedrijf Warmtewerk',
    'diepblauw met een huis en een oranje vlam',
  ),
  project(9, 'kinderopvang-het-speelnest', 'Kinderopvang Het Speelnest', 'vrolijk geel met blokken en ballonnen'),
  project(10, 'architectenbureau-lijnvast', 'Architectenbureau Lijnvast', 'strak zwart-wit met een rode lijntekening'),
];
