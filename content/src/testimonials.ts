import type { Testimonial } from './types';

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Sanne de Vries',
    company: 'Bakkerij De Gouden Korst',
    rating: 5,
    text: 'Binnen twee dagen hadden we een ontwerp dat meteen goed voelde. Onze nieuwe website is snel, mooi en we krijgen er echt meer bestellingen door.',
    avatar: 'SV',
  },
  {
    id: 2,
    name: 'Mark Jansen',
    company: 'Fysiotherapie In Beweging',
    rating: 5,
    text: 'Fijne samenwerking en duidelijke communicatie. Patiënten vinden ons nu veel beter in Google en de website is makkelijk zelf bij te houden.',
    avatar: 'MJ',
  },
  {
    id: 3,
    name: 'Fatima el Amrani',
    company: 'Yogastudio Adem',
    rating: 5,
    text: 'Ze dachten echt met ons mee. Het rooster en de inschrijvingen staan nu overzichtelijk online en onze leden zijn er blij mee.',
    avatar: 'FA',
  },
];
