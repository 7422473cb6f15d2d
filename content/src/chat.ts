import { promises } from './facts';
import { callbackDialogTexts, privacyPath, type LinkedNoteText, type NoticeText } from './forms';
import { chatTopicLabels } from './topics';

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

/**
 * The chat panel's "Bel me terug" form (ui `ChatCallbackTexts`): a visitor hands the conversation
 * over to a person. Its rules and notices are the callback dialog's; the confirmation joins the
 * conversation.
 */
export const chatCallbackTexts = {
  open: 'Bel me terug',
  title: 'Liever een mens aan de lijn?',
  description: `Laat je nummer achter, dan bellen we je binnen ${promises.contactWithinHours} uur terug.`,
  phoneLabel: callbackDialogTexts.phoneLabel,
  phonePlaceholder: callbackDialogTexts.phonePlaceholder,
  nameLabel: callbackDialogTexts.nameLabel,
  submit: callbackDialogTexts.submit,
  submitting: callbackDialogTexts.submitting,
  cancel: 'Annuleren',
  privacy: {
    before: 'We sturen dit gesprek mee en gebruiken je nummer alleen om je terug te bellen. Lees meer in onze ',
    linkLabel: 'privacyverklaring',
    href: privacyPath,
    after: '.',
  },
  phoneRequired: callbackDialogTexts.phoneRequired,
  failure: callbackDialogTexts.failure,
  confirmation: `Je verzoek is ontvangen. We bellen je binnen ${promises.contactWithinHours} uur terug.`,
} as const satisfies Record<string, string | NoticeText | LinkedNoteText>;

/** The votes under each finished answer of the chat assistant (ui `ChatFeedbackTexts`). */
export const chatFeedbackTexts = {
  useful: 'Nuttig',
  notUseful: 'Niet nuttig',
  thanks: 'Bedankt voor je feedback!',
  label: 'Was dit antwoord nuttig?',
} as const;

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
  stop: 'Stop',
  stopped: 'gestopt',
  retry: 'Opnieuw',
  /** `{seconds}`: the seconds left before the question may be asked again. */
  retryCountdown: 'Opnieuw ({seconds} s)',
  newConversation: 'Nieuw gesprek',
  callback: chatCallbackTexts,
  feedback: chatFeedbackTexts,
} as const;

/** The chips of the empty chat panel, topics of topics.ts: a click sends the label as a question. */
export const chatQuickReplies = [
  chatTopicLabels.prijzen,
  chatTopicLabels.wordpress,
  chatTopicLabels.shopify,
  chatTopicLabels.contact,
] as const;
