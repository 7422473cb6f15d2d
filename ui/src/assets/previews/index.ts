/*
 * Three original illustrations (800 × 600) for the project previews in the home hero: a
 * webshop, a web platform and a business site. They are in the first screen of the home
 * page, so they are drawn in the page itself, as inline SVG: no request to wait for, and no
 * separate SVG document per image for the browser to set up (as an <img> of an SVG costs,
 * 5 to 9 ms each in the page's first render). Each file's ids are its own, as they share one
 * document. The projects' titles and text alternatives are content
 * (`homePage.hero.previews` in @agency/content), which names each illustration by its id.
 */
import dashboard from './dashboard-planbord.svg?raw';
import webshop from './webshop-atelier-noord.svg?raw';
import corporate from './zakelijke-site-koers-advies.svg?raw';

/** An 800 × 600 illustration: `illustration` (the SVG's inner markup), `width`, `height`. */
export type PreviewImage = { illustration: string; width: number; height: number };

const images: Record<string, string> = {
  'atelier-noord': webshop,
  planbord: dashboard,
  'koers-advies': corporate,
};

/** The markup inside a file's outer <svg> element (the card draws the element itself). */
export function innerMarkup(svg: string): string {
  const open = svg.match(/<svg\b[^>]*>/);
  const close = svg.lastIndexOf('</svg>');
  if (!open || open.index === undefined || close < 0) throw new Error('Not an SVG document.');
  return svg.slice(open.index + open[0].length, close).trim();
}

/** A hero preview illustration by its id. Throws for an unknown id. */
export function projectPreviewImage(id: string): PreviewImage {
  const svg = images[id];
  if (!svg) throw new Error(`No project preview illustration "${id}".`);
  return { illustration: innerMarkup(svg), width: 800, height: 600 };
}
