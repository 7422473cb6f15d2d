import { promises } from './facts';
import type { ProcessStep } from './types';

/** How every project runs, from first contact to launch. */
export const processSteps: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Aanvraag',
    text: `Je vraagt een gratis ontwerp aan of laat je terugbellen. Binnen ${promises.contactWithinHours} uur nemen we contact met je op.`,
  },
  {
    step: 2,
    title: 'Gratis ontwerp',
    text: `Binnen ${promises.freeDesignHours} uur krijg je een gratis ontwerp, geheel vrijblijvend.`,
  },
  {
    step: 3,
    title: 'Offerte op maat',
    text: 'Ben je enthousiast? Dan krijg je een offerte op maat, afgestemd op wat je nodig hebt.',
  },
  {
    step: 4,
    title: 'Bouwen en testen',
    text: 'We bouwen je website, webshop of platform en houden je tussendoor op de hoogte.',
  },
  {
    step: 5,
    title: 'Lancering',
    text: 'Je project gaat live en we blijven bereikbaar voor vragen en doorontwikkeling.',
  },
];
