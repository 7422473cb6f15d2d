// Copy shared by the chat stories. Not exported from the package. The facts it states come
// from @agency/content (stories only).
import {
  chatErrorTexts,
  chatLauncherTexts,
  chatPanelTexts,
  chatQuickReplies,
  deliveryTimes,
  promises,
} from '@agency/content';
import type { ChatMessage } from './chatTypes';

export const conversation: ChatMessage[] = [
  { role: 'user', content: 'Hoi! Wat kost een nieuwe website?' },
  {
    role: 'assistant',
    content: `Elk project krijgt een prijs op maat. Je ontvangt eerst binnen ${promises.freeDesignHours} uur een gratis ontwerp, zonder verplichtingen. Daarna maken we een heldere offerte.`,
  },
  { role: 'user', content: 'En hoe lang duurt het bouwen?' },
  {
    role: 'assistant',
    content: `Een WordPress- of Shopify-site staat meestal binnen ${deliveryTimes.wordpressShopify.min} tot ${deliveryTimes.wordpressShopify.max} weken live. Voor een platform op maat rekenen we ${deliveryTimes.platform.min} tot ${deliveryTimes.platform.max} weken.`,
  },
  { role: 'user', content: 'Kan ik mijn teksten later zelf aanpassen?' },
  {
    role: 'assistant',
    content:
      'Zeker. Je krijgt een overzichtelijk beheer, en we laten je bij de oplevering zien hoe je teksten, foto’s en pagina’s zelf bijwerkt.',
  },
];

/** The site's own texts of the chat, so that a story shows what the site shows. */
export const chatStoryTexts = {
  launcher: chatLauncherTexts,
  panel: chatPanelTexts,
  quickReplies: chatQuickReplies,
  errors: chatErrorTexts,
};
