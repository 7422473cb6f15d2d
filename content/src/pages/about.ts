// The texts of one page, in a module of its own: a page's code carries only its own texts.
import { agency } from '../agency';
import { promises } from '../facts';
import { requestDesignLabel } from './common';

export const aboutPage = {
  eyebrow: 'Over ons',
  why: {
    eyebrow: `Waarom ${agency.name}`,
    title: 'Waarom ondernemers voor ons kiezen',
    intro:
      'Een nieuwe website is een investering. Daarom maken we het je makkelijk om te zien wat je krijgt, voordat je beslist.',
  },
  team: {
    eyebrow: 'Ons team',
    title: 'Een klein team dat je bedrijf leert kennen',
    paragraphs: [
      'Bij ons praat je niet met een accountmanager die het doorgeeft, maar met de mensen die je website ontwerpen en bouwen. Ontwerpers en ontwikkelaars zitten samen aan tafel, zodat ideeën snel van schets naar werkende pagina gaan.',
      'Je hebt één vast aanspreekpunt, ook na de lancering. Zo weet je altijd bij wie je terecht kunt.',
    ],
    caption: 'Ontwerp en ontwikkeling aan één tafel.',
  },
  values: {
    eyebrow: 'Onze waarden',
    title: 'Waar we voor staan',
    intro: 'Vier waarden bepalen hoe we werken, aan elk project.',
  },
  callToAction: {
    title: 'Benieuwd wat we voor jou kunnen maken?',
    text: `Vraag een gratis ontwerp aan. Binnen ${promises.freeDesignHours} uur zie je hoe jouw merk online een legende wordt, geheel vrijblijvend.`,
    action: requestDesignLabel,
  },
} as const;
