import { useEffect, useState, type KeyboardEvent } from 'react';
import { savedReplyText } from '../../inbox/savedReplyText';
import type { StaffSavedReply } from '../../inbox/staffLeads';

/** What "Bericht" looks a saved reply up by: a `/` at the start of the message, then one line. */
const lookup = /^\/([^\n]*)$/;

/** Lower case and without accents, so "cafe" finds "Café". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl-NL');

/**
 * The saved replies that match what follows the `/`: those whose title holds it first, then
 * those whose text does, each in the order given (on title). Nothing after the `/`: all of them.
 */
export function savedReplyMatches(savedReplies: readonly StaffSavedReply[], query: string): StaffSavedReply[] {
  const wanted = folded(query.trim());
  if (!wanted) return [...savedReplies];
  const byTitle = savedReplies.filter((reply) => folded(reply.title).includes(wanted));
  const byText = savedReplies.filter((reply) => !byTitle.includes(reply) && folded(reply.body).includes(wanted));
  return [...byTitle, ...byText];
}

export type UseSavedReplyPickerOptions = {
  /** The message as typed. */
  text: string;
  /** Puts a picked reply's text in "Bericht". */
  setText: (text: string) => void;
  /** The agency's saved replies; undefined while not known (then `/` is just text). */
  savedReplies?: readonly StaffSavedReply[];
  /** The visitor's name for `{naam}`; without one the placeholder is left out cleanly. */
  visitorName?: string | null;
  /** The list's id; an option's is `${listId}-${index}`. */
  listId: string;
};

/**
 * The saved replies "Bericht" offers when the message starts with `/` (the APG's combobox with a
 * list popup and automatic selection, the field keeping focus): which match, which is active,
 * and the keys. ArrowDown and ArrowUp move (round), Enter or Tab picks, Escape closes and leaves
 * the text (until it changes; ArrowDown opens it again). Picking puts the reply's text, with the
 * name filled in, in place of the `/…`, to edit and send. With no match or no saved replies the
 * keys do what they do in the field.
 */
export function useSavedReplyPicker({ text, setText, savedReplies, visitorName, listId }: UseSavedReplyPickerOptions) {
  const query = savedReplies ? lookup.exec(text)?.[1] : undefined;
  // Closed with Escape (or by picking) for this very text: it opens again once the text changes.
  const [closedFor, setClosedFor] = useState<string>();
  // The active option, for the query it was chosen in: a new query starts at the first.
  const [active, setActive] = useState({ query: '', index: 0 });

  const open = query !== undefined && closedFor !== text;
  const matches = open && savedReplies ? savedReplyMatches(savedReplies, query) : [];
  const index = active.query === query && active.index < matches.length ? active.index : 0;
  const activeId = matches.length ? `${listId}-${index}` : undefined;
  const listShown = open && matches.length > 0;

  // The active option stays in view in a long list.
  useEffect(() => {
    if (listShown && activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [listShown, activeId]);

  function pick(reply: StaffSavedReply) {
    const filled = savedReplyText(reply.body, visitorName);
    setClosedFor(filled);
    setText(filled);
  }

  /** Handles a key of the field; true when it did (then the composer leaves it alone). */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return false;
    const handled = (done: () => void) => {
      event.preventDefault();
      done();
      return true;
    };
    if (query !== undefined && !open && event.key === 'ArrowDown') return handled(() => setClosedFor(undefined));
    if (!open) return false;
    if (event.key === 'Escape') {
      event.stopPropagation();
      return handled(() => setClosedFor(text));
    }
    const reply = matches[index];
    if (!reply) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      return handled(() => setActive({ query, index: (index + step + matches.length) % matches.length }));
    }
    if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) return handled(() => pick(reply));
    return false;
  }

  return {
    /** The popup shows: the list, or that nothing matched, or that there are none yet. */
    open,
    /** There are saved replies at all. */
    any: (savedReplies?.length ?? 0) > 0,
    matches,
    activeIndex: index,
    pick,
    onKeyDown,
    /**
     * What goes onto the field: it controls the list while it shows and points at the active
     * option. (Not `role="combobox"` with `aria-expanded`: HTML allows no role on a textarea, and
     * a textbox has no expanded state; the composer says in a status how many match instead.)
     */
    fieldProps: {
      'aria-autocomplete': savedReplies ? ('list' as const) : undefined,
      'aria-controls': listShown ? listId : undefined,
      'aria-activedescendant': listShown ? activeId : undefined,
    },
  };
}
