/*
 * Three original illustrations (800 × 600) for the project previews in the home hero: a
 * webshop, a web platform and a business site. They are in the first screen of the home
 * page, so they come inline as data URLs (about 3 KB each): the hero paints without waiting
 * for three more requests. The projects' titles and text alternatives are content
 * (`homePage.hero.previews` in @agency/content), which names each illustration by its id.
 */
import dashboard from './dashboard-planbord.svg?inline';
import webshop from './webshop-atelier-noord.svg?inline';
import corporate from './zakelijke-site-koers-advies.svg?inline';

/** An 800 × 600 illustration as a data URL: `src`, `width`, `height`. */
export type PreviewImage = { src: string; width: number; height: number };

const images: Record<string, string> = {
  'atelier-noord': webshop,
  planbord: dashboard,
  'koers-advies': corporate,
};

/** A hero preview illustration by its id. Throws for an unknown id. */
export function projectPreviewImage(id: string): PreviewImage {
  const src = images[id];
  if (!src) throw new Error(`No project preview illustration "${id}".`);
  return { src, width: 800, height: 600 };
}
