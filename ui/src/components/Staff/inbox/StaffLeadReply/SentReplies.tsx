import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import inbox from '../inbox.module.css';
import type { StaffLeadReplySent } from '../staffLeads';
import type { StaffLeadReplyTexts } from './StaffLeadReply';
import styles from './StaffLeadReply.module.css';

/**
 * "Verstuurde antwoorden": each reply sent, oldest first, with its subject, to whom, who sent it
 * and when, and its text as it was sent (plain text: line breaks kept, nothing read as markup).
 */
export function SentReplies({
  id,
  replies,
  texts,
}: {
  id: string;
  replies: readonly StaffLeadReplySent[];
  texts: Pick<StaffLeadReplyTexts, 'sentTitle' | 'sentMeta'>;
}) {
  return (
    <div className={styles.sent}>
      <h3 id={`${id}-sent`} className={card.subtitle}>
        {texts.sentTitle}
      </h3>
      <ol className={inbox.entries} aria-labelledby={`${id}-sent`}>
        {replies.map((reply) => {
          const [before, after = ''] = texts.sentMeta.split('{time}');
          const names = { email: reply.to, name: reply.author.name };
          return (
            <li key={reply.id}>
              <p className={styles.subject}>{reply.subject}</p>
              <p className={inbox.entryMeta}>
                {fillIn(before ?? '', names)}
                <time dateTime={reply.createdAt}>{staffMoment(reply.createdAt)}</time>
                {fillIn(after, names)}
              </p>
              <p className={`${card.typed} ${styles.body}`}>{reply.body}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
