import type { PortfolioItem } from './types';

/**
 * Ten client projects for the home page carousel. `image` is the id of the project's
 * illustration in ui/src/assets/portfolio; the site maps it to the asset's URL.
 */
export const portfolio: readonly PortfolioItem[] = [
  { id: 1, title: 'Bakkerij De Gouden Korst', category: 'WordPress', image: 'bakkerij-de-gouden-korst' },
  { id: 2, title: 'Fietsenmaker Van Dijk', category: 'WordPress', image: 'fietsenmaker-van-dijk' },
  { id: 3, title: 'Tandartspraktijk Zuidplein', category: 'WordPress', image: 'tandartspraktijk-zuidplein' },
  { id: 4, title: 'Hoveniersbedrijf Groenrijk', category: 'WordPress', image: 'hoveniersbedrijf-groenrijk' },
  { id: 5, title: 'Advocatenkantoor Meijer & Bos', category: 'WordPress', image: 'advocatenkantoor-meijer-bos' },
  { id: 6, title: 'Yogastudio Adem', category: 'WordPress', image: 'yogastudio-adem' },
  { id: 7, title: 'Restaurant De Waag', category: 'WordPress', image: 'restaurant-de-waag' },
  { id: 8, title: 'Installatiebedrijf Warmtewerk', category: 'WordPress', image: 'installatiebedrijf-warmtewerk' },
  { id: 9, title: 'Kinderopvang Het Speelnest', category: 'WordPress', image: 'kinderopvang-het-speelnest' },
  { id: 10, title: 'Architectenbureau Lijnvast', category: 'WordPress', image: 'architectenbureau-lijnvast' },
];
