import { clsx } from 'clsx';
import type { MouseEvent as ReactMouseEvent } from 'react';
import { SiteLink } from '../LinkProvider';
import styles from './PrivacyNote.module.css';

/** The text of a `PrivacyNote`: a sentence with one link in it. */
export type PrivacyNoteText = {
  /** The text before the link, e.g. 'We gebruiken je nummer alleen om je terug te bellen. Lees onze '. */
  before: string;
  /** The link's text, e.g. 'privacyverklaring'. */
  linkLabel: string;
  /** Where the link goes, e.g. '/privacy'. */
  href: string;
  /** The text after the link, e.g. '.'. */
  after?: string;
};

export type PrivacyNoteProps = {
  /** The sentence and its link; see `PrivacyNoteText`. */
  text: PrivacyNoteText;
  /** Colours for a light (default) or a dark background. */
  tone?: 'default' | 'inverse';
  /** Called when the link is chosen, e.g. to close the dialog the note is in. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** Id of the note, e.g. to describe the submit button it belongs to (`aria-describedby`). */
  id?: string;
  className?: string;
};

/**
 * The short line next to where a visitor hands over personal data (a form's submit button,
 * the chat's empty state) that says what happens with it and links to the privacy statement,
 * as the AVG asks at the moment of collection.
 */
export function PrivacyNote({ text, tone = 'default', onNavigate, id, className }: PrivacyNoteProps) {
  return (
    <p id={id} className={clsx(styles.note, className)} data-tone={tone}>
      {text.before}
      <SiteLink className={styles.link} href={text.href} onClick={(event) => onNavigate?.(text.href, event)}>
        {text.linkLabel}
      </SiteLink>
      {text.after}
    </p>
  );
}
