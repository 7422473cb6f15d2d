import { Icon } from '../../../Icon';
import { staffMoment } from '../../common/staffMoment';
import { fillIn } from '../../common/staffTexts';
import live from '../liveChat.module.css';
import type { StaffChatRecord } from '../staffChats';
import styles from './StaffChatConversation.module.css';
import type { StaffChatConversationTexts } from './staffChatConversationTexts';

export type ConversationHeaderProps = {
  /** Id of the heading, which names the conversation. */
  titleId: string;
  chat: StaffChatRecord['chat'];
  /** The colleague who holds it, when that is not the viewer (said as a status). */
  holderName?: string;
  texts: StaffChatConversationTexts;
};

/** A conversation's reference (its h1) and status, the page the visitor is on, when it began, and who holds it. */
export function ConversationHeader({ titleId, chat, holderName, texts }: ConversationHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <h1 id={titleId}>{chat.reference}</h1>
        <span className={live.status} data-status={chat.status}>
          {texts.statuses[chat.status]}
        </span>
      </div>
      <p className={live.facts}>
        <span className={live.fact}>
          <Icon name="globe" />
          <span>
            {texts.page}: <span className={live.page}>{chat.page}</span>
          </span>
        </span>
        <span className={live.fact}>
          <Icon name="clock" />
          <time dateTime={chat.createdAt}>{staffMoment(chat.createdAt)}</time>
        </span>
      </p>
      <div role="status">
        {holderName ? <p className={live.notice}>{fillIn(texts.takenBy, { name: holderName })}</p> : null}
      </div>
    </header>
  );
}
