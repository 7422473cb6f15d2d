import { clsx } from 'clsx';
import { useId, type MouseEvent as ReactMouseEvent } from 'react';
import type { CallbackRequest, ContactRequest } from '../../CallbackDialog';
import { assistantMode } from '../chatMode';
import type { ChatError, ChatFeedback, ChatMode, ChatThreadMessage } from '../chatTypes';
import { ChatConversation } from './ChatConversation';
import styles from './ChatPanel.module.css';
import { ChatPanelFooter } from './ChatPanelFooter';
import { ChatPanelHeader } from './ChatPanelHeader';
import type { ChatPanelTexts } from './chatPanelTexts';
import { useAnnouncement } from './useAnnouncement';
import { useChatComposer } from './useChatComposer';
import { useChatPanelActions } from './useChatPanelActions';
import { useChatPanelFocus } from './useChatPanelFocus';
import { useCallbackOffer } from './useCallbackOffer';
import { useLiveOffer } from './useLiveOffer';

export { QUICK_REPLY_DELAY } from './useChatComposer';
export type { ChatFeedbackTexts, ChatPanelTexts } from './chatPanelTexts';
export type { ChatLiveTexts } from '../live/liveTexts';

/**
 * A person of the agency in the chat, as the panel sees it: who holds the conversation and what
 * the visitor can do about it. With it (and `texts.live`) the panel offers 'Chat met een collega'
 * beside 'Bel me terug' once there is a conversation. `ChatAssistantPanel` connects it to a
 * `ChatSession`.
 */
export type ChatLiveControls = {
  /**
   * Who holds the conversation (`ChatSnapshot.mode`): beside the assistant, the offer box above
   * the input (`checking`, `person`, `unavailable`, `closed`) or the callback form (`callback`:
   * nobody took the live conversation in time); while a colleague is asked for (`waiting`) or
   * holds it (`colleague`), the waiting line, 'Je chat met …' under the title, their typing,
   * 'Gelezen', the reference and 'Gesprek beëindigen'. The input stays enabled: messages go to
   * the person.
   */
  mode: ChatMode;
  /** Asks for a person: 'Chat met een collega' (`ChatSession.askPerson`). */
  ask: () => void;
  /** Chooses a colleague in the offer (`ChatSession.startLive`). */
  start?: () => void;
  /** Closes the offer box (`ChatSession.cancelOffer`). */
  cancel?: () => void;
  /** Ends the conversation with the person: 'Gesprek beëindigen' (`ChatSession.endLive`). */
  end?: () => void;
  /** Called as the visitor types while a person holds the conversation (`ChatSession.liveTyping`, which throttles). */
  typing?: () => void;
  /** Called once the callback form opened for the mode's `callback` offer (`ChatSession.dismissCallbackOffer`). */
  callbackOfferSeen?: () => void;
  /**
   * Leaves the visitor's contact details after the colleague asked for them (`ChatSession.leaveContact`):
   * with it (and `texts.live.contact`) the call-back form opens with an e-mail field while that
   * question is open (`contactAsked` of the mode). Resolve when they arrived; reject to keep the form.
   */
  leaveContact?: (details: ContactRequest) => Promise<void>;
  /** Closes that form without leaving them (`ChatSession.dismissContact`). */
  dismissContact?: () => void;
};

/** How the panel looks and where it sits, whoever holds the conversation. */
export type ChatPanelOptions = {
  /** Every text of the panel; see `ChatPanelTexts`. */
  texts: ChatPanelTexts;
  /** The chips of the empty state: a click puts the text in the input and sends it. None by default. */
  quickReplies?: readonly string[];
  /** Called when a link in an assistant message (or the form's privacy link) is chosen, e.g. to close the panel on small screens. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** Shows the close button (small screens only; on larger screens the launcher closes) and lets Escape close the panel. */
  onClose?: () => void;
  /**
   * Set by `ChatWidget` (its `open`): each time it turns true (also on mount), focus moves into
   * the panel (into the input; on a touch screen, `pointer: coarse`, onto the heading, so no
   * keyboard covers the quick replies). Leave it out for an always visible panel.
   */
  takeFocus?: boolean;
  /** The clock for the next opening's 'vandaag' / 'morgen' (stories pass a fixed one). Default `Date.now`. */
  now?: () => number;
  /** Class name for the root element. */
  className?: string;
};

/** The conversation the panel shows, and what the visitor can do with it: `ChatAssistantPanel` connects these to a `ChatSession`. */
export type ChatPanelConversation = {
  /**
   * The conversation: the visitor's bubbles on the right, the assistant's on the left (with their
   * links), a colleague's on the left under their name, notices of the site in between. See
   * `ChatThreadMessage`.
   */
  messages: readonly ChatThreadMessage[];
  /** True while a reply is awaited or streaming: the input is disabled, the send button becomes the stop button (with `onStop`), and until the reply starts `texts.typing` shows. */
  loading?: boolean;
  /** The error of the last reply; announced to screen readers when the reply ends, and shown beside 'Opnieuw'. */
  error?: ChatError | null;
  /** Controlled text of the input. */
  value?: string;
  /** Initial text of the input when uncontrolled. */
  defaultValue?: string;
  /** Called when the text of the input changes (also with '' after sending). */
  onValueChange?: (value: string) => void;
  /** Called with the trimmed text when the visitor sends a message (Enter, the send button or a quick reply). Never called with blank text or while loading. */
  onSend: (text: string) => void;
  /** Stops the reply. While loading, the send button is replaced by a 'Stop' button that calls it; focus then returns to the input. */
  onStop?: () => void;
  /** Asks the last question again: offered (`texts.retry`) after a failed reply, on a stopped last answer and after a question that got no answer. */
  onRetry?: () => void;
  /** Clears the conversation: offered (`texts.newConversation`) once there is one. */
  onNewConversation?: () => void;
  /**
   * Sends a request to be called back by a person. With it (and `texts.callback`) the panel
   * offers 'Bel me terug' once there is a conversation, and opens its form when a reply carries
   * the action `offer_callback`. Resolve on success: the form closes and `onNotice` receives
   * `texts.callback.confirmation`; reject on failure: the form stays, with what was typed, and a
   * notice says so. Not called when the phone number is blank. `ChatAssistantPanel` sends it
   * with the conversation so far (`ChatSession.requestCallback`).
   */
  onRequestCallback?: (request: CallbackRequest) => Promise<void>;
  /** Adds a notice of the site to the conversation (after a successful callback request): put it in `messages` as `{ role: 'notice', content }`. */
  onNotice?: (content: string) => void;
  /**
   * Records a vote on a finished answer. With it (and `texts.feedback`) each finished answer has
   * the buttons 'Nuttig' and 'Niet nuttig'; one vote per answer. Rejecting is silent: the
   * buttons can be pressed again. `answerIndex` is the answer's place in `messages`; an answer
   * whose message carries a `vote` shows it and cannot be voted on again (`ChatSession.vote` keeps it).
   */
  onFeedback?: (feedback: ChatFeedback, answerIndex: number) => Promise<void> | void;
  /** The most characters the input takes (the backend's limit per message). No limit when left out. */
  maxLength?: number;
  /** A person of the agency in the chat; see `ChatLiveControls`. No person without it. */
  live?: ChatLiveControls;
};

export type ChatPanelProps = ChatPanelOptions & ChatPanelConversation;

/** Nobody asked for: the assistant holds the conversation. */
const withAssistant = assistantMode();

/**
 * The chat assistant's panel: header (`texts.title`) with an online indicator,
 * the conversation (or the empty state with quick replies), a typing indicator
 * and the message input. While a reply streams the send button becomes 'Stop';
 * a failed or stopped reply can be asked again ('Opnieuw'); each finished answer
 * can be voted on; a conversation can be cleared ('Nieuw gesprek'), a call back asked
 * for ('Bel me terug', a form in place of the input) or a colleague ('Chat met een collega'). A non-modal dialog;
 * Escape closes it (in the form, Escape returns to the conversation). Screen
 * readers hear each complete reply once, through a polite live region, not every
 * streamed token; the message list is `aria-busy` meanwhile. Presentational:
 * connect it with a `ChatSession` (`useChatSession`), or use `ChatAssistantPanel`, which does that.
 *
 * `value` / `defaultValue` / `onValueChange` follow the controllable-state rule of the
 * design system (see ui/README.md).
 */
export function ChatPanel({
  messages,
  loading = false,
  value,
  defaultValue = '',
  onValueChange,
  onSend,
  onStop,
  onRetry,
  onNewConversation,
  onNavigate,
  onRequestCallback,
  onNotice,
  onFeedback,
  onClose,
  takeFocus,
  error = null,
  quickReplies = [],
  maxLength,
  live,
  now = Date.now,
  texts,
  className,
}: ChatPanelProps) {
  const titleId = useId();
  const callbackTexts = onRequestCallback ? texts.callback : undefined;
  const liveTexts = live ? texts.live : undefined;
  const mode = (liveTexts && live?.mode) || withAssistant;
  const callbackOffered = mode.with === 'assistant' && mode.offer?.kind === 'callback';
  const [callbackForm, setCallbackForm, personOffers] = useCallbackOffer({
    enabled: Boolean(callbackTexts),
    loading,
    messages,
    callbackOffered,
    // The assistant offers a call back (the visitor asked for a person): with a person to ask
    // for, the panel offers both, a colleague and a call back.
    preferPerson: Boolean(liveTexts) && mode.with === 'assistant' && mode.offer === null,
  });
  const focus = useChatPanelFocus({ takeFocus, loading, callbackForm });
  const { rootRef, headingRef, scrollerRef, inputRef, phoneRef, callbackButtonRef } = focus;
  const { announcement, announce } = useAnnouncement({ loading, messages, error, texts });
  const actions = useChatPanelActions({
    focus,
    callbackForm,
    setCallbackForm,
    announce,
    conversation: { onStop, onRetry, onNewConversation, onNotice },
  });
  const liveOffer = useLiveOffer({
    mode,
    controls: liveTexts ? live : undefined,
    texts: liveTexts,
    callbackForm,
    setCallbackForm,
    personOffers,
    callbackOffered,
    focus,
    openCallback: actions.openCallback,
  });
  const { holding } = liveOffer;
  const composer = useChatComposer({
    value,
    defaultValue,
    onValueChange: (next) => {
      if (holding && next.trim() !== '') live?.typing?.();
      onValueChange?.(next);
    },
    loading,
    onSend: (text) => {
      focus.rememberFocus();
      onSend(text);
    },
  });

  const empty = messages.length === 0;
  const canRetry = Boolean(onRetry && texts.retry) && !loading;

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-labelledby={titleId}
      className={clsx(styles.panel, className)}
      data-loading={loading || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <ChatPanelHeader
        titleId={titleId}
        headingRef={headingRef}
        title={texts.title}
        status={texts.status}
        detail={liveOffer.detail}
        onClose={onClose}
        closeLabel={texts.close}
      />
      <ChatConversation
        scrollerRef={scrollerRef}
        messages={messages}
        loading={loading}
        error={error}
        texts={texts}
        quickReplies={quickReplies}
        onChooseQuickReply={composer.chooseQuickReply}
        onNavigate={onNavigate}
        onDisclosureNavigate={() => onClose?.()}
        onFeedback={onFeedback}
        onRetry={canRetry && !holding ? actions.retry : undefined}
        mode={mode}
        liveTexts={liveTexts}
      />

      <ChatPanelFooter
        texts={texts}
        loading={loading}
        empty={empty}
        maxLength={maxLength}
        callbackForm={callbackForm}
        inputRef={inputRef}
        phoneRef={phoneRef}
        callbackButtonRef={callbackButtonRef}
        actions={actions}
        composer={composer}
        liveOffer={liveOffer}
        onRequestCallback={onRequestCallback}
        onStop={onStop}
        onNewConversation={onNewConversation}
        onClose={onClose}
        now={now}
      />

      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
