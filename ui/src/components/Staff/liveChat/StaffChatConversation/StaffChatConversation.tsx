import { liveChat } from '@agency/contract/liveChat';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Button } from '../../../Button';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import type { StaffSavedReply } from '../../inbox/staffLeads';
import { holdersAt, type StaffChatRecord, type StaffChatTakeResult } from '../staffChats';
import { ConversationHeader } from './ConversationHeader';
import { ConversationLog } from './ConversationLog';
import { ConversationTranscript } from './ConversationTranscript';
import { shown } from './conversationEvents';
import { StaffChatComposer } from './StaffChatComposer';
import styles from './StaffChatConversation.module.css';
import type { StaffChatConversationTexts } from './staffChatConversationTexts';
import { useConversationActions } from './useConversationActions';
import { useReportRead } from './useReportRead';

export type { StaffChatConversationTexts };

export type StaffChatConversationProps = {
  detail: StaffChatRecord;
  /** The colleague looking at it (their staff id): they hold it when `detail.chat.takenBy.id` is theirs. */
  viewerId: string;
  /** The visitor is typing (the site shows it for a few seconds after their last typing event). */
  visitorTyping?: boolean;
  /** "Overnemen": the viewer has it now, or another colleague was first (said here). */
  onTake: (chatId: string) => Promise<StaffChatTakeResult>;
  /** Sends a message; a rejected promise keeps the text and shows its message. */
  onSend: (text: string) => Promise<void>;
  /** The viewer types: called at most once every 3 seconds. */
  onTyping?: () => void;
  /** "Gesprek beëindigen". */
  onEnd: () => Promise<void>;
  /** "Terug naar de wachtrij". */
  onRelease: () => Promise<void>;
  /**
   * "Contactgegevens vragen": the visitor's panel opens its call-back form, with e-mail beside the
   * phone. Offered to who holds it; no such button without it.
   */
  onAskContact?: () => Promise<void>;
  /** The address of a lead's page, for the link from "left their contact details" to the lead. */
  leadHref?: (leadId: string) => string;
  /**
   * The viewer holds it and has seen the visitor's messages up to this event id (called when
   * new ones are shown, while this tab is visible).
   */
  onRead?: (upTo: number) => void;
  /** The most characters of a message. Default: the live chat's (`liveChat.limits` of the contract). */
  maxMessageChars?: number;
  /**
   * The agency's saved replies: typing `/` at the start of "Bericht" offers those whose title or
   * text matches what follows, to pick and edit before sending. Undefined (not loaded): no offer.
   */
  savedReplies?: readonly StaffSavedReply[];
  /** The visitor's name, when the chat knows it: `{naam}` in a saved reply becomes it (else it is left out). */
  visitorName?: string | null;
  /** The page of the saved replies ("Antwoorden"), linked when there are none yet. */
  savedRepliesHref?: string;
  className?: string;
  texts: StaffChatConversationTexts;
};

/**
 * A conversation in the inbox's "Chats": its reference, status and the page the visitor is on;
 * the conversation with the assistant before the hand-over, set apart as what the visitor's
 * browser sent; then the live messages with name and time, and what happened (taken over, put
 * back, ended, missed). Who holds it writes in "Bericht" (Enter sends, Shift+Enter a new line),
 * ends it or puts it back in the queue; a waiting one can be taken over; otherwise it is read
 * only. Everything the visitor wrote is shown as text: never a link, never markup. New visitor
 * messages are said to screen readers and scrolled into view. A `/` at the start of "Bericht"
 * offers the saved replies.
 */
export function StaffChatConversation(props: StaffChatConversationProps) {
  // Another conversation starts afresh: nothing of the last one is news, read or typed.
  return <Conversation key={props.detail.chat.id} {...props} />;
}

function Conversation({
  detail,
  viewerId,
  visitorTyping = false,
  onTake,
  onSend,
  onTyping,
  onEnd,
  onRelease,
  onAskContact,
  leadHref,
  onRead,
  maxMessageChars = liveChat.limits.maxMessageChars,
  savedReplies,
  visitorName,
  savedRepliesHref,
  className,
  texts,
}: StaffChatConversationProps) {
  const id = useId();
  const { chat, transcript, events } = detail;
  const holds = chat.status === 'active' && chat.takenBy?.id === viewerId;
  const heldByOther = chat.status === 'active' && !holds && chat.takenBy !== null;
  const live = events.filter(shown);
  const holders = holdersAt(events, chat.takenBy?.name);
  const visitorMessages = live.filter((event) => event.type === 'message' && event.from === 'visitor');
  const lastVisitorId = visitorMessages.at(-1)?.id ?? 0;
  const lastId = live.at(-1)?.id ?? 0;

  // What was there when the page opened is not news; a visitor message after it is.
  const [firstSeenId] = useState(lastId);
  const news = visitorMessages.filter((event) => event.id > firstSeenId).at(-1);

  const [transcriptOpen, setTranscriptOpen] = useState(live.length === 0);
  const { busy, actionSaid, takenByOther, tookIt, act } = useConversationActions({
    chatId: chat.id,
    onTake,
    onEnd,
    onRelease,
    onAskContact,
    failed: texts.failed,
  });

  // Marks the visitor's messages read while this tab is visible and the viewer holds it.
  useReportRead(holds, lastVisitorId, onRead);

  const holderName = takenByOther ?? (heldByOther ? chat.takenBy?.name : undefined);

  return (
    <article className={clsx(styles.conversation, className)} aria-labelledby={`${id}-title`}>
      <ConversationHeader titleId={`${id}-title`} chat={chat} holderName={holderName} texts={texts} />

      {transcript.length ? (
        <ConversationTranscript
          transcript={transcript}
          open={transcriptOpen}
          onOpenChange={setTranscriptOpen}
          texts={texts}
        />
      ) : null}

      <ConversationLog
        titleId={`${id}-title`}
        live={live}
        holders={holders}
        firstSeenId={firstSeenId}
        leadHref={leadHref}
        texts={texts}
      />

      <div role="status" className={card.visuallyHidden}>
        {news && news.type === 'message' ? `${texts.visitor}: ${news.text}` : ''}
      </div>

      {chat.status === 'active' ? <p className={styles.typing}>{visitorTyping ? texts.typing : null}</p> : null}

      <div className={styles.footer}>
        {holds ? (
          <StaffChatComposer
            maxChars={maxMessageChars}
            onSend={onSend}
            onTyping={onTyping}
            savedReplies={savedReplies}
            visitorName={visitorName}
            savedRepliesHref={savedRepliesHref}
            texts={texts}
            focusOnMount={tookIt}
          />
        ) : null}

        {holds || chat.status === 'waiting' ? (
          <div className={card.actions}>
            {chat.status === 'waiting' ? (
              <Button loading={busy === 'take'} onClick={() => void act('take')}>
                {texts.take}
              </Button>
            ) : (
              <>
                {onAskContact ? (
                  <Button variant="secondary" loading={busy === 'ask'} onClick={() => void act('ask')}>
                    {texts.askContact}
                  </Button>
                ) : null}
                <Button variant="secondary" loading={busy === 'release'} onClick={() => void act('release')}>
                  {texts.release}
                </Button>
                <Button variant="secondary" loading={busy === 'end'} onClick={() => void act('end')}>
                  {texts.end}
                </Button>
              </>
            )}
          </div>
        ) : null}
        <div role="alert">{actionSaid ? <p className={answerStyle.errorText}>{actionSaid}</p> : null}</div>
      </div>
    </article>
  );
}
