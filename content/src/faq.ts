import { promises, deliveryTimes } from './facts';
import type { FaqItem } from './types';

/**
 * The eight questions on /faq, in the order the page shows them; the assistant answers from
 * these too, finding each by its `id` or `topic` (so the order is the page's alone).
 */
export const faq: readonly FaqItem[] = [
  {
    id: 'gratis-ontwerp',
    topic: 'gratis-ontwerp',
    question: 'Is het ontwerp echt gratis?',
    answer: `Ja. Binnen ${promises.freeDesignHours} uur na je aanvraag krijg je een gratis ontwerp van je nieuwe website of webshop. Het is geheel vrijblijvend: je zit nergens aan vast.`,
  },
  {
    id: 'prijzen',
    topic: 'prijzen',
    question: 'Wat kost een website of webshop?',
    answer:
      'Dat hangt af van wat je nodig hebt, daarom noemen we geen vaste prijzen. Na het gratis ontwerp krijg je een offerte op maat, zodat je precies weet waar je aan toe bent voordat je iets beslist.',
  },
  {
    id: 'levertijd',
    topic: 'levertijd',
    question: 'Hoe lang duurt het om mijn website te bouwen?',
    answer: `Een WordPress-website of Shopify-webshop is meestal binnen ${deliveryTimes.wordpressShopify.min} tot ${deliveryTimes.wordpressShopify.max} weken klaar. Een platform op maat duurt gemiddeld ${deliveryTimes.platform.min} tot ${deliveryTimes.platform.max} weken, afhankelijk van de functies.`,
  },
  {
    id: 'zelf-aanpassen',
    topic: 'overig',
    question: 'Kan ik mijn website zelf aanpassen?',
    answer:
      "Ja. We richten je website zo in dat je teksten, foto's en pagina's zelf kunt aanpassen, en we leggen je uit hoe dat werkt.",
  },
  {
    id: 'vindbaarheid',
    topic: 'overig',
    question: 'Wordt mijn website goed gevonden in Google?',
    answer:
      "Elke website die we bouwen is SEO-klaar: snelle pagina's, een nette opbouw en de juiste basisinstellingen, zodat je goed vindbaar bent.",
  },
  {
    id: 'mobiel',
    topic: 'overig',
    question: 'Werkt mijn website ook goed op mobiel?',
    answer: 'Zeker. We ontwerpen eerst voor de telefoon, zodat je website of webshop op elk scherm goed werkt.',
  },
  {
    id: 'vernieuwen',
    topic: 'overig',
    question: 'Kunnen jullie mijn bestaande website vernieuwen?',
    answer:
      'Ja. We kunnen je huidige website een nieuw ontwerp geven of je webshop naar Shopify verhuizen, zonder dat je je vindbaarheid verliest.',
  },
  {
    id: 'na-je-aanvraag',
    topic: 'werkwijze',
    question: 'Hoe gaat het verder na mijn aanvraag?',
    answer: `Binnen ${promises.contactWithinHours} uur nemen we contact met je op om je wensen te bespreken. Daarna maken we binnen ${promises.freeDesignHours} uur een gratis ontwerp. Ben je enthousiast, dan krijg je een offerte op maat.`,
  },
];
