import type { StaffChatMoreTexts, StaffChatWords } from '../staffChats';
import type { SavedReplyPickerTexts } from './SavedReplyPicker';

/** Every text of `StaffChatConversation`; the site passes `staffChatTexts` of `@agency/content`. */
export type StaffChatConversationTexts = StaffChatWords &
  Pick<StaffChatMoreTexts, 'failed'> & {
    /** The conversation with the assistant before the hand-over, 'Het gesprek met de assistent'. */
    transcript: string;
    /** Where it comes from, 'Verstuurd door de browser van de bezoeker'. */
    transcriptSource: string;
    /** The speakers: 'Bezoeker', 'Assistent'. */
    visitor: string;
    assistant: string;
    /** 'De bezoeker typt…' */
    typing: string;
    /** The buttons. */
    take: string;
    release: string;
    end: string;
    /** The composer's field and button: 'Bericht', 'Versturen'. */
    message: string;
    send: string;
    /** Another colleague holds it, `{name}`. */
    takenBy: string;
    /** The event lines, `{name}` the colleague. */
    takenEvent: string;
    released: string;
    endedBy: Readonly<Record<'visitor' | 'person' | 'idle', string>>;
    missed: string;
    /** The button that asks the visitor for their contact details, 'Contactgegevens vragen'. */
    askContact: string;
    /** The event lines: the colleague asked (`{name}`), the visitor left them. */
    contactAskedEvent: string;
    contactLeftEvent: string;
    /** The link from that line to the lead, 'Naar de aanvraag'. */
    openLead: string;
    /** The saved replies "Bericht" offers when the message starts with `/`. */
    savedReplies: SavedReplyPickerTexts;
  };
