export { PortfolioCard } from './PortfolioCard';
export type { PortfolioCardProps } from './PortfolioCard';
export { portfolioProjects } from '../../assets/portfolio';
export type { PortfolioProject } from '../../assets/portfolio';
