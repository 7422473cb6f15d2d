import { clsx } from 'clsx';
import { SiteLink } from '../../../LinkProvider';
import { savedReplyText } from '../../inbox/savedReplyText';
import type { StaffSavedReply } from '../../inbox/staffLeads';
import styles from './SavedReplyPicker.module.css';

/** How much of a reply's text an option shows (the rest is cut off by its width anyway). */
const PREVIEW_CHARS = 120;

/** The start of a reply's text on one line, as its option shows it (and screen readers read it). */
const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS).trimEnd()}…` : line;
};

/** The texts of the saved replies "Bericht" offers; the site passes `staffChatTexts.savedReplies`. */
export type SavedReplyPickerTexts = {
  /** The list's name, 'Standaardantwoorden'. */
  listLabel: string;
  /** Said to screen readers as the list opens: one match, and `{count}` matches. */
  foundOne: string;
  found: string;
  /** Nothing matches what follows the `/`, 'Geen standaardantwoord gevonden'. */
  noMatch: string;
  /** There are none at all: where a beheerder adds them, the link's words in `link`. */
  noneYet: { before: string; link: string; after: string };
};

export type SavedReplyPickerProps = {
  listId: string;
  /** There are saved replies at all (else the hint where a beheerder adds them). */
  any: boolean;
  matches: readonly StaffSavedReply[];
  activeIndex: number;
  /** For the text each option previews, as picking it would fill it in. */
  visitorName?: string | null;
  onPick: (reply: StaffSavedReply) => void;
  /** The page of the saved replies, for the hint when there are none. */
  savedRepliesHref?: string;
  texts: SavedReplyPickerTexts;
};

/**
 * The popup above "Bericht": the saved replies that match, each its title and the start of its
 * text, the active one marked (the field keeps focus and points at it); or that none matched, or
 * that there are none yet and where a beheerder adds them. A click picks; pressing does not take
 * focus from the field. Titles and texts are shown as text, never as markup.
 */
export function SavedReplyPicker({
  listId,
  any,
  matches,
  activeIndex,
  visitorName,
  onPick,
  savedRepliesHref,
  texts,
}: SavedReplyPickerProps) {
  if (!any) {
    return (
      <div className={styles.picker}>
        <p className={styles.message}>
          {texts.noneYet.before}
          {savedRepliesHref ? <SiteLink href={savedRepliesHref}>{texts.noneYet.link}</SiteLink> : texts.noneYet.link}
          {texts.noneYet.after}
        </p>
      </div>
    );
  }
  if (!matches.length) {
    return (
      <div className={styles.picker}>
        <p className={styles.message}>{texts.noMatch}</p>
      </div>
    );
  }
  return (
    <div className={styles.picker}>
      <ul id={listId} role="listbox" aria-label={texts.listLabel} className={styles.list}>
        {matches.map((reply, index) => (
          <li
            key={reply.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={clsx(styles.option, index === activeIndex && styles.active)}
            // The field keeps focus (and its text); the click picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(reply)}
          >
            <span className={styles.title}>{reply.title}</span>
            <span className={styles.preview}>{preview(savedReplyText(reply.body, visitorName))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
