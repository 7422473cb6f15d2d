/**
 * Every text of `StaffSavedReplies`; the site passes `staffSavedRepliesTexts` of
 * `@agency/content`. Placeholders: `{title}`, `{max}`, `{time}`; `{naam}` is shown as it is.
 */
export type StaffSavedRepliesTexts = {
  /** The list's heading (h2) and the line under it. */
  title: string;
  intro: string;
  loading: string;
  empty: string;
  /** The list's accessible name. */
  listLabel: string;
  /** Said to a colleague who is no beheerder, instead of the actions. */
  readOnly: string;
  /** When it was last changed: 'Gewijzigd op {time}'. */
  updated: string;
  /** The actions' group, 'Acties voor {title}'. */
  actionsLabel: string;
  edit: string;
  save: string;
  saving: string;
  cancel: string;
  /** '"{title}" is opgeslagen.' */
  saved: string;
  remove: string;
  /** The question in the row: '"{title}" verwijderen?', what it does, the answer. */
  removeQuestion: string;
  removeExplained: string;
  removeConfirm: string;
  removing: string;
  /** '"{title}" is verwijderd.' */
  removed: string;
  titleLabel: string;
  bodyLabel: string;
  /** Under the text: what `{naam}` does. */
  bodyHint: string;
  titleMissing: string;
  bodyMissing: string;
  add: {
    /** The form's heading (h2) and the line under it. */
    title: string;
    intro: string;
    submit: string;
    submitting: string;
    /** '"{title}" is toegevoegd.' */
    done: string;
    /** At the most there may be: 'Er zijn al {max} standaardantwoorden. Verwijder er eerst een.' */
    full: string;
  };
};
