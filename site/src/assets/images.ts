/*
 * The portfolio pictures: the design system's illustrations (ui/src/assets/portfolio).
 * The team picture is in ./team.ts. To show real screenshots, see "Images" in the README.
 */
import { portfolioProjects } from '@agency/ui/PortfolioCard';
import type { RasterImage } from '@agency/ui/Picture';

/** The portfolio illustration (800 × 600, AVIF and WebP) and its text alternative for a content image key. */
export function portfolioImage(key: string): RasterImage & { alt: string } {
  const project = portfolioProjects.find((candidate) => candidate.id === key);
  if (!project) throw new Error(`No portfolio illustration for "${key}".`);
  return { ...project.image, alt: project.alt };
}
