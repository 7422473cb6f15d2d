// The texts of one page, in a module of its own: a page's code carries only its own texts.

export const notFoundPage = {
  title: 'Oops! Page not found',
  text: 'Deze pagina bestaat niet (meer). Misschien is de link verouderd of zit er een typefout in het adres.',
  home: 'Terug naar de homepage',
} as const;
