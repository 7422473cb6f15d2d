// The texts of one page, in a module of its own: a page's code carries only its own texts.

/** What a visitor sees when a page fails to render. */
export const renderErrorPage = {
  title: 'Unexpected Application Error!',
  text: 'Er ging iets mis bij het tonen van deze pagina. Laad de pagina opnieuw of ga terug naar de homepage.',
  home: 'Terug naar de homepage',
} as const;
