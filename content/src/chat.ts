import { privacyPath, type NoticeText } from './forms';

// The texts of the floating chat assistant. The site hands them to the ui chat
// components: `texts` and `quickReplies` of the panel, and the error notices through
// `chatErrorNotice(error, chatErrorTexts)`.

/**
 * The notices for a failed reply, by kind of error: HTTP 429 (`rate-limited`), HTTP 402
 * (`unavailable`) and anything else (`failed`).
 */
export const chatErrorTexts = {
  'rate-limited': { title: 'Te veel verzoeken', description: 'Probeer het later opnieuw.' },
  unavailable: { title: 'Service tijdelijk niet beschikbaar', description: 'Neem direct contact met ons op.' },
  failed: { title: 'Fout', description: 'Er ging iets mis. Probeer het opnieuw.' },
} as const satisfies Record<'rate-limited' | 'unavailable' | 'failed', Required<NoticeText>>;

/** The chat panel (ui `ChatPanel` / `ChatAssistantPanel`); failed replies are announced with `errors`. */
export const chatPanelTexts = {
  title: 'AI Assistent',
  status: 'Online',
  emptyTitle: 'Hoe kunnen we helpen?',
  emptyText: 'Stel je vraag en ontvang direct antwoord!',
  disclosure: {
    before:
      'Je praat met een AI-assistent, geen mens. Zijn antwoorden kunnen fout zijn. Deel geen gevoelige persoonsgegevens. Lees meer in onze ',
    linkLabel: 'privacyverklaring',
    href: privacyPath,
    after: '.',
  },
  typing: 'Aan het typen...',
  placeholder: 'Typ je vraag...',
  footnote: 'Powered by AI • Beantwoordt direct',
  errors: chatErrorTexts,
} as const;

/** The chips of the empty chat panel: a click sends the text as a question. */
export const chatQuickReplies = ['Prijzen', 'WordPress', 'Shopify', 'Contact'] as const;
