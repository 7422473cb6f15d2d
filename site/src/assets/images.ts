/*
 * The site's pictures. The project illustrations are the design system's (ui/src/assets);
 * to show real screenshots instead, see "Images" in the README.
 */
import { portfolioProjects } from '@agency/ui/PortfolioCard';
import team from './team.svg';

/** Intrinsic size of every project illustration (4:3). */
export const projectImageSize = { width: 800, height: 600 } as const;

/** The portfolio illustration and its text alternative for a content image key. */
export function portfolioImage(key: string): { src: string; alt: string } {
  const project = portfolioProjects.find((candidate) => candidate.id === key);
  if (!project) throw new Error(`No portfolio illustration for "${key}".`);
  return { src: project.image, alt: project.alt };
}

export const teamImage = { src: team, width: 1200, height: 800 } as const;
