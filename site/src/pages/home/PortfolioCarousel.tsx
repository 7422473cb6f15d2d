import { Carousel } from '@agency/ui/Carousel';
import { PortfolioCard } from '@agency/ui/PortfolioCard';
import { portfolioImage, projectImageSize } from '../../assets/images';
import { portfolio } from '../../content';

/** The portfolio carousel; loaded when it comes into view (see PortfolioSection). */
export default function PortfolioCarousel() {
  return (
    <Carousel label="Portfolioprojecten">
      {portfolio.map((project) => (
        <PortfolioCard
          key={project.id}
          {...portfolioImage(project.image)}
          {...projectImageSize}
          title={project.title}
          category={project.category}
        />
      ))}
    </Carousel>
  );
}
