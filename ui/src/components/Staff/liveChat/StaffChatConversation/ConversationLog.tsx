import { useEffect, useRef } from 'react';
import { SiteLink } from '../../../LinkProvider';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import { chatClock } from '../staffChats';
import type { LiveEvent } from './conversationEvents';
import styles from './StaffChatConversation.module.css';
import type { StaffChatConversationTexts } from './staffChatConversationTexts';

export type ConversationLogProps = {
  /** Id of the heading, which names the log. */
  titleId: string;
  /** The messages and event lines, in order. */
  live: readonly LiveEvent[];
  /** For each event, who held the conversation then. */
  holders: ReadonlyMap<number, string>;
  /** The last event id when the page opened: what came after it is scrolled into view. */
  firstSeenId: number;
  /** The address of a lead's page: the line of the contact details left links to the lead they made or joined. */
  leadHref?: (leadId: string) => string;
  texts: StaffChatConversationTexts;
};

/** The live messages with name and time, and what happened (taken over, put back, ended, missed). */
export function ConversationLog({ titleId, live, holders, firstSeenId, leadHref, texts }: ConversationLogProps) {
  const lastId = live.at(-1)?.id ?? 0;

  // New messages scroll into view (not what was there when the page opened).
  const lastItem = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (lastId > firstSeenId) lastItem.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId, firstSeenId]);

  const line = (event: LiveEvent): string => {
    const name = holders.get(event.id) ?? '';
    switch (event.type) {
      case 'taken':
        return fillIn(texts.takenEvent, { name: event.name });
      case 'released':
        return fillIn(texts.released, { name });
      case 'ended':
        return fillIn(texts.endedBy[event.by], { name });
      case 'missed':
        return texts.missed;
      case 'contact_asked':
        return fillIn(texts.contactAskedEvent, { name: event.name || name });
      case 'contact_left':
        return texts.contactLeftEvent;
      default:
        return '';
    }
  };

  if (!live.length) return null;
  return (
    <ol className={styles.log} aria-labelledby={titleId}>
      {live.map((event, index) =>
        event.type === 'message' ? (
          <li
            key={event.id}
            ref={index === live.length - 1 ? lastItem : undefined}
            className={styles.message}
            data-from={event.from}
          >
            <p className={styles.messageMeta}>
              <span className={styles.messageName}>
                {event.from === 'visitor' ? texts.visitor : (event.name ?? holders.get(event.id) ?? '')}
              </span>
              <time dateTime={event.at}>{chatClock(event.at)}</time>
            </p>
            <p className={card.typed}>{event.text}</p>
          </li>
        ) : (
          <li key={event.id} ref={index === live.length - 1 ? lastItem : undefined} className={styles.eventLine}>
            <span>
              {line(event)}
              {event.type === 'contact_left' && event.leadId && leadHref ? (
                <>
                  {' '}
                  <SiteLink href={leadHref(event.leadId)}>{texts.openLead}</SiteLink>
                </>
              ) : null}
            </span>
            <time dateTime={event.at}>{chatClock(event.at)}</time>
          </li>
        ),
      )}
    </ol>
  );
}
