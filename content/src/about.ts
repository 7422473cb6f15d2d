import { promises } from './facts';
import type { TitledText, Value } from './types';

export const about = {
  title: 'Over Studio Legende',
  mission:
    'Onze missie is simpel: van jouw merk een online legende maken. We bouwen websites, webshops en platformen die er niet alleen goed uitzien, maar ook klanten opleveren. Je werkt met een klein, betrokken team dat je bedrijf echt leert kennen.',
  teamPhotoAlt: 'Het team van Studio Legende aan het werk',
} as const;

/** Why clients choose us. */
export const differentiators: readonly TitledText[] = [
  {
    title: 'Eerst zien, dan beslissen',
    text: `Je krijgt binnen ${promises.freeDesignHours} uur een gratis ontwerp, voordat je ergens aan vastzit.`,
  },
  {
    title: 'Snel contact',
    text: `Binnen ${promises.contactWithinHours} uur hoor je van ons, met een vast aanspreekpunt.`,
  },
  { title: 'Maatwerk in plaats van templates', text: 'Elk ontwerp maken we voor jouw merk en jouw klanten.' },
  { title: 'Resultaat voorop', text: 'We bouwen op snelheid, vindbaarheid en meer aanvragen of verkopen.' },
];

export const values: readonly Value[] = [
  {
    name: 'Perfectie',
    title: 'Perfectie',
    text: 'We letten op elk detail, van de eerste pixel tot de laatste regel code.',
  },
  {
    name: 'Innovatie',
    title: 'Innovatie',
    text: 'We werken met moderne technologie, zodat je website of platform lang meegaat.',
  },
  { name: 'Passie', title: 'Passie', text: 'We houden van ons vak en dat zie je terug in alles wat we opleveren.' },
  { name: 'Samenwerking', title: 'Samenwerking', text: 'We denken met je mee en bouwen samen aan jouw succes.' },
];
