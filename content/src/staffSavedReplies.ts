// The texts of the staff area's saved replies ("Standaardantwoorden", /beheer/antwoorden): the
// texts a reply by e-mail starts from. Everyone uses them; a beheerder adds, changes and removes
// them. The site hands them to the ui component `StaffSavedReplies` (`texts` prop). Placeholders
// in braces ({title}, {max}, {time}) are filled in by the component; `{naam}` is the saved
// replies' own (`staffInbox.namePlaceholder` of the contract) and stays as it is.

/** The page itself and its link in the bar. */
export const staffSavedRepliesPageTexts = {
  nav: 'Antwoorden',
  title: 'Standaardantwoorden',
  intro:
    'Teksten om een antwoord per e-mail mee te beginnen: kies er een bij "Beantwoorden per e-mail" op de pagina van een aanvraag. Schrijf {naam} waar de naam van de aanvrager moet komen: "Beste {naam}," wordt "Beste Anna de Boer,". Heeft de aanvraag geen naam, dan valt {naam} weg: "Beste,".',
} as const;

/** The list and what a beheerder can do with it (ui `StaffSavedRepliesTexts`). */
export const staffSavedRepliesTexts = {
  title: 'Alle standaardantwoorden',
  intro: 'Voor iedereen in het beheer, op titel.',
  loading: 'Standaardantwoorden laden...',
  empty: 'Er zijn nog geen standaardantwoorden.',
  listLabel: 'Standaardantwoorden',
  readOnly: 'Alleen een beheerder kan standaardantwoorden toevoegen, wijzigen of verwijderen.',
  updated: 'Gewijzigd op {time}',
  actionsLabel: 'Acties voor {title}',
  edit: 'Wijzigen',
  save: 'Opslaan',
  saving: 'Bezig met opslaan...',
  cancel: 'Annuleren',
  saved: '"{title}" is opgeslagen.',
  remove: 'Verwijderen',
  removeQuestion: '"{title}" verwijderen?',
  removeExplained: 'Het verdwijnt voor iedereen. Antwoorden die al verstuurd zijn, blijven zoals ze zijn.',
  removeConfirm: 'Ja, verwijderen',
  removing: 'Bezig met verwijderen...',
  removed: '"{title}" is verwijderd.',
  titleLabel: 'Titel',
  bodyLabel: 'Tekst',
  bodyHint: 'Platte tekst. {naam} wordt de naam van de aanvrager.',
  titleMissing: 'Geef het standaardantwoord een titel.',
  bodyMissing: 'Schrijf de tekst van het standaardantwoord.',
  add: {
    title: 'Standaardantwoord toevoegen',
    intro: 'Een titel om het te herkennen, en de tekst waarmee een antwoord begint.',
    submit: 'Toevoegen',
    submitting: 'Bezig met toevoegen...',
    done: '"{title}" is toegevoegd.',
    full: 'Er zijn al {max} standaardantwoorden. Verwijder er eerst een.',
  },
} as const;
