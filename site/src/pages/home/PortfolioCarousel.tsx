import { Carousel } from '@agency/ui/Carousel';
import { PortfolioCard } from '@agency/ui/PortfolioCard';
import { portfolioImage } from '../../assets/images';
import { portfolio } from '@agency/content';

/** The portfolio carousel; loaded when it comes into view (see PortfolioSection). */
export default function PortfolioCarousel() {
  return (
    <Carousel label="Portfolioprojecten">
      {portfolio.map((project) => (
        <PortfolioCard
          key={project.id}
          {...portfolioImage(project.image)}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
          title={project.title}
          category={project.category}
        />
      ))}
    </Carousel>
  );
}
