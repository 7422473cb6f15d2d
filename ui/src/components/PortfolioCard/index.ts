export { PortfolioCard } from './PortfolioCard';
export type { PortfolioCardProps } from './PortfolioCard';
export { portfolioImage } from '../../assets/portfolio';
