import { useId } from 'react';
import type { LeadLiveChat } from '@agency/contract/liveChat';
import { SiteLink } from '../../../LinkProvider';
import { StaffTranscriptText } from '../../common/StaffTranscriptText/StaffTranscriptText';
import { staffMoment } from '../../common/staffMoment';
import { fillIn } from '../../common/staffTexts';
import card from '../../common/staffSection.module.css';
import styles from './StaffLeadLiveChats.module.css';

/** A live chat as a lead keeps it (`LeadLiveChat` of the contract). */
export type StaffLeadLiveChat = LeadLiveChat;

/** Every text of `StaffLeadLiveChats`; the site passes `staffLeadChatTexts` of `@agency/content`. */
export type StaffLeadLiveChatsTexts = {
  /** The section's heading (h2), e.g. 'Chats met een collega'. */
  heading: string;
  /** A chat's heading (h3): `{reference}`, the number the visitor saw. */
  reference: string;
  /** When the visitor left their contact details with it. */
  linkedAt: string;
  /** When it ended. */
  endedAt: string;
  /** Instead, while it still runs: the rest comes when it ended. */
  ongoing: string;
  /** The two parts' headings (h4): with the assistant, with a colleague. */
  assistantPart: string;
  livePart: string;
  /** Where the assistant's part comes from, e.g. 'Verstuurd door de browser van de bezoeker'. */
  assistantSource: string;
  /** The speakers. */
  visitor: string;
  assistant: string;
  /** The link to the conversation's own page in "Chats". */
  openChat: string;
};

export type StaffLeadLiveChatsProps = {
  /** The lead's live chats, oldest first; nothing is shown without any. */
  chats: readonly StaffLeadLiveChat[];
  /** The address of a chat's page in "Chats" (while the chat itself is kept); no link without it. */
  chatHref?: (chatId: string) => string;
  texts: StaffLeadLiveChatsTexts;
};

const clock = new Intl.DateTimeFormat('nl-NL', { timeStyle: 'short', timeZone: 'Europe/Amsterdam' });

/**
 * On a lead's page: each live chat the lead was made from or joined, with its transcript: the
 * conversation with the assistant before the hand-over (as the visitor's browser sent it), then
 * who said what to whom, the colleague by the name the visitor saw, with the time. Its state:
 * when the details were left, and when it ended (until then, that the rest follows). Everything
 * the visitor wrote is text; the assistant's links are links, as in the live chat.
 */
export function StaffLeadLiveChats({ chats, chatHref, texts }: StaffLeadLiveChatsProps) {
  const id = useId();
  if (chats.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      {chats.map((chat, index) => {
        const chatId = `${id}-chat-${index}`;
        return (
          <article key={chat.chatId} aria-labelledby={chatId} className={styles.chat}>
            <h3 id={chatId}>{fillIn(texts.reference, { reference: chat.reference })}</h3>
            <dl className={styles.facts}>
              <dt>{texts.linkedAt}</dt>
              <dd>
                <time dateTime={chat.linkedAt}>{staffMoment(chat.linkedAt)}</time>
              </dd>
              {chat.endedAt ? (
                <>
                  <dt>{texts.endedAt}</dt>
                  <dd>
                    <time dateTime={chat.endedAt}>{staffMoment(chat.endedAt)}</time>
                  </dd>
                </>
              ) : (
                <dd className={styles.ongoing}>{texts.ongoing}</dd>
              )}
            </dl>
            {chatHref ? <SiteLink href={chatHref(chat.chatId)}>{texts.openChat}</SiteLink> : null}
            {chat.assistant.length > 0 ? (
              <>
                <h4 id={`${chatId}-assistant`}>{texts.assistantPart}</h4>
                <p className={styles.source}>{texts.assistantSource}</p>
                <ol className={styles.entries} aria-labelledby={`${chatId}-assistant`}>
                  {chat.assistant.map((message, at) => (
                    <li key={at} data-from={message.role === 'user' ? 'visitor' : 'assistant'}>
                      <span className={styles.meta}>{message.role === 'user' ? texts.visitor : texts.assistant}</span>
                      <StaffTranscriptText role={message.role} content={message.content} />
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
            {chat.messages.length > 0 ? (
              <>
                <h4 id={`${chatId}-live`}>{texts.livePart}</h4>
                <ol className={styles.entries} aria-labelledby={`${chatId}-live`}>
                  {chat.messages.map((message, at) => (
                    <li key={at} data-from={message.from}>
                      <span className={styles.meta}>
                        {message.from === 'visitor' ? texts.visitor : (message.name ?? '')}{' '}
                        <time dateTime={message.at}>{clock.format(new Date(message.at))}</time>
                      </span>
                      <p className={card.typed}>{message.text}</p>
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
